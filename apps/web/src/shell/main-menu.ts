/**
 * The main menu (spec section 2), in the order the header shows it. Contact Us joins it with the
 * contact page: until a page exists, no link leads to it.
 */
export const mainMenu = [
  { href: "/", key: "home" },
  { href: "/pages/shop", key: "store" },
  { href: "/pages/categories", key: "categories" },
  { href: "/pages/vendors", key: "vendors" },
] as const;

/** The main menu (spec section 2), in the order the header shows it. */
export const mainMenu = [
  { href: "/", key: "home" },
  { href: "/pages/shop", key: "store" },
  { href: "/pages/categories", key: "categories" },
  { href: "/pages/vendors", key: "vendors" },
  { href: "/pages/contact", key: "contact" },
] as const;

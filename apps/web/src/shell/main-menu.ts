import { pageHref } from "@/lib/routing/pages.ts";
/** The main menu (spec section 2), in the order the header shows it. */
export const mainMenu = [
  { href: "/", key: "home" },
  { href: pageHref.shop(), key: "store" },
  { href: pageHref.categories(), key: "categories" },
  { href: pageHref.vendors(), key: "vendors" },
  { href: pageHref.contact(), key: "contact" },
] as const;

import { useTranslations } from "next-intl";
import { Suspense } from "react";
import { Link } from "@/i18n/navigation.ts";
import { LanguageSwitch } from "./language-switch.tsx";

const menu = [
  { href: "/", key: "home" },
  { href: "/pages/shop", key: "store" },
  { href: "/pages/categories", key: "categories" },
  { href: "/pages/vendors", key: "vendors" },
  { href: "/pages/contact", key: "contact" },
] as const;

export function SiteHeader() {
  const t = useTranslations("Header");
  return (
    <header className="bg-brand-800 text-white">
      <div className="mx-auto flex max-w-shop flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link
          href="/"
          aria-label={t("logoLabel")}
          className="flex items-center gap-2 text-2xl font-bold"
        >
          <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
            <rect width="32" height="32" rx="8" fill="#c98a1b" />
            <path d="M8 13h16l-2 11H10z" fill="#fff" />
            <path d="M12 13a4 4 0 0 1 8 0" stroke="#fff" strokeWidth="2.4" fill="none" />
          </svg>
          <span>{useTranslations("Metadata")("siteName")}</span>
        </Link>
        <nav
          aria-label={t("mainMenu")}
          className="order-last w-full overflow-x-auto md:order-none md:w-auto"
        >
          <ul className="flex gap-1 whitespace-nowrap text-sm font-medium">
            {menu.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className="block rounded-md px-3 py-2 hover:bg-white/10">
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ms-auto">
          <Suspense>
            <LanguageSwitch />
          </Suspense>
        </div>
      </div>
    </header>
  );
}

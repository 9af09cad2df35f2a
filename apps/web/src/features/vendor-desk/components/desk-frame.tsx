import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

export type DeskSection = "dashboard" | "shipments" | "products" | "messages";

const sections: { key: DeskSection; href: () => string }[] = [
  { key: "dashboard", href: () => pageHref.vendorDashboard() },
  { key: "shipments", href: () => pageHref.vendorShipments() },
  { key: "products", href: () => pageHref.vendorProducts() },
  { key: "messages", href: () => pageHref.vendorMessages() },
];

/**
 * Every page of the vendor's desk: its sections as tabs of links (the one shown marked as the
 * current page, or as the current place on a page inside it), then the page. On a phone the tabs
 * scroll sideways within their row rather than widen the page.
 */
export function DeskFrame({
  section,
  inside = false,
  children,
}: {
  section: DeskSection;
  /** A page inside the section (one shipment, one conversation) rather than the section's own. */
  inside?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("VendorDesk.nav");
  return (
    <div
      className="mx-auto flex max-w-shop flex-col gap-6 px-4 py-6 sm:py-8"
      data-testid="vendor-desk"
    >
      <nav aria-label={t("label")} className="-mx-4 overflow-x-auto px-4">
        <ul className="flex min-w-max gap-1 border-b border-gray-200">
          {sections.map(({ key, href }) => {
            const current = key === section;
            return (
              <li key={key}>
                <Link
                  href={href()}
                  aria-current={current ? (inside ? "true" : "page") : undefined}
                  className="-mb-px block whitespace-nowrap border-b-2 border-transparent px-3 py-2.5 text-sm font-semibold text-muted hover:text-ink aria-[current=page]:border-brand-700 aria-[current=page]:text-brand-800 aria-[current=true]:border-brand-700 aria-[current=true]:text-brand-800"
                  data-testid={`desk-nav-${key}`}
                >
                  {t(key)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {children}
    </div>
  );
}

/** What a desk page says when the API could not answer (or asks to wait). */
export function DeskUnavailable({ message }: { message: string }) {
  return (
    <p
      role="status"
      className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="desk-unavailable"
    >
      {message}
    </p>
  );
}

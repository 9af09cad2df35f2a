import type { Locale } from "@souq/contract/locale";
import { ChevronIcon } from "@/components/ui/icons.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { JsonLd } from "@/lib/seo/json-ld.tsx";
import { breadcrumbJsonLd } from "@/lib/seo/structured-data.ts";

export interface Crumb {
  name: string;
  /** Path without the language prefix; the last crumb (this page) has none. */
  href?: string;
}

interface BreadcrumbsProps {
  items: Crumb[];
  /** The navigation landmark's name, in the page's language. */
  label: string;
  locale: Locale;
  /** This page's path without the language prefix, for the structured-data trail. */
  path: string;
}

/**
 * Where a page sits, from home down, for people (the separators turn with the reading direction)
 * and for search engines (a schema.org BreadcrumbList with absolute addresses).
 */
export function Breadcrumbs({ items, label, locale, path }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className="text-sm text-muted" data-testid="breadcrumbs">
      <JsonLd
        data={breadcrumbJsonLd(
          items.map((item) => ({ name: item.name, path: item.href ?? path })),
          locale,
        )}
      />
      {/* One line whatever the font: the page's own name is cut short rather than wrapping, so
          the swap to the web font never changes the line count and moves the page. */}
      <ol className="flex items-center gap-1.5 overflow-hidden whitespace-nowrap">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${item.href ?? "current"}-${item.name}`}
              className={`flex items-center gap-1.5 ${last ? "min-w-0" : "shrink-0"}`}
            >
              {index > 0 && <ChevronIcon className="h-3.5 w-3.5 shrink-0 text-gray-400" />}
              {item.href && !last ? (
                <Link href={item.href} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "truncate font-semibold text-ink" : ""}
                >
                  {item.name}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

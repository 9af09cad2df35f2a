import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation.ts";

export interface Crumb {
  name: string;
  /** A path without the language prefix; the last crumb (this page) has none. */
  href?: string;
}

/** Where the page sits: Home, the category path, then the page itself (aria-current). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations("ProductPage");
  return (
    <nav aria-label={t("breadcrumbs")} data-testid="breadcrumbs">
      {/* One line whatever the font: the page's own name is cut short rather than wrapping, so
          the swap to the web font never changes the line count and moves the page. */}
      <ol className="flex items-center gap-1.5 overflow-hidden whitespace-nowrap text-sm text-muted">
        {items.map((item, index) => (
          <li
            key={`${item.href ?? "current"}-${item.name}`}
            className="flex min-w-0 items-center gap-1.5"
          >
            {index > 0 && (
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="flip-rtl h-3.5 w-3.5 shrink-0 text-gray-400"
                fill="currentColor"
              >
                <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
              </svg>
            )}
            {item.href ? (
              <Link href={item.href} className="hover:text-brand-700 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span aria-current="page" className="truncate font-semibold text-ink">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

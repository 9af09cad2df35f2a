import { Link } from "@/i18n/navigation.ts";

export interface Crumb {
  name: string;
  /** Path without the language prefix; the last crumb (this page) has none. */
  href?: string;
}

/** Where a page sits, from home down; the separators turn with the reading direction. */
export function Breadcrumbs({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-muted" data-testid="breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href ?? item.name} className="flex items-center gap-1">
              {item.href && !last ? (
                <Link href={item.href} className="hover:text-brand-700 hover:underline">
                  {item.name}
                </Link>
              ) : (
                <span
                  aria-current={last ? "page" : undefined}
                  className={last ? "font-semibold text-ink" : ""}
                >
                  {item.name}
                </span>
              )}
              {!last && (
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="flip-rtl h-3.5 w-3.5"
                  fill="currentColor"
                >
                  <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
                </svg>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

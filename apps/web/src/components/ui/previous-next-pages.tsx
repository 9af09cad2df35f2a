import { Link } from "@/i18n/navigation.tsx";

/**
 * The shopper's and the vendor's own paged lists (orders, messages, shipments, products): a link to the page before, "page n of m" and a
 * link to the page after, shown only when there is more than one page.
 */
export function PreviousNextPages({
  path,
  current,
  last,
  labels,
  parameter = "page",
}: {
  /** The list's address (its filters in its query too); `page=n` is added to it. */
  path: string;
  current: number;
  last: number;
  labels: { navigation: string; previous: string; next: string; pageOf: string };
  /** The query parameter naming the page, when the address is not the list's alone. */
  parameter?: string;
}) {
  if (last <= 1) return null;
  const joiner = path.includes("?") ? "&" : "?";
  const link = "rounded-lg border border-gray-300 bg-white px-3 py-2";
  return (
    <nav aria-label={labels.navigation} className="flex items-center justify-center gap-3 text-sm">
      {current > 1 && (
        <Link href={`${path}${joiner}${parameter}=${current - 1}`} className={link}>
          {labels.previous}
        </Link>
      )}
      <span>{labels.pageOf}</span>
      {current < last && (
        <Link href={`${path}${joiner}${parameter}=${current + 1}`} className={link}>
          {labels.next}
        </Link>
      )}
    </nav>
  );
}

import type { Locale } from "@souq/contract/locale";
import type { VendorThreadListResponse } from "@souq/contract/vendor-messages";
import { useTranslations } from "next-intl";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** One page of the shopper's conversations: vendor, subject, newest message and its date. */
export function ThreadList({ page, locale }: { page: VendorThreadListResponse; locale: Locale }) {
  const t = useTranslations("Messages");
  const { current_page: current, last_page: last } = page.meta;
  if (page.data.length === 0) {
    return (
      <div className="rounded-2xl border border-gray-200 bg-white p-6" data-testid="messages-empty">
        <p className="mb-4">{t("empty")}</p>
        <Link href={pageHref.shop()} className="font-semibold text-brand-700 underline">
          {t("browse")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="thread-list">
        {page.data.map((thread) => {
          const replied = thread.last_message.sender === "vendor";
          return (
            <li key={thread.id} data-testid="thread-row">
              <Link
                href={pageHref.message({ id: thread.id })}
                className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-600"
              >
                <span className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold" data-testid="thread-vendor">
                    {thread.vendor.name}
                  </span>
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                      replied ? "bg-brand-50 text-brand-800" : "bg-amber-50 text-amber-900"
                    }`}
                  >
                    {replied ? t("replied") : t("awaiting")}
                  </span>
                </span>
                <span className="text-sm text-muted" data-testid="thread-subject">
                  {thread.product
                    ? t("aboutProduct", { product: thread.product.name })
                    : t("general")}
                </span>
                <span className="line-clamp-2 text-sm" data-testid="thread-last">
                  <span className="font-semibold">{replied ? thread.vendor.name : t("you")}:</span>{" "}
                  <bdi>{thread.last_message.body}</bdi>
                </span>
                <span className="text-xs text-muted">
                  {t("lastOn", { date: formatDate(thread.updated_at, locale) })} ·{" "}
                  {t("count", { count: thread.message_count })}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <PreviousNextPages
        path={pageHref.messages()}
        current={current}
        last={last}
        labels={{
          navigation: t("pages"),
          previous: t("previous"),
          next: t("next"),
          pageOf: t("pageOf", { page: current, last }),
        }}
      />
    </div>
  );
}

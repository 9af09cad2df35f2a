import type { Locale } from "@souq/contract/locale";
import type { VendorConversationListResponse } from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { formatDate } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";

/** One page of the conversations shoppers started with the vendor, latest activity first. */
export function ConversationList({
  page,
  locale,
}: {
  page: VendorConversationListResponse;
  locale: Locale;
}) {
  const t = useTranslations("VendorDesk");
  const { current_page: current, last_page: last } = page.meta;
  if (page.data.length === 0) {
    return (
      <p
        className="rounded-2xl border border-gray-200 bg-white p-6"
        data-testid="conversations-empty"
      >
        {t("messages.empty")}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="conversation-list">
        {page.data.map((conversation) => (
          <li key={conversation.id} data-testid="conversation-row">
            <Link
              href={pageHref.vendorMessage({ id: conversation.id })}
              className="flex flex-col gap-2 rounded-2xl border border-gray-200 bg-white p-4 hover:border-brand-600"
            >
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold" data-testid="conversation-shopper">
                  <bdi>{conversation.shopper.name}</bdi>
                </span>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${
                    conversation.awaiting_reply
                      ? "bg-amber-50 text-amber-900"
                      : "bg-brand-50 text-brand-800"
                  }`}
                  data-testid="conversation-state"
                  data-awaiting={conversation.awaiting_reply ? "true" : "false"}
                >
                  {conversation.awaiting_reply ? t("messages.awaiting") : t("messages.answered")}
                </span>
              </span>
              <span className="text-sm text-muted">
                {conversation.product
                  ? t("messages.aboutProduct", { product: conversation.product.name })
                  : t("messages.general")}
              </span>
              <span className="line-clamp-2 break-words text-sm" data-testid="conversation-last">
                <span className="font-semibold">
                  {conversation.last_message.sender === "vendor" ? (
                    t("messages.you")
                  ) : (
                    <bdi>{conversation.shopper.name}</bdi>
                  )}
                  :
                </span>{" "}
                <bdi>{conversation.last_message.body}</bdi>
              </span>
              <span className="text-xs text-muted">
                {t("messages.lastOn", { date: formatDate(conversation.updated_at, locale) })} ·{" "}
                {t("messages.count", { count: conversation.message_count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <PreviousNextPages
        path={pageHref.vendorMessages()}
        current={current}
        last={last}
        labels={{
          navigation: t("messages.pages"),
          previous: t("pages.previous"),
          next: t("pages.next"),
          pageOf: t("pages.pageOf", { page: current, last }),
        }}
      />
    </div>
  );
}

import type { Locale } from "@souq/contract/locale";
import type { VendorConversation } from "@souq/contract/vendor-desk";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { ReplyForm } from "./reply-form.tsx";

/** One conversation: its subject, each message (the shopper's at the start side), and the answer form. */
export function ConversationView({
  conversation,
  locale,
}: {
  conversation: VendorConversation;
  locale: Locale;
}) {
  const t = useTranslations("VendorDesk.messages");
  const hidden = conversation.message_count - conversation.messages.length;
  return (
    <div className="flex flex-col gap-6" data-testid="conversation-view">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">
          {t("threadTitle", { shopper: conversation.shopper.name })}
        </h1>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span>
            {conversation.product
              ? t("aboutProduct", { product: conversation.product.name })
              : t("general")}
          </span>
          {conversation.product && (
            <Link
              href={pageHref.product({ id: conversation.product.id })}
              className="font-semibold text-brand-700 underline"
            >
              {t("viewProduct")}
            </Link>
          )}
        </p>
      </header>
      {hidden > 0 && (
        <p className="text-sm text-muted">
          {t("olderNotShown", { count: conversation.messages.length })}
        </p>
      )}
      <ol className="flex flex-col gap-3" data-testid="conversation-messages">
        {conversation.messages.map((message) => {
          const shopper = message.sender === "shopper";
          return (
            <li
              key={message.id}
              className={`flex max-w-[min(36rem,90%)] flex-col gap-1 rounded-2xl p-4 ${
                shopper
                  ? "self-start border border-gray-200 bg-white"
                  : "self-end border border-brand-100 bg-brand-50"
              }`}
              data-testid="conversation-message"
              data-sender={message.sender}
            >
              <span className="text-xs font-semibold text-muted">
                {shopper ? <bdi>{conversation.shopper.name}</bdi> : t("you")} ·{" "}
                <time dateTime={message.created_at}>
                  {formatDateTime(message.created_at, locale)}
                </time>
              </span>
              <p className="whitespace-pre-line break-words" dir="auto">
                {message.body}
              </p>
            </li>
          );
        })}
      </ol>
      <ReplyForm conversationId={conversation.id} />
    </div>
  );
}

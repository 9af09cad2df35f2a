import type { Locale } from "@souq/contract/locale";
import type { VendorThread } from "@souq/contract/vendor-messages";
import { useTranslations } from "next-intl";
import { formatDateTime } from "@/i18n/format-date.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { ReplyBox } from "./reply-box.tsx";

/** One conversation: its subject, each message (the shopper's at the start side), and a reply box. */
export function ThreadView({ thread, locale }: { thread: VendorThread; locale: Locale }) {
  const t = useTranslations("Messages");
  const hidden = thread.message_count - thread.messages.length;
  return (
    <div className="flex flex-col gap-6" data-testid="thread-view">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("threadTitle", { vendor: thread.vendor.name })}</h1>
        <p className="flex flex-wrap gap-x-3 text-sm text-muted">
          <span data-testid="thread-subject">
            {thread.product ? t("aboutProduct", { product: thread.product.name }) : t("general")}
          </span>
          {thread.product && (
            <Link
              href={pageHref.product({ id: thread.product.id })}
              className="font-semibold text-brand-700 underline"
            >
              {t("viewProduct")}
            </Link>
          )}
          <Link
            href={pageHref.vendor({ id: thread.vendor.id })}
            className="font-semibold text-brand-700 underline"
          >
            {t("visitStore")}
          </Link>
        </p>
      </header>
      {hidden > 0 && (
        <p className="text-sm text-muted">
          {t("olderNotShown", { count: thread.messages.length })}
        </p>
      )}
      <ol className="flex flex-col gap-3" data-testid="thread-messages">
        {thread.messages.map((message) => {
          const mine = message.sender === "shopper";
          return (
            <li
              key={message.id}
              className={`flex max-w-[min(36rem,90%)] flex-col gap-1 rounded-2xl p-4 ${
                mine
                  ? "self-start border border-gray-200 bg-white"
                  : "self-end border border-brand-100 bg-brand-50"
              }`}
              data-testid="thread-message"
              data-sender={message.sender}
            >
              <span className="text-xs font-semibold text-muted">
                {mine ? t("you") : thread.vendor.name} ·{" "}
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
      <ReplyBox
        subject={{ vendorId: thread.vendor.id, productId: thread.product?.id ?? null }}
        label={t("writeAgain")}
      />
    </div>
  );
}

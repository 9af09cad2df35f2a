import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ConversationList } from "@/features/vendor-desk/components/conversation-list.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { readDeskConversations } from "@/features/vendor-desk/queries.server.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/messages">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.messages",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function ConversationsContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { page: asked } = await searchParams;
  const page = typeof asked === "string" && /^[1-9][0-9]{0,4}$/.test(asked) ? Number(asked) : 1;
  const here = {
    locale,
    path: pageHref.vendorMessages({ page: page > 1 ? page : undefined }),
  };
  const [conversations, t] = await Promise.all([
    readDeskConversations(here, page),
    getTranslations({ locale, namespace: "VendorDesk.messages" }),
  ]);
  if (conversations.ok && page > conversations.data.meta.last_page) {
    redirect({
      href: pageHref.vendorMessages({ page: conversations.data.meta.last_page }),
      locale,
    });
  }
  return (
    <DeskFrame section="messages">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="text-sm text-muted">{t("intro")}</p>
      </div>
      {conversations.ok ? (
        <ConversationList page={conversations.data} locale={locale} />
      ) : (
        <DeskUnavailable message={conversations.message} />
      )}
    </DeskFrame>
  );
}

/** The conversations shoppers started with the vendor: its staff only, per request (ADR 48). */
export default function VendorMessagesPage(props: Props) {
  return (
    <PerRequestPart>
      <ConversationsContent {...props} />
    </PerRequestPart>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ConversationView } from "@/features/vendor-desk/components/conversation-view.tsx";
import { DeskFrame, DeskUnavailable } from "@/features/vendor-desk/components/desk-frame.tsx";
import { readDeskConversation } from "@/features/vendor-desk/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/vendor/messages/[id]">;

// The frame around the page is built once for a placeholder id; the conversation itself renders
// per request inside the Suspense boundary below.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "VendorDesk.messages",
  });
  return { title: t("title"), robots: { index: false, follow: false } };
}

async function ConversationContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  // Another vendor's conversation, or none, is the not-found page (queries.server.ts).
  const conversation = await readDeskConversation(
    { locale, path: pageHref.vendorMessage({ id }) },
    Number(id),
  );
  const t = await getTranslations({ locale, namespace: "VendorDesk.messages" });
  return (
    <DeskFrame section="messages" inside>
      <Link
        href={pageHref.vendorMessages()}
        className="w-fit text-sm font-semibold text-brand-700 underline"
      >
        {t("back")}
      </Link>
      {conversation.ok ? (
        <ClientMessages locale={locale} namespaces={["VendorDesk.messages"]}>
          <ConversationView conversation={conversation.data.data} locale={locale} />
        </ClientMessages>
      ) : (
        <DeskUnavailable message={conversation.message} />
      )}
    </DeskFrame>
  );
}

/** One conversation and the vendor's answer form: its staff only, per request (ADR 48). */
export default function VendorMessagePage(props: Props) {
  return (
    <PerRequestPart>
      <ConversationContent {...props} />
    </PerRequestPart>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ThreadView } from "@/features/messages/components/thread-view.tsx";
import { getThread } from "@/features/messages/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/messages/[id]">;

// The frame around the page is built once for a placeholder id; the conversation itself renders
// per request inside the Suspense boundary below.
export function generateStaticParams() {
  return [{ id: "0" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Messages",
  });
  return { title: t("title"), robots: { index: false } };
}

async function ThreadPageContent({ params }: Props) {
  const { locale: asked, id } = await params;
  const locale = pageLocale(asked);
  const session = await signedInShopper(locale, pageHref.message({ id }));
  const thread = /^[1-9][0-9]{0,9}$/.test(id)
    ? await getThread(locale, session.token, Number(id))
    : null;
  // Another shopper's conversation, or none: the not-found page, never a hint that it exists.
  if (!thread) notFound();
  const t = await getTranslations({ locale, namespace: "Messages" });
  return (
    <div className="mx-auto flex max-w-shop flex-col gap-6 px-4 py-8">
      <Link
        href={pageHref.messages()}
        className="w-fit text-sm font-semibold text-brand-700 underline"
      >
        {t("backToMessages")}
      </Link>
      <ClientMessages locale={locale} namespaces={["VendorChat"]}>
        <ThreadView thread={thread} locale={locale} />
      </ClientMessages>
    </div>
  );
}

/** One of the shopper's conversations: rendered for each request inside the cached frame (ADR 16). */
export default function ThreadPage(props: Props) {
  return (
    <PerRequestPart>
      <ThreadPageContent {...props} />
    </PerRequestPart>
  );
}

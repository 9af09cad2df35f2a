import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PerRequestPart } from "@/components/ui/per-request-part.tsx";
import { ThreadList } from "@/features/messages/components/thread-list.tsx";
import { getThreadPage } from "@/features/messages/queries.server.ts";
import { redirect } from "@/i18n/navigation.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { signedInShopper } from "@/lib/session/signed-in-shopper.server.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/messages">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: pageLocale((await params).locale),
    namespace: "Messages",
  });
  return { title: t("title"), robots: { index: false } };
}

async function MessagesPageContent({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const { page: asked } = await searchParams;
  const page = typeof asked === "string" && /^[1-9][0-9]{0,4}$/.test(asked) ? Number(asked) : 1;
  const session = await signedInShopper(
    locale,
    pageHref.messages({ page: page > 1 ? page : undefined }),
  );
  const [threads, t, tCommon] = await Promise.all([
    getThreadPage(locale, session.token, page),
    getTranslations({ locale, namespace: "Messages" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  if (threads && page > threads.meta.last_page) {
    redirect({ href: pageHref.messages({ page: threads.meta.last_page }), locale });
  }
  return (
    <div className="mx-auto max-w-shop px-4 py-8">
      <h1 className="mb-2 text-2xl font-bold">{t("title")}</h1>
      <p className="mb-6 text-sm text-muted">{t("intro")}</p>
      {threads ? (
        <ThreadList page={threads} locale={locale} />
      ) : (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      )}
    </div>
  );
}

/** The shopper's conversations with vendors: rendered for each request inside the cached frame (ADR 16). */
export default function MessagesPage(props: Props) {
  return (
    <PerRequestPart>
      <MessagesPageContent {...props} />
    </PerRequestPart>
  );
}

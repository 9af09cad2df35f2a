import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/content/components/not-found-view.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/missing">): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * The not-found page, a static page of its own: the proxy rewrites every address no page claims
 * (and /pages/404) here with status 404, so it is server-rendered in the address's language and
 * direction. An empty layout: no header or footer, just the message and the way home.
 */
export default async function MissingPage({ params }: PageProps<"/[locale]/missing">) {
  pageLocale((await params).locale);
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <NotFoundView />
    </main>
  );
}

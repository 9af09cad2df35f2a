import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/content/components/not-found-view.tsx";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

// Only for what never reaches the shop frame (a route segment the proxy never makes): the message
// and the way home inside the document's layout. Every address a shopper can ask for is answered
// with the not-found page inside the frame instead (app/[locale]/[frame]/missing, ADR 51).
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <NotFoundView />
    </main>
  );
}

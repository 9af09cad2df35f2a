import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/content/components/not-found-view.tsx";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

// An empty layout: no header or footer, just the message and the way home. It sits inside the
// document's layout, so it is server-rendered in the address's language and direction.
export default function NotFound() {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center">
      <NotFoundView />
    </main>
  );
}

import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { NotFoundView } from "@/features/content/components/not-found-view.tsx";

// Next.js takes a not-found answer's title from here (also for the missing page, answered 404).
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await getLocale(), namespace: "NotFound" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * What a page inside the frame shows when it finds nothing to show (`notFound()`: an unknown
 * product, vendor, category or order), in the frame. The browser draws it on client navigations;
 * a document asked for is answered by the storefront's server with the not-found page in the
 * frame and status 404, at the same address (ADR 51).
 */
export default function FrameNotFound() {
  return <NotFoundView />;
}

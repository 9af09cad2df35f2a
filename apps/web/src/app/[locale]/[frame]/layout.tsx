import { notFound } from "next/navigation";
import { pageLocale } from "@/i18n/page-locale.ts";
import { frameSegment } from "@/lib/routing/page-query.ts";
import { ShopFrame } from "@/shell/shop-frame.tsx";

/**
 * The shop frame around every page but the not-found page. The proxy always names the one frame
 * segment (src/lib/routing/page-query.ts), so the frame is rendered and cached once per language
 * and stays mounted while the shopper moves between pages. A build never reads the API: it sees
 * only this placeholder, which answers not-found before anything is read.
 */
export function generateStaticParams() {
  return [{ frame: "-" }];
}

export default async function FrameLayout({ children, params }: LayoutProps<"/[locale]/[frame]">) {
  const { locale, frame } = await params;
  if (frame !== frameSegment) notFound();
  return <ShopFrame locale={pageLocale(locale)}>{children}</ShopFrame>;
}

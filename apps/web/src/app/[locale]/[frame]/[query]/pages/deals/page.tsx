import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DealsPage } from "@/features/listing/components/deals-page.tsx";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";
import { cardActions } from "@/shell/card-actions.tsx";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/deals">;

/** The page the address asks for (`?page=`), or the first. */
async function pageOf(params: Props["params"]): Promise<number> {
  const { page } = await pageParameters(params);
  const text = Array.isArray(page) ? page[0] : page;
  return text && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : 1;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const page = await pageOf(params);
  const t = await getTranslations({ locale, namespace: "Deals" });
  return pageMetadata({
    locale,
    path: pageHref.deals(page > 1 ? { page } : undefined),
    title: t("title"),
    description: t("description"),
  });
}

/** /pages/deals: the products on sale with their countdowns. */
export default async function DealsRoute({ params }: Props) {
  const locale = pageLocale((await params).locale);
  return <DealsPage locale={locale} page={await pageOf(params)} cardActions={cardActions} />;
}

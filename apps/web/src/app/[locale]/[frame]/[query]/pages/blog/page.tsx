import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogListPage } from "@/features/content/blog/components/blog-list-page.tsx";
import { pageNumberOf } from "@/features/content/blog/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/blog">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const page = pageNumberOf((await pageParameters(params)).page);
  const t = await getTranslations({ locale, namespace: "Blog" });
  return pageMetadata({
    locale,
    path: pageHref.blog(page > 1 ? { page } : undefined),
    title: t("title"),
    description: t("description"),
  });
}

/** /pages/blog: the marketplace's posts. */
export default async function BlogRoute({ params }: Props) {
  const locale = pageLocale((await params).locale);
  const page = pageNumberOf((await pageParameters(params)).page);
  return <BlogListPage locale={locale} page={page} />;
}

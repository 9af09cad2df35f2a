import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogPostPage } from "@/features/content/blog/components/blog-post-page.tsx";
import { blogSlugOf, getPost, pageNumberOf } from "@/features/content/blog/queries.server.ts";
import { pageLocale } from "@/i18n/page-locale.ts";
import { pageParameters } from "@/lib/routing/page-parameters.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";

type Props = PageProps<"/[locale]/[frame]/[query]/pages/blog/[slug]">;

/** Pages are made on first request; this placeholder (never a real post) only lets the build check the route. */
export function generateStaticParams() {
  return [{ slug: "_" }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: segment, slug: raw } = await params;
  const locale = pageLocale(segment);
  const slug = blogSlugOf(raw);
  if (!slug) return {};
  const result = await getPost(slug, locale);
  if (!result.ok) return {};
  return pageMetadata({
    locale,
    path: pageHref.blogPost({ slug }),
    title: result.data.data.title,
    description: result.data.data.summary,
  });
}

/** /pages/blog/{slug}: one post and its comments. */
export default async function BlogPostRoute({ params }: Props) {
  const { locale: segment, slug: raw } = await params;
  const locale = pageLocale(segment);
  const slug = blogSlugOf(raw);
  if (!slug) notFound();
  const { comments_page } = await pageParameters(params);
  return <BlogPostPage locale={locale} slug={slug} commentsPage={pageNumberOf(comments_page)} />;
}

import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { getPosts } from "@/features/content/blog/queries.server.ts";
import { Link, redirect } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { PostMeta } from "./post-meta.tsx";

/** `/pages/blog`: the marketplace's posts, newest first, each with its summary. */
export async function BlogListPage({ locale, page }: { locale: Locale; page: number }) {
  const [t, tHeader, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    getTranslations({ locale, namespace: "Header" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const result = await getPosts(page, locale);
  if (result.ok && result.data.meta.total > 0 && page > result.data.meta.last_page)
    redirect({ href: pageHref.blog({ page: result.data.meta.last_page }), locale });
  return (
    <div className="mx-auto max-w-3xl px-4 py-6" data-testid="blog-list">
      <Breadcrumbs
        label={t("breadcrumbs")}
        locale={locale}
        path={pageHref.blog(page > 1 ? { page } : undefined)}
        items={[{ name: tHeader("home"), href: "/" }, { name: t("title") }]}
      />
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{t("title")}</h1>
      <p className="mt-1 mb-6 text-muted">{t("intro")}</p>
      {!result.ok ? (
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      ) : result.data.data.length === 0 ? (
        <p className="text-muted" data-testid="no-posts">
          {t("empty")}
        </p>
      ) : (
        <>
          <ol className="flex flex-col gap-4">
            {result.data.data.map((post) => (
              <li key={post.id}>
                <article
                  className="relative rounded-2xl border border-gray-200 bg-white p-5 hover:shadow-md sm:p-6"
                  aria-labelledby={`post-${post.id}`}
                  data-testid="post-card"
                >
                  <h2 id={`post-${post.id}`} className="text-lg font-bold text-ink sm:text-xl">
                    <Link
                      href={pageHref.blogPost({ slug: post.slug })}
                      className="after:absolute after:inset-0 hover:text-brand-700"
                    >
                      {post.title}
                    </Link>
                  </h2>
                  <div className="mt-1">
                    <PostMeta post={post} locale={locale} />
                  </div>
                  <p className="mt-3 leading-7 text-ink">{post.summary}</p>
                  <p className="mt-3 text-sm font-semibold text-brand-700" aria-hidden="true">
                    {t("readMore")}
                  </p>
                </article>
              </li>
            ))}
          </ol>
          <div className="mt-6">
            <PreviousNextPages
              path={pageHref.blog()}
              current={result.data.meta.current_page}
              last={result.data.meta.last_page}
              labels={{
                navigation: t("pages"),
                previous: t("previous"),
                next: t("next"),
                pageOf: t("pageOf", {
                  page: result.data.meta.current_page,
                  last: result.data.meta.last_page,
                }),
              }}
            />
          </div>
        </>
      )}
    </div>
  );
}

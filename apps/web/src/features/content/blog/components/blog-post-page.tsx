import type { Locale } from "@souq/contract/locale";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Breadcrumbs } from "@/components/ui/breadcrumbs.tsx";
import { ClientMessages } from "@/components/ui/client-messages.tsx";
import { PreviousNextPages } from "@/components/ui/previous-next-pages.tsx";
import { getComments, getPost } from "@/features/content/blog/queries.server.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { CommentBox } from "./comment-box.tsx";
import { CommentList } from "./comment-list.tsx";
import { PostBody } from "./post-body.tsx";
import { PostMeta } from "./post-meta.tsx";

/**
 * `/pages/blog/{slug}`: one post and its comments, the same page for everyone (cached; a new
 * comment refreshes it by tag). Writing a comment is the signed-in shopper's own part, drawn by
 * the browser once it knows who is there.
 */
export async function BlogPostPage({
  locale,
  slug,
  commentsPage,
}: {
  locale: Locale;
  slug: string;
  commentsPage: number;
}) {
  const [t, tHeader, tCommon] = await Promise.all([
    getTranslations({ locale, namespace: "Blog" }),
    getTranslations({ locale, namespace: "Header" }),
    getTranslations({ locale, namespace: "Common" }),
  ]);
  const result = await getPost(slug, locale);
  if (!result.ok && result.status === 404) notFound();
  if (!result.ok) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <p className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          {tCommon("serviceUnavailable")}
        </p>
      </div>
    );
  }
  const post = result.data.data;
  const comments = await getComments(slug, commentsPage, locale);
  const path = pageHref.blogPost({ slug });
  const here = `${locale === "ar" ? "/ar" : ""}${path}`;
  return (
    <ClientMessages locale={locale} namespaces={["Blog"]}>
      <div className="mx-auto max-w-3xl px-4 py-6" data-testid="blog-post">
        <Breadcrumbs
          label={t("breadcrumbs")}
          locale={locale}
          path={path}
          items={[
            { name: tHeader("home"), href: "/" },
            { name: t("title"), href: pageHref.blog() },
            { name: post.title },
          ]}
        />
        <article aria-labelledby="post-title" className="mt-2">
          <h1 id="post-title" className="text-2xl font-bold sm:text-3xl">
            {post.title}
          </h1>
          <div className="mt-2 mb-6">
            <PostMeta post={post} locale={locale} />
          </div>
          <p className="mb-6 text-lg leading-8 text-muted">{post.summary}</p>
          <PostBody text={post.body} />
        </article>
        <section
          aria-labelledby="comments-title"
          className="mt-10 border-t border-gray-200 pt-8"
          id="comments"
        >
          <h2 id="comments-title" className="mb-4 text-xl font-bold text-ink">
            {t("commentsTitle", { count: post.comment_count })}
          </h2>
          <div className="mb-8">
            <CommentBox slug={slug} loginHref={pageHref.login({ next: `${here}#comments` })} />
          </div>
          {comments.ok ? (
            <>
              <CommentList comments={comments.data.data} locale={locale} />
              <div className="mt-6">
                <PreviousNextPages
                  path={path}
                  parameter="comments_page"
                  current={comments.data.meta.current_page}
                  last={comments.data.meta.last_page}
                  labels={{
                    navigation: t("commentPages"),
                    previous: t("previous"),
                    next: t("next"),
                    pageOf: t("pageOf", {
                      page: comments.data.meta.current_page,
                      last: comments.data.meta.last_page,
                    }),
                  }}
                />
              </div>
            </>
          ) : (
            <p className="text-muted">{tCommon("serviceUnavailable")}</p>
          )}
        </section>
        <p className="mt-10">
          <Link href={pageHref.blog()} className="font-semibold text-brand-700 hover:underline">
            {t("allPosts")}
          </Link>
        </p>
      </div>
    </ClientMessages>
  );
}

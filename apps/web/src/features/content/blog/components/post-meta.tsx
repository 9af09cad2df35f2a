import type { BlogPostSummary } from "@souq/contract/blog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { formatDate } from "@/i18n/format-date.ts";

/** When a post was published, how long it takes to read and how many comments it has. */
export function PostMeta({ post, locale }: { post: BlogPostSummary; locale: Locale }) {
  const t = useTranslations("Blog");
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
      <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{t("readingTime", { minutes: post.reading_minutes })}</span>
      <span aria-hidden="true">·</span>
      <span data-testid="comment-count">{t("commentCount", { count: post.comment_count })}</span>
    </p>
  );
}

import type { BlogComment } from "@souq/contract/blog";
import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import { formatDate } from "@/i18n/format-date.ts";

/** One page of a post's comments, newest first: each shopper's plain text, drawn as text. */
export function CommentList({ comments, locale }: { comments: BlogComment[]; locale: Locale }) {
  const t = useTranslations("Blog");
  if (!comments.length)
    return (
      <p className="text-muted" data-testid="no-comments">
        {t("noComments")}
      </p>
    );
  return (
    <ol className="flex flex-col divide-y divide-gray-200" data-testid="comment-list">
      {comments.map((comment) => (
        <li key={comment.id} className="py-4 first:pt-0">
          <article aria-labelledby={`comment-${comment.id}`} data-testid="comment">
            <header className="flex flex-wrap items-baseline gap-x-3">
              <h3 id={`comment-${comment.id}`} className="font-semibold text-ink">
                {comment.author.name}
              </h3>
              <time dateTime={comment.created_at} className="text-xs text-muted">
                {formatDate(comment.created_at, locale)}
              </time>
            </header>
            <p
              dir="auto"
              className="mt-1 whitespace-pre-line break-words leading-7 text-ink"
              data-testid="comment-body"
            >
              {comment.body}
            </p>
          </article>
        </li>
      ))}
    </ol>
  );
}

import type {
  BlogCommentListResponse,
  BlogPost,
  BlogPostListResponse,
  BlogPostSummary,
  CreateBlogCommentRequest,
} from "@souq/contract/blog";
import { blogCommentHoneypotField, blogCommentLimits } from "@souq/contract/blog";
import type { Locale } from "@souq/contract/locale";
import { AppError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import { byAddress, enforceLimits, rateLimits } from "../rate-limits/public.ts";
import {
  insertComment,
  type PostRow,
  selectCommentPage,
  selectPost,
  selectPostPage,
} from "./repository.ts";

export interface BlogContext {
  db: Database;
  companyId: number;
  locale: Locale;
  now?: Date;
}

/** Words read a minute, for a post's reading time. */
const wordsPerMinute = 200;

function toSummary(row: PostRow): BlogPostSummary {
  const words = row.body.split(/\s+/).filter(Boolean).length;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    published_at: row.publishedAt.toISOString(),
    reading_minutes: Math.max(1, Math.ceil(words / wordsPerMinute)),
    comment_count: row.commentCount,
  };
}

const pageMetaOf = (page: number, perPage: number, total: number) => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / perPage)),
  per_page: perPage,
  total,
});

/** The marketplace's published posts, newest first. */
export async function listPosts(
  context: BlogContext,
  query: { page: number; per_page: number },
): Promise<BlogPostListResponse> {
  const { rows, total } = await selectPostPage(context.db, context.companyId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    locale: context.locale,
    now: context.now ?? new Date(),
  });
  return { data: rows.map(toSummary), meta: pageMetaOf(query.page, query.per_page, total) };
}

async function requirePost(context: BlogContext, slug: string): Promise<PostRow> {
  const post = await selectPost(context.db, context.companyId, slug, {
    locale: context.locale,
    now: context.now ?? new Date(),
  });
  if (!post) throw new AppError("not_found", "blog_post_not_found");
  return post;
}

export async function showPost(context: BlogContext, slug: string): Promise<{ data: BlogPost }> {
  const post = await requirePost(context, slug);
  return { data: { ...toSummary(post), body: post.body } };
}

/** A post's comments, newest first. */
export async function listComments(
  context: BlogContext,
  slug: string,
  query: { page: number; per_page: number },
): Promise<BlogCommentListResponse> {
  const post = await requirePost(context, slug);
  const { rows, total } = await selectCommentPage(context.db, post.id, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((row) => ({
      id: row.id,
      body: row.body,
      author: { name: row.authorName },
      created_at: row.createdAt.toISOString(),
    })),
    meta: pageMetaOf(query.page, query.per_page, total),
  };
}

/** ASCII control characters other than tab and newline (so a pasted \r\n keeps its \n). */
function isUnwantedControl(character: string): boolean {
  const code = character.charCodeAt(0);
  return (code < 0x20 && character !== "\t" && character !== "\n") || code === 0x7f;
}

/** The comment as it is kept and shown: as typed, trimmed, without control characters. */
function cleanCommentBody(body: string): string {
  return Array.from(body)
    .filter((character) => !isUnwantedControl(character))
    .join("")
    .trim();
}

/**
 * A signed-in shopper's comment on a post, shown at once. It counts against the account's and
 * the address's limits first, so a flood stops there; a comment whose trap field was filled (only
 * a program sees it) is thanked the same way and kept nowhere.
 */
export async function createComment(
  context: BlogContext & { userId: number; ip: string },
  slug: string,
  request: CreateBlogCommentRequest,
): Promise<{ message: string }> {
  const { db, userId } = context;
  const post = await requirePost(context, slug);
  const body = cleanCommentBody(request.body);
  if (body.length < blogCommentLimits.min) throw AppError.fields({ body: "field_invalid" });
  await enforceLimits(
    db,
    [
      { limit: rateLimits.blogCommentAccount, value: String(userId) },
      byAddress(rateLimits.blogCommentAddress, context.ip),
    ],
    context.now ?? new Date(),
  );
  const thanks = { message: translate(context.locale, "blog_comment_thanks") };
  if (request[blogCommentHoneypotField] !== "") return thanks;
  await insertComment(db, { companyId: context.companyId, postId: post.id, userId, body });
  return thanks;
}

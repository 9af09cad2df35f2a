import type { Locale } from "@souq/contract/locale";
import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { accountNamesView } from "../auth/public.ts";
import { blogComments, blogPosts } from "./tables.ts";

export interface PostRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  publishedAt: Date;
  commentCount: number;
}

/** A post's columns in one language, with how many comments it has. */
function postColumns(locale: Locale) {
  const ar = locale === "ar";
  return {
    id: blogPosts.id,
    slug: blogPosts.slug,
    title: ar ? blogPosts.titleAr : blogPosts.titleEn,
    summary: ar ? blogPosts.summaryAr : blogPosts.summaryEn,
    body: ar ? blogPosts.bodyAr : blogPosts.bodyEn,
    publishedAt: blogPosts.publishedAt,
    // Written out in full: drizzle names a lone table's columns without their table.
    commentCount: sql<number>`(select count(*)::int from "blog_comments" as c where c.post_id = "blog_posts"."id")`,
  };
}

const published = (companyId: number, now: Date) =>
  and(eq(blogPosts.companyId, companyId), lte(blogPosts.publishedAt, now));

/** One page of a marketplace's posts published by `now`, newest first, and how many there are. */
export async function selectPostPage(
  db: Database,
  companyId: number,
  page: { limit: number; offset: number; locale: Locale; now: Date },
): Promise<{ rows: PostRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select(postColumns(page.locale))
      .from(blogPosts)
      .where(published(companyId, page.now))
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogPosts).where(published(companyId, page.now)),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, commentCount: Number(row.commentCount) })),
    total: Number(counted?.n ?? 0),
  };
}

/** One published post of the marketplace by its address, or null. */
export async function selectPost(
  db: Database,
  companyId: number,
  slug: string,
  options: { locale: Locale; now: Date },
): Promise<PostRow | null> {
  const [row] = await db
    .select(postColumns(options.locale))
    .from(blogPosts)
    .where(and(published(companyId, options.now), eq(blogPosts.slug, slug)));
  return row ? { ...row, commentCount: Number(row.commentCount) } : null;
}

export interface CommentRow {
  id: number;
  body: string;
  authorName: string;
  createdAt: Date;
}

/** One page of a post's comments, newest first, and how many there are. */
export async function selectCommentPage(
  db: Database,
  postId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: CommentRow[]; total: number }> {
  const users = accountNamesView(db);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: blogComments.id,
        body: blogComments.body,
        authorName: users.name,
        createdAt: blogComments.createdAt,
      })
      .from(blogComments)
      .innerJoin(users, eq(users.id, blogComments.userId))
      .where(eq(blogComments.postId, postId))
      .orderBy(desc(blogComments.createdAt), desc(blogComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(blogComments).where(eq(blogComments.postId, postId)),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function insertComment(
  db: Database,
  comment: { companyId: number; postId: number; userId: number; body: string },
): Promise<void> {
  await db.insert(blogComments).values(comment);
}

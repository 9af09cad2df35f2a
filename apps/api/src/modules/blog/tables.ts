import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id } from "../../db/columns.ts";
import { users } from "../auth/tables.ts";
import { companyRef } from "../companies/tables.ts";

// The tables this module owns: only its repository reads and writes them (ADR 31).

/** A marketplace's blog posts, in both languages (the demo seed writes them). */
export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    companyId: companyRef(),
    /** The post's address within its marketplace. */
    slug: text().notNull(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    summaryEn: text().notNull(),
    summaryAr: text().notNull(),
    /** Plain text: paragraphs separated by blank lines (lists and headings as blogPost says). */
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("blog_posts_company_slug").on(t.companyId, t.slug),
    index("blog_posts_company_published").on(t.companyId, t.publishedAt.desc(), t.id.desc()),
  ],
);

/** Signed-in shoppers' comments on posts, shown as they were written. */
export const blogComments = pgTable(
  "blog_comments",
  {
    id: id(),
    companyId: companyRef(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("blog_comments_post_created").on(t.postId, t.createdAt.desc(), t.id.desc())],
);

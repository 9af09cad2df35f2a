import { z } from "zod";
import {
  blogCommentHoneypotField,
  blogCommentHoneypotMax,
  blogCommentLimits,
  blogSlugMaxLength,
  blogSlugPattern,
} from "./blog-rules.ts";
import { pageMeta, pageQuery } from "./catalog.ts";
import { idParam } from "./params.ts";

export { blogCommentHoneypotField, blogCommentLimits };

/** /{company}/api/marketplace/blog-posts/{slug} and the calls under it. */
export const blogPostParams = z.object({
  company: idParam.describe("The marketplace (company) id"),
  slug: z
    .string()
    .max(blogSlugMaxLength)
    .regex(blogSlugPattern, "must be lower-case letters, digits and hyphens")
    .describe("The post's address: lower-case letters, digits and hyphens"),
});

/** A post as the blog's list shows it. */
export const blogPostSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    /** One or two sentences, plain text. */
    summary: z.string(),
    published_at: z.string().datetime(),
    /** About how long the post takes to read, in minutes (at least 1). */
    reading_minutes: z.number().int().positive(),
    comment_count: z.number().int().nonnegative(),
  })
  .meta({ id: "BlogPostSummary" });
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPost = blogPostSummary
  .extend({
    body: z
      .string()
      .describe(
        "Plain text: paragraphs separated by blank lines; a paragraph whose lines start with " +
          '"- " is a list; a one-line paragraph starting with "## " is a heading',
      ),
  })
  .meta({ id: "BlogPost" });
export type BlogPost = z.infer<typeof blogPost>;

export const blogPostListQuery = z.object({
  ...pageQuery,
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});

export const blogPostListResponse = z
  .object({ data: z.array(blogPostSummary), meta: pageMeta })
  .meta({ id: "BlogPostListResponse" });
export type BlogPostListResponse = z.infer<typeof blogPostListResponse>;

export const blogPostResponse = z.object({ data: blogPost }).meta({ id: "BlogPostResponse" });
export type BlogPostResponse = z.infer<typeof blogPostResponse>;

export const blogComment = z
  .object({
    id: z.number().int(),
    /** Plain text as the shopper wrote it; clients show it as text, never as markup. */
    body: z.string(),
    author: z.object({ name: z.string() }),
    created_at: z.string().datetime(),
  })
  .meta({ id: "BlogComment" });
export type BlogComment = z.infer<typeof blogComment>;

export const blogCommentListQuery = z.object({
  ...pageQuery,
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export const blogCommentListResponse = z
  .object({ data: z.array(blogComment), meta: pageMeta })
  .meta({ id: "BlogCommentListResponse" });
export type BlogCommentListResponse = z.infer<typeof blogCommentListResponse>;

export const createBlogCommentRequest = z
  .object({
    body: z
      .string()
      .trim()
      .min(blogCommentLimits.min)
      .max(blogCommentLimits.max)
      .describe("Plain text; line breaks are kept, other control characters removed."),
    [blogCommentHoneypotField]: z
      .string()
      .max(blogCommentHoneypotMax)
      .default("")
      .describe("Leave empty. Forms hide it from people; a value means a program filled the form."),
  })
  .meta({ id: "CreateBlogCommentRequest" });
export type CreateBlogCommentRequest = z.infer<typeof createBlogCommentRequest>;

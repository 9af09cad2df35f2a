import type { Database } from "@souq/api/db/client";
import { blogPosts } from "@souq/api/db/schema";
import { sql } from "drizzle-orm";
import type { SeedBlogPost } from "./catalog/blog-posts.ts";

const dayMs = 86_400_000;

/**
 * Writes a marketplace's blog posts, matched on their slugs: texts are refreshed on a later run,
 * the date of a post already written is kept, and comments stay as they are.
 */
export async function seedBlog(
  db: Database,
  companyId: number,
  posts: SeedBlogPost[],
  now: Date,
): Promise<void> {
  if (!posts.length) return;
  await db
    .insert(blogPosts)
    .values(
      posts.map((post) => ({
        companyId,
        slug: post.slug,
        titleEn: post.title.en,
        titleAr: post.title.ar,
        summaryEn: post.summary.en,
        summaryAr: post.summary.ar,
        bodyEn: post.body.en,
        bodyAr: post.body.ar,
        publishedAt: new Date(now.getTime() - post.publishedDaysAgo * dayMs),
      })),
    )
    .onConflictDoUpdate({
      target: [blogPosts.companyId, blogPosts.slug],
      set: {
        titleEn: sql`excluded.title_en`,
        titleAr: sql`excluded.title_ar`,
        summaryEn: sql`excluded.summary_en`,
        summaryAr: sql`excluded.summary_ar`,
        bodyEn: sql`excluded.body_en`,
        bodyAr: sql`excluded.body_ar`,
      },
    });
}

import "server-only";
import { blogSlugMaxLength, blogSlugPattern } from "@souq/contract/blog-rules";
import { blogEndpoints } from "@souq/contract/endpoints/blog";
import type { Locale } from "@souq/contract/locale";
import { cache } from "react";
import { catalogCache, readCatalog } from "@/lib/api/catalog-cache.server.ts";
import { notFoundHereOnBadRequest } from "@/lib/api/not-found-on-bad-request.ts";

/** Posts a page of the blog's list shows. */
export const postsPerPage = 12;
/** Comments a page of a post shows. */
export const commentsPerPage = 20;

/** The tag of the blog's reads (the list, each post), so a new comment's count shows at once. */
export const blogTag = "blog";

/** The tag of one post's comments, so a shopper's comment shows as soon as it is written. */
export function blogCommentsTag(slug: string): string {
  return `blog-comments-${slug}`;
}

/** A post's address in a path segment, or null for anything that cannot be one. */
export function blogSlugOf(segment: string): string | null {
  return segment.length <= blogSlugMaxLength && blogSlugPattern.test(segment) ? segment : null;
}

/** The page asked for in an address (`?page=`, `?comments_page=`), or the first. */
export function pageNumberOf(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9][0-9]{0,4}$/.test(text) ? Number(text) : 1;
}

async function readPosts(page: number, locale: Locale) {
  "use cache";
  catalogCache(blogTag);
  return readCatalog(blogEndpoints.list, { query: { page, per_page: postsPerPage }, locale });
}

async function readPost(slug: string, locale: Locale) {
  "use cache";
  catalogCache(blogTag);
  return readCatalog(blogEndpoints.show, { params: { slug }, locale });
}

async function readComments(slug: string, page: number, locale: Locale) {
  "use cache";
  catalogCache(blogCommentsTag(slug));
  return readCatalog(blogEndpoints.comments, {
    params: { slug },
    query: { page, per_page: commentsPerPage },
    locale,
  });
}

/** One page of the blog's posts, shared by every shopper and cached with the catalog. */
export const getPosts = cache(async (page: number, locale: Locale) =>
  notFoundHereOnBadRequest(await readPosts(page, locale)),
);

/** One post, shared by its page and its metadata in one render. */
export const getPost = cache(async (slug: string, locale: Locale) =>
  notFoundHereOnBadRequest(await readPost(slug, locale)),
);

/** One page of a post's comments, newest first, refreshed at once when a shopper writes one. */
export async function getComments(slug: string, page: number, locale: Locale) {
  return notFoundHereOnBadRequest(await readComments(slug, page, locale));
}

import {
  blogCommentListResponse,
  blogPostListResponse,
  blogPostResponse,
} from "@souq/contract/blog";
import { blogCommentLimits } from "@souq/contract/blog-rules";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogComments, blogPosts } from "../../db/schema.ts";
import { bearer, freshAddress, hasArabic, registerShopper } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { rateLimits } from "../rate-limits/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const postsUrl = (company = 1) => `/${company}/api/marketplace/blog-posts`;
const commentsUrl = (slug: string, company = 1) => `${postsUrl(company)}/${slug}/comments`;

async function listPosts(language = "en", company = 1) {
  const response = await t.app.inject({
    url: postsUrl(company),
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return blogPostListResponse.parse(response.json());
}

async function listComments(slug: string, query = "") {
  const response = await t.app.inject({ url: `${commentsUrl(slug)}${query ? `?${query}` : ""}` });
  expect(response.statusCode, response.body).toBe(200);
  return blogCommentListResponse.parse(response.json());
}

function postComment(
  slug: string,
  payload: Record<string, unknown>,
  options: { token?: string; language?: string; address?: string; company?: number } = {},
) {
  return t.app.inject({
    method: "POST",
    url: commentsUrl(slug, options.company),
    remoteAddress: options.address ?? freshAddress(),
    headers: {
      ...(options.token ? bearer(options.token) : {}),
      ...(options.language ? { "accept-language": options.language } : {}),
    },
    payload,
  });
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    return counts;
  }, {});

/** The seeded posts' slugs, newest first. */
const seededSlugs = [
  "ramadan-shopping-without-the-rush",
  "find-your-size",
  "returns-made-simple",
] as const;

describe("the blog's posts", () => {
  it("lists the marketplace's posts newest first, in the request's language", async () => {
    const english = await listPosts();
    expect(english.data.map((post) => post.slug)).toEqual(seededSlugs);
    expect(english.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 3 });
    const dates = english.data.map((post) => Date.parse(post.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const post of english.data) {
      expect(post.title.length).toBeGreaterThan(5);
      expect(hasArabic(post.title + post.summary)).toBe(false);
      expect(post.reading_minutes).toBeGreaterThanOrEqual(1);
    }
    const arabic = await listPosts("ar");
    expect(arabic.data.map((post) => post.slug)).toEqual(seededSlugs);
    expect(arabic.data.every((post) => hasArabic(post.title) && hasArabic(post.summary))).toBe(
      true,
    );
  });

  it("shows one post with its text, and answers 404 for a post the marketplace lacks", async () => {
    const slug = seededSlugs[1];
    const response = await t.app.inject({
      url: `${postsUrl()}/${slug}`,
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(200);
    const post = blogPostResponse.parse(response.json()).data;
    expect(post.slug).toBe(slug);
    expect(hasArabic(post.body)).toBe(true);
    expect(post.body.split("\n\n").length).toBeGreaterThan(3);

    const missing = await t.app.inject({ url: `${postsUrl()}/no-such-post` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: "This post does not exist." });
    // The second marketplace has no blog of its own: the first one's posts are not its.
    expect((await listPosts("en", 2)).data).toEqual([]);
    expect((await t.app.inject({ url: `${postsUrl(2)}/${slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${commentsUrl(slug, 2)}` })).statusCode).toBe(404);
    for (const bad of ["Find-Your-Size", "a".repeat(81), "two--hyphens", "-start"]) {
      expect((await t.app.inject({ url: `${postsUrl()}/${bad}` })).statusCode, bad).toBe(400);
    }
  });
});

describe("comments on a post", () => {
  it("need a signed-in shopper of the marketplace", async () => {
    const anonymous = await postComment(seededSlugs[0], { body: "Very helpful, thanks!" });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await registerShopper(t.app, { company_id: 1 });
    const elsewhere = await postComment(
      seededSlugs[0],
      { body: "Very helpful, thanks!" },
      { token: shopper.token, company: 2 },
    );
    expect(elsewhere.statusCode).toBe(401);
    expect((await listComments(seededSlugs[0])).data).toEqual([]);
  });

  it("are listed at once, newest first, counted on the post, as written", async () => {
    const slug = seededSlugs[2];
    const shopper = await registerShopper(t.app, { name: "Reem Al-Harbi" });
    const first = await postComment(slug, { body: "  Clear and short.  " }, shopper);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ message: "Thank you, your comment is posted" });
    const text = "<b>Bold</b> & <script>x</script>\nسطر ثانٍ";
    const second = await postComment(
      slug,
      { body: `\u0007${text}\r` },
      { token: shopper.token, language: "ar" },
    );
    expect(second.statusCode).toBe(201);
    expect(hasArabic(second.json().message)).toBe(true);

    const comments = await listComments(slug);
    expect(comments.data.map((comment) => comment.body)).toEqual([text, "Clear and short."]);
    expect(comments.data[0]?.author).toEqual({ name: "Reem Al-Harbi" });
    expect(comments.meta.total).toBe(2);
    const post = (await listPosts()).data.find((entry) => entry.slug === slug);
    expect(post?.comment_count).toBe(2);
    const paged = await listComments(slug, "per_page=1&page=2");
    expect(paged.data.map((comment) => comment.body)).toEqual(["Clear and short."]);
    expect(paged.meta.last_page).toBe(2);
  });

  it("refuses text too short or too long with 422 in the shopper's language, and keeps nothing", async () => {
    const slug = seededSlugs[1];
    const shopper = await registerShopper(t.app);
    const tooLong = "x".repeat(blogCommentLimits.max + 1);
    for (const body of ["", "  ", "ok", "a\u0007\u0007 ", tooLong]) {
      const response = await postComment(slug, { body }, { token: shopper.token, language: "ar" });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(hasArabic(response.json().message)).toBe(true);
      expect(response.json().errors.body.every(hasArabic)).toBe(true);
    }
    const english = await postComment(slug, { body: tooLong }, shopper);
    expect(english.json().errors.body).toEqual(["Enter at most 1000 characters."]);
    expect((await listComments(slug)).data).toEqual([]);
    const longest = "y".repeat(blogCommentLimits.max);
    expect((await postComment(slug, { body: longest }, shopper)).statusCode).toBe(201);
    expect((await listComments(slug)).data.map((comment) => comment.body)).toEqual([longest]);
  });

  it("thanks a program that filled the trap field the same way, and keeps nothing", async () => {
    const slug = seededSlugs[0];
    const shopper = await registerShopper(t.app);
    const trapped = await postComment(
      slug,
      { body: "Buy cheap followers at example.com", website: "https://spam.example" },
      shopper,
    );
    expect(trapped.statusCode).toBe(201);
    expect(trapped.json()).toEqual({ message: "Thank you, your comment is posted" });
    const [post] = await t.database.db
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(and(eq(blogPosts.companyId, 1), eq(blogPosts.slug, slug)));
    const kept = await t.database.db
      .select({ id: blogComments.id })
      .from(blogComments)
      .where(eq(blogComments.postId, post?.id ?? 0));
    expect(kept).toEqual([]);
    expect(
      (await postComment(slug, { body: "Nice", website: "x".repeat(201) }, shopper)).statusCode,
    ).toBe(422);
  });

  it("are limited to 10 an hour per account, from any number of addresses", async () => {
    const shopper = await registerShopper(t.app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        postComment(
          seededSlugs[index % 3] ?? "find-your-size",
          { body: `Thought number ${index}` },
          shopper,
        ),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: rateLimits.blogCommentAccount.max, 429: 2 });
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(Number(refused?.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("are limited to 10 an hour per address, however many accounts it uses", async () => {
    const address = freshAddress();
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => registerShopper(t.app)));
    const answers = await Promise.all(
      shoppers.map((shopper) =>
        postComment(seededSlugs[0], { body: "Same place, new account" }, { ...shopper, address }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: rateLimits.blogCommentAddress.max, 429: 2 });
  });
});

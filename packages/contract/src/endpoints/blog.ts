import { messageResponse } from "../auth.ts";
import {
  blogCommentListQuery,
  blogCommentListResponse,
  blogPostListQuery,
  blogPostListResponse,
  blogPostParams,
  blogPostResponse,
  createBlogCommentRequest,
} from "../blog.ts";
import { endpoint, errorResponses } from "../endpoint.ts";
import { companyParams } from "../params.ts";

/** The marketplace's blog: posts read by anyone, comments written by signed-in shoppers. */
export const blogEndpoints = {
  list: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/blog-posts",
    params: companyParams,
    query: blogPostListQuery,
    responses: { 200: blogPostListResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Blog",
    summary: "The blog's posts, newest first",
    description:
      "Title, summary, date, reading time and comment count of each post, in the request's " +
      "language, paged with `meta`.",
  }),

  show: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/blog-posts/:slug",
    params: blogPostParams,
    responses: { 200: blogPostResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Blog",
    summary: "One post, with its text",
    description:
      "The post in the request's language. Its text is plain text: paragraphs separated by " +
      'blank lines, lists as lines starting with "- ", headings as lines starting with "## ". ' +
      "A post the marketplace does not have answers 404.",
  }),

  comments: endpoint({
    host: "marketplace",
    method: "GET",
    path: "/:company/api/marketplace/blog-posts/:slug/comments",
    params: blogPostParams,
    query: blogCommentListQuery,
    responses: { 200: blogCommentListResponse, ...errorResponses(400, 404) },
    session: "none",
    tag: "Blog",
    summary: "A post's comments, newest first",
    description:
      "Comment text is plain text as written: show it as text, never as markup. A post the " +
      "marketplace does not have answers 404.",
  }),

  comment: endpoint({
    host: "marketplace",
    method: "POST",
    path: "/:company/api/marketplace/blog-posts/:slug/comments",
    params: blogPostParams,
    body: createBlogCommentRequest,
    responses: { 201: messageResponse, ...errorResponses(400, 401, 404, 422, 429) },
    session: "required",
    tag: "Blog",
    summary: "Comment on a post (signed-in shoppers)",
    description:
      "Form data or JSON: `body` (3 to 1000 characters after trimming; kept as plain text " +
      "without control characters other than line breaks). Answers 201 with a thank-you in the " +
      "request's language; the comment is listed at once. `website` is a trap for programs: " +
      "when it is not empty the answer is the same 201 and nothing is kept. One account may " +
      "write 10 comments an hour and one address 10; past that the call answers 429 with " +
      "Retry-After.",
  }),
};

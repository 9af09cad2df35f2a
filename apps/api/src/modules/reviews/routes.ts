import { productParams } from "@souq/contract/catalog";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import {
  createReviewRequest,
  createReviewResponse,
  reviewListQuery,
  reviewListResponse,
} from "@souq/contract/reviews";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { createReview, listReviews } from "./service.ts";

const tags = ["Reviews"];
const formTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    "/:company/api/marketplace/products/:id/reviews",
    {
      onRequest: app.readSession,
      schema: {
        tags,
        summary: "A product's reviews, newest first, with its rating summary",
        description:
          "Signed in (optional bearer token): `own` marks the shopper's review and `reviewed` says " +
          "whether they have written one; signed out, both are false. Review text is plain text " +
          "as written: show it as text, never as markup. Another marketplace's product answers 404.",
        security: [{}, { bearerAuth: [] }],
        params: productParams,
        querystring: reviewListQuery,
        response: { 200: reviewListResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return listReviews(
        {
          db,
          companyId: request.params.company,
          locale: request.locale,
          userId: request.session?.userId ?? null,
        },
        request.params.id,
        request.query,
      );
    },
  );

  app.post(
    "/:company/api/marketplace/products/:id/reviews",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Review a product (signed-in shoppers, once per product)",
        description:
          "Form data or JSON: `rating` 1–5 and `body` (3 to 2000 characters after trimming; kept " +
          "as plain text, exactly as sent, without control characters). Answers 201 with the " +
          "review and the product's new rating summary; a second review of the same product " +
          "answers 409 and changes nothing. One account, or one address, may write at most 10 " +
          "reviews an hour; past that the call answers 429 with Retry-After.",
        security: [{ bearerAuth: [] }],
        consumes: [...formTypes],
        params: productParams,
        body: createReviewRequest,
        response: {
          201: createReviewResponse,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: validationErrorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const answer = await createReview(
        {
          db,
          companyId: request.params.company,
          locale: request.locale,
          userId: sessionOf(request).userId,
          ip: request.ip,
        },
        request.params.id,
        request.body,
      );
      return reply.code(201).send(answer);
    },
  );
};

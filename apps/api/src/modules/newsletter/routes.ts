import { messageResponse, newsletterRequest } from "@souq/contract/auth";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import { companyParams } from "@souq/contract/params";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Database } from "../../db/client.ts";
import { subscribe } from "./service.ts";

export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    "/:company/api/marketplace/newsletter",
    {
      schema: {
        tags: ["Newsletter"],
        summary: "Sign up for the marketplace's newsletter",
        description: "201 the first time; 200 with the same message when already signed up.",
        consumes: ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"],
        params: companyParams,
        body: newsletterRequest,
        response: {
          200: messageResponse,
          201: messageResponse,
          400: errorBody,
          404: errorBody,
          422: validationErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { created, message } = await subscribe(
        db,
        request.params.company,
        request.body.email,
        request.locale,
      );
      return reply.code(created ? 201 : 200).send({ message });
    },
  );
};

import {
  forgotPasswordRequest,
  loginRequest,
  loginResponse,
  messageResponse,
  profileResponse,
  registerRequest,
  resetPasswordRequest,
  resetTokenStatus,
} from "@souq/contract/auth";
import { errorBody, validationErrorBody } from "@souq/contract/errors";
import { idParam } from "@souq/contract/params";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sessionOf } from "../../plugins/auth.ts";
import {
  type AccountsContext,
  checkResetToken,
  getProfile,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from "./service.ts";

const tags = ["Accounts"];
const bearer = [{ bearerAuth: [] }];
const formTypes = [
  "application/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
] as const;

/** Sign-in, sign-up, sign-out, the shopper's profile and password reset, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<AccountsContext> = async (app, context) => {
  const caller = (request: FastifyRequest) => ({ locale: request.locale, ip: request.ip });

  app.post(
    "/api/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password",
        description:
          "Form data or JSON. `company_id` binds the token to that marketplace (the shopper joins it " +
          "if needed); without it, to the first marketplace the shopper joined. A wrong email and a " +
          "wrong password get the same answer. Attempts are counted before the password is checked: " +
          "past 5 failures for one email, or 20 from one address, within 15 minutes the call " +
          "answers 429 with Retry-After until the 15 minutes are over.",
        consumes: [...formTypes],
        body: loginRequest,
        response: { 200: loginResponse, 422: validationErrorBody, 429: errorBody },
      },
    },
    (request) => login(context, request.body, caller(request)),
  );

  app.post(
    "/api/auth/register",
    {
      schema: {
        tags,
        summary: "Open an account and sign in",
        description:
          "Answers like sign-in, with 201. The account's language is the request's (`ar-SA` for " +
          "Arabic, `en-GB` for English). An email that already has an account answers 422. At most " +
          "20 attempts an hour from one address; past that 429 with Retry-After.",
        consumes: [...formTypes],
        body: registerRequest,
        response: { 201: loginResponse, 422: validationErrorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const answer = await register(context, request.body, caller(request));
      return reply.code(201).send(answer);
    },
  );

  app.post(
    "/api/auth/logout",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "Sign out: the token stops working at once",
        security: bearer,
        response: { 200: messageResponse, 401: errorBody },
      },
    },
    (request) => logout(context, sessionOf(request), request.locale),
  );

  app.get(
    "/api/auth/profile/:id",
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        summary: "The signed-in shopper's profile",
        description: "Only the token's own user: any other id answers 404.",
        security: bearer,
        params: z.object({ id: idParam.describe("The user id") }),
        response: { 200: profileResponse, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    (request) => getProfile(context, sessionOf(request), request.params.id),
  );

  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        tags,
        summary: "Email a password-reset link",
        description:
          "Always answers the same, whether or not the email has an account. The link (valid for " +
          "one hour, once) goes to the storefront's reset page in `locale` (else the request's language). " +
          "At most 3 emails go to one mailbox an hour (the answer stays the same), and one address " +
          "may ask 10 times an hour; past that 429 with Retry-After.",
        consumes: [...formTypes],
        body: forgotPasswordRequest,
        response: { 200: messageResponse, 422: validationErrorBody, 429: errorBody },
      },
    },
    (request) => requestPasswordReset(context, request.body, caller(request)),
  );

  app.get(
    "/api/auth/reset-password/:token",
    {
      schema: {
        tags,
        summary: "Whether a password-reset link still works",
        params: z.object({ token: z.string().max(200).describe("The token from the link") }),
        response: { 200: resetTokenStatus, 400: errorBody, 422: validationErrorBody },
      },
    },
    (request) => checkResetToken(context, request.params.token),
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        tags,
        summary: "Choose a new password with a reset link",
        description:
          "The link works once. Every session of the account ends. A bad, expired or used link " +
          'answers 422 "The action link is invalid".',
        consumes: [...formTypes],
        body: resetPasswordRequest,
        response: { 200: messageResponse, 422: validationErrorBody },
      },
    },
    (request) => resetPassword(context, request.body, request.locale),
  );
};

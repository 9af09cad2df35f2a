import { authEndpoints } from "@souq/contract/endpoints/auth";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { routeEndpoint } from "../../http/route-endpoint.ts";
import { sessionOf } from "../../plugins/auth.ts";
import {
  type AccountsContext,
  checkResetToken,
  confirmSignup,
  getProfile,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
  updateProfile,
} from "./service.ts";

/** Sign-in, sign-up, sign-out, the shopper's profile and password reset, under /api/auth. */
export const authRoutes: FastifyPluginAsync<AccountsContext> = async (app, context) => {
  const caller = (request: FastifyRequest) => ({ locale: request.locale, ip: request.ip });

  routeEndpoint(app, authEndpoints.login, (request) =>
    login(context, request.body, caller(request)),
  );

  routeEndpoint(app, authEndpoints.register, async (request, reply) => {
    const answer = await register(context, request.body, caller(request));
    return reply.code(202).send(answer);
  });

  routeEndpoint(app, authEndpoints.confirmSignup, async (request, reply) => {
    const answer = await confirmSignup(context, request.body, caller(request));
    return reply.code(201).send(answer);
  });

  routeEndpoint(app, authEndpoints.logout, (request) =>
    logout(context, sessionOf(request), request.locale),
  );

  routeEndpoint(app, authEndpoints.profile, (request) =>
    getProfile(context, sessionOf(request), request.params.id),
  );

  routeEndpoint(app, authEndpoints.updateProfile, (request) =>
    updateProfile(context, sessionOf(request), request.params.id, request.body, request.locale),
  );

  routeEndpoint(app, authEndpoints.forgotPassword, (request) =>
    requestPasswordReset(context, request.body, caller(request)),
  );

  routeEndpoint(app, authEndpoints.resetTokenStatus, (request) =>
    checkResetToken(context, request.params.token),
  );

  routeEndpoint(app, authEndpoints.resetPassword, (request) =>
    resetPassword(context, request.body, request.locale),
  );
};

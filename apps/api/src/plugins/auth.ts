import { idParam } from "@souq/contract/params";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../app-error.ts";

/** A signed-in request: whose token it carries and the marketplace the token is bound to. */
export interface RequestSession {
  sessionId: number;
  userId: number;
  companyId: number;
  /** The vendor whose staff the account is, in the token's marketplace; null for a shopper. */
  vendorId: number | null;
  /** Whether the account is a vendor's staff (which does not shop). */
  staff: boolean;
}

export interface AuthPluginOptions {
  /** The session a bearer token opens, or null for an unknown, expired or revoked token. */
  findSession(token: string): Promise<RequestSession | null>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in shopper, once `readSession` or `requireSession` has run; null otherwise. */
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook: reads a bearer token if there is one (a bad one answers 401). */
    readSession(request: FastifyRequest): Promise<void>;
    /** onRequest hook: the call needs a signed-in shopper (401 otherwise). */
    requireSession(request: FastifyRequest): Promise<void>;
    /** onRequest hook after requireSession: a vendor's staff only (a shopper's token: 403). */
    requireVendorStaff(request: FastifyRequest): Promise<void>;
    /** onRequest hook after a session hook: a shopper's call (a staff account's token: 403). */
    refuseVendorStaff(request: FastifyRequest): Promise<void>;
  }
}

/** The company in a marketplace path (`/:company/api/marketplace/…`), when it is a valid id. */
function companyOfPath(request: FastifyRequest): number | null {
  const raw = (request.params as { company?: unknown } | undefined)?.company;
  const parsed = idParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * Bearer tokens. Only the calls that use a session look it up (with `readSession` or
 * `requireSession` as their onRequest hook), so catalog reads never pay for it or fail on a stale
 * token. A token that is sent but unknown, expired, revoked, or bound to another marketplace than
 * the one in the path answers 401, before the body is read.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app: FastifyInstance, { findSession }) => {
    app.decorateRequest("session", null);

    const resolve = async (request: FastifyRequest, required: boolean) => {
      const header = request.headers.authorization;
      if (!header) {
        if (required) throw new AppError("unauthorized", "sign_in_required");
        return;
      }
      const token = /^Bearer +([A-Za-z0-9\-._~+/]+=*) *$/.exec(header)?.[1];
      const session = token ? await findSession(token) : null;
      const company = companyOfPath(request);
      if (!session || (company !== null && company !== session.companyId)) {
        throw new AppError("unauthorized", "session_ended");
      }
      request.session = session;
    };

    app.decorate("readSession", (request: FastifyRequest) => resolve(request, false));
    app.decorate("requireSession", (request: FastifyRequest) => resolve(request, true));
    // Which kind of account a call is for (ADR 47): a vendor's desk takes only its staff's tokens,
    // and the shoppers' calls refuse them.
    app.decorate("requireVendorStaff", async (request: FastifyRequest) => {
      if (request.session?.vendorId == null) throw new AppError("forbidden", "vendor_staff_only");
    });
    app.decorate("refuseVendorStaff", async (request: FastifyRequest) => {
      if (request.session?.staff) throw new AppError("forbidden", "shoppers_only");
    });
  },
  { name: "auth" },
);

/** The session `requireSession` has put on the request (for handlers behind it). */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (!request.session) throw new Error("requireSession did not run before this handler");
  return request.session;
}

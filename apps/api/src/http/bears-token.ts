import { timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
export function bearsToken(request: FastifyRequest, token: string | null): boolean {
  if (!token) return false;
  const given = Buffer.from(request.headers.authorization ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

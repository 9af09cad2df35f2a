import type { FastifyRequest } from "fastify";
import { AppError } from "../app-error.ts";
import { isLoopback } from "../net/client-network.ts";

/** Headers a proxy adds: a request that came through one did not start on this machine. */
const proxyHeaders = ["x-forwarded-for", "forwarded", "x-real-ip"];

/** Whether the request was made on this machine itself, not through a proxy running on it. */
export function madeOnThisMachine(request: FastifyRequest): boolean {
  return (
    isLoopback(request.socket.remoteAddress ?? "") &&
    proxyHeaders.every((name) => request.headers[name] === undefined)
  );
}

/** onRequest hook of development routes: anyone not on this machine is told there is nothing. */
export async function onlyFromThisMachine(request: FastifyRequest): Promise<void> {
  if (!madeOnThisMachine(request)) throw new AppError("not_found", "not_found");
}

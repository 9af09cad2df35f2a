import type { Server } from "node:http";

export interface GracefulStop {
  /** True from the stop's first moment (/ready answers 503). */
  isStopping(): boolean;
  /** Answers what was sent, closes the server; true when all was answered in time. */
  stop(): Promise<boolean>;
}

export function watchForGracefulStop(
  server: Server,
  options?: { graceMs?: number; quietMs?: number },
): GracefulStop;

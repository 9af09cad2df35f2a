import type { IncomingMessage, Server, ServerResponse } from "node:http";

export function watchMetrics(
  server: Server,
  options?: { token?: string | null },
): {
  /** Answers GET /metrics to this machine or a bearer of the token (true); else leaves it (false). */
  answerMetrics(request: IncomingMessage, response: ServerResponse): Promise<boolean>;
};

/** The kind of request a path and its headers make: page, navigation, action, asset or probe. */
export function kindOf(
  path: string,
  headers: Record<string, string | string[] | undefined>,
): "page" | "navigation" | "action" | "asset" | "probe";

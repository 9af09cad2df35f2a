import type { IncomingMessage, ServerResponse } from "node:http";

export function answerHealth(
  request: IncomingMessage,
  response: ServerResponse,
  options: { apiUrl: string; isStopping: () => boolean },
): Promise<boolean>;

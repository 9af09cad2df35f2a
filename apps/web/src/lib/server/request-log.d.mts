import type { IncomingMessage, ServerResponse } from "node:http";

export interface FinishedRequest {
  request: IncomingMessage;
  response: ServerResponse;
  traceId: string;
  seconds: number;
}

/** The request's JSON log line (ending in a newline), or undefined for a quiet asset or probe. */
export function requestLogLine(done: FinishedRequest, now?: number): string | undefined;

export function logRequests(options?: {
  write?: (text: string) => void;
}): (done: FinishedRequest) => void;

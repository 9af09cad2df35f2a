import type { IncomingMessage, ServerResponse } from "node:http";

export const notFoundHeaders: Record<string, string>;

export function saysNotFound(statusCode: number, html: string): boolean;

export function answerMissingWithOurPage(
  request: IncomingMessage,
  response: ServerResponse,
  options: {
    notFoundPage: (locale: string) => Promise<{ html: string; link: string | null } | null>;
  },
): void;

export function askNotFoundPage(
  origin: string,
  address: string,
): Promise<{ html: string; link: string | null } | null>;

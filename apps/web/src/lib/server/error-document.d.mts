import type { IncomingMessage, ServerResponse } from "node:http";

export const errorDocumentMaxBytes: number;

export function localeOfAddress(address: string): "en" | "ar";

export function withErrorPage(html: string, address: string): string;

export function answerErrorsWithOurPage(request: IncomingMessage, response: ServerResponse): void;

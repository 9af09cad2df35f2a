import type { ServerResponse } from "node:http";

export const heldAnswerMaxBytes: number;

export function decodeBody(body: Buffer, contentEncoding: unknown): string | null;

export function encodeBody(text: string, contentEncoding: unknown): Buffer;

export function isHtml(contentType: unknown): boolean;

export function holdAnswer(
  response: ServerResponse,
  choose: (
    statusCode: number,
  ) => ((body: Buffer) => Promise<{ statusCode: number; body: Buffer } | null>) | null,
): void;

import type { IncomingMessage, ServerResponse } from "node:http";

/** The file the build leaves in its static folder once every compressed copy is written. */
export const precompressedMarker: string;

/** Answers `/_next/static/…` from the build's compressed copies (true), or leaves it (false). */
export function staticFiles(
  staticDir: string,
  /** The policy and HSTS as the proxy sends them; null leaves every file to Next.js. */
  runtimeHeaders: [string, string][] | null,
): (request: IncomingMessage, response: ServerResponse) => boolean;

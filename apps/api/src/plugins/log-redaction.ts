import type { FastifyServerOptions } from "fastify";

/** What the logs keep of a request: what was asked, never who asked or with which secret. */
interface LoggedRequest {
  method: string;
  url: string;
  id?: string;
}

const emailPattern = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[A-Za-z]{2,}/g;
const phonePattern = /\+?\d[\d ()-]{7,}\d/g;
/** Secrets that travel in paths: the password-reset token, a sandbox payment's token. */
const secretPathPattern = /(\/reset-password\/|\/sandbox-payments\/)[^/?#]+/g;

/**
 * Takes personal data and secrets out of a text before it is logged: the parameters a failed
 * query lists (a row's password hash, email, phone), emails and phone numbers anywhere else.
 */
export function scrubLogText(text: string): string {
  return text
    .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, "\nparams: [redacted]")
    .replace(emailPattern, "[email]")
    .replace(phonePattern, "[number]");
}

/** A logged URL keeps its path and query names but no tokens, emails or phone numbers. */
export function scrubUrl(url: string): string {
  return scrubLogText(url.replace(secretPathPattern, "$1[redacted]")).slice(0, 300);
}

interface DatabaseCause {
  name?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** An error as the logs keep it: its kind, where it came from, and database codes, not values. */
export function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: scrubLogText(String(error)), stack: "" };
  }
  const cause = error.cause as DatabaseCause | undefined;
  return {
    type: error.name,
    message: scrubLogText(error.message),
    code: (error as { code?: unknown }).code,
    statusCode: (error as { statusCode?: unknown }).statusCode,
    stack: error.stack ? scrubLogText(error.stack) : "",
    ...(cause && typeof cause === "object"
      ? {
          cause: {
            type: cause.name,
            code: cause.code,
            constraint: cause.constraint,
            table: cause.table,
            column: cause.column,
          },
        }
      : {}),
  };
}

/**
 * The API's logger: requests by method and scrubbed URL only (no addresses, headers or bodies),
 * errors through `serializeError`, and any header or field that could carry a secret redacted
 * should a log line ever include one.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: scrubUrl(request.url),
      }),
      err: serializeError,
    },
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "headers.authorization",
        "headers.cookie",
        "*.password",
        "*.password_confirmation",
        "*.current_password",
        "*.passwordHash",
        "*.token",
        "*.email",
        "*.phone",
      ],
      censor: "[redacted]",
    },
  };
}

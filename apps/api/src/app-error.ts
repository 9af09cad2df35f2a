import type { MessageKey } from "./i18n/messages.ts";

/** The kinds of expected failure; the error plugin maps each to its HTTP status. */
export type FailureKind =
  | "not_found"
  | "invalid"
  | "unprocessable"
  | "unauthorized"
  | "forbidden"
  | "conflict"
  | "too_large"
  | "rate_limited"
  /** The server is overloaded (the embedded database's waiting room is full); try again soon. */
  | "unavailable";

export interface FailureDetails {
  /** Messages per form field; a 422 lists them under `errors`. */
  fields?: Record<string, MessageKey[]>;
  /** Seconds until the caller may try again; sent as `Retry-After`. */
  retryAfterSeconds?: number;
}

/** An expected failure raised by a service; carries a translatable message, never internals. */
export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
    readonly details: FailureDetails = {},
  ) {
    super(messageKey);
    this.name = "AppError";
  }

  /** A form to fix (422): one message on top and the message of each field that is wrong. */
  static fields(
    fields: Record<string, MessageKey>,
    messageKey: MessageKey = "validation_failed",
  ): AppError {
    const lists = Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, [key]]));
    return new AppError("unprocessable", messageKey, {}, { fields: lists });
  }
}

/**
 * A step an operator's command (the marketplace's staff, by CLI or the local operator route) asked
 * for that cannot be taken: `not_found` when what it names is absent, else `unprocessable`. Its
 * text is for the operator, in English, and is answered as it is rather than translated.
 */
export class OperatorError extends AppError {
  constructor(
    kind: "not_found" | "unprocessable",
    readonly text: string,
  ) {
    super(kind, kind === "not_found" ? "not_found" : "validation_failed");
    this.name = "OperatorError";
    this.message = text;
  }
}

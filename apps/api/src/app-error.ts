import type { MessageKey } from "./i18n/messages.ts";

/** The kinds of expected failure; the error plugin maps each to its HTTP status. */
export type FailureKind =
  | "not_found"
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "conflict"
  | "rate_limited";

/** An expected failure raised by a service; carries a translatable message, never internals. */
export class AppError extends Error {
  constructor(
    readonly kind: FailureKind,
    readonly messageKey: MessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(messageKey);
    this.name = "AppError";
  }
}

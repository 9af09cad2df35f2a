import { localeFromAcceptLanguage } from "@souq/contract/locale";
import type { FuzzCase } from "./hostile-requests.ts";
import type { FuzzOperation } from "./openapi-operations.ts";

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

const arabic = /[\u0600-\u06FF]/;
/** Tokens that must never let a request in where a session is required. */
const refusedAuth = new Set(["none", "revoked", "unknown", "basic", "empty-bearer"]);

/**
 * What is wrong with an answer to a hostile request: any 5xx; an error that is not
 * `{ message }` (with `errors` for a 422) in the request's language; a call that needs a session
 * answering 2xx without a working token.
 */
export function problemsOf(operation: FuzzOperation, fuzzCase: FuzzCase, answer: Answer): string[] {
  const problems: string[] = [];
  const { statusCode } = answer;
  if (statusCode >= 500) problems.push(`answered ${statusCode}: ${answer.body.slice(0, 300)}`);
  const reachedOperation = fuzzCase.method === operation.method && fuzzCase.override === null;
  if (
    reachedOperation &&
    operation.session === "required" &&
    refusedAuth.has(fuzzCase.auth) &&
    statusCode < 300
  ) {
    problems.push(`answered ${statusCode} without a working token`);
  }
  if (statusCode < 400 || fuzzCase.method === "HEAD") return problems;

  const locale = localeFromAcceptLanguage(fuzzCase.language || undefined);
  if (answer.headers["content-language"] !== locale) {
    problems.push(
      `Content-Language is ${String(answer.headers["content-language"])}, not ${locale}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    problems.push(`the error is not JSON: ${answer.body.slice(0, 300)}`);
    return problems;
  }
  const { message, errors } = (parsed ?? {}) as { message?: unknown; errors?: unknown };
  if (typeof message !== "string" || message === "") {
    problems.push(`the error has no message: ${answer.body.slice(0, 300)}`);
    return problems;
  }
  if (arabic.test(message) !== (locale === "ar")) {
    problems.push(`the message is not in ${locale}: ${message}`);
  }
  if (statusCode === 422) {
    const lists = errors && typeof errors === "object" ? Object.values(errors) : null;
    if (!lists?.every((list) => Array.isArray(list) && list.every((m) => typeof m === "string"))) {
      problems.push(`a 422 without field messages: ${answer.body.slice(0, 300)}`);
    }
  }
  return problems;
}

import type { ApiResult } from "@/lib/api/api-result.ts";
import type { FormRefusal } from "./form-state.ts";

/** A call the API did not take. */
export type ApiFailure = Exclude<ApiResult<unknown>, { ok: true }>;

export interface RefusalWords<Values extends object> {
  /** The message when the API gave none (it was unreachable, or answered a 5xx). */
  fallback: string;
  /** The form's own message for an answer's status, over the API's (401: signed out). */
  byStatus?: Partial<Record<number, string>>;
  /** What was typed, kept in the form. */
  values?: Values;
  /** The API's field messages go under their fields unless the form speaks as one (a sign-in). */
  fields?: "under-fields" | "none";
}

/**
 * The API's refusal as the form shows it: the API already words `{ message, errors }` in the
 * request's language, so its message leads the form and each field's messages go under the field.
 */
export function refusalOf<Values extends object = Record<string, string>>(
  failure: ApiFailure,
  words: RefusalWords<Values>,
): FormRefusal<Values> {
  const message = words.byStatus?.[failure.status] ?? failure.message ?? words.fallback;
  const fields = words.fields === "none" ? undefined : failure.errors;
  return {
    status: "error",
    message,
    ...(fields ? { fields } : {}),
    ...(words.values ? { values: words.values } : {}),
  };
}

/**
 * One sentence for a refusal shown alone (a toast, a line under a button): a refused field says
 * what to do ("Choose one of this product's options."), so it comes before the API's message.
 */
export function firstMessageOf(failure: ApiFailure, fallback: string, field?: string): string {
  const fieldMessage = field
    ? failure.errors?.[field]?.[0]
    : Object.values(failure.errors ?? {})[0]?.[0];
  return fieldMessage ?? failure.message ?? fallback;
}

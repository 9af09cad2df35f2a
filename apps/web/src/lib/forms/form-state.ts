/** Each field's messages in the shopper's language, by the field's name. */
export type FieldErrors = Record<string, string[]>;

/**
 * What a form (or a button's server action) shows after an attempt: nothing yet, done (with what
 * the action adds, the API's message by default), or refused with the form's and the fields'
 * messages and what was typed, so the form keeps it.
 */
export type FormState<
  Values extends object = Record<string, string>,
  Done extends object = { message: string },
> =
  | { status: "idle" }
  | ({ status: "success" } & Done)
  | { status: "error"; message: string; fields?: FieldErrors; values?: Values };

/** A refused attempt alone, as the helpers that build one answer it. */
export type FormRefusal<Values extends object = Record<string, string>> = Extract<
  FormState<Values>,
  { status: "error" }
>;

import { type Locale, localeSchema } from "@souq/contract/locale";

/** A text field of a submitted form; "" when it is absent or a file. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** The language a form or a call names; English when it names none we know. */
export function localeOrEnglish(value: unknown): Locale {
  const parsed = localeSchema.safeParse(value);
  return parsed.success ? parsed.data : "en";
}

/** What a form shows after a server action: nothing yet, the API's message, or what to fix. */
export type FormOutcome<Values extends Record<string, string> = Record<string, string>> =
  | { status: "idle" }
  | { status: "success"; message: string }
  | {
      status: "error";
      message: string;
      fields?: Record<string, string[]>;
      /** What was typed, so the form keeps it after an error. */
      values?: Values;
    };

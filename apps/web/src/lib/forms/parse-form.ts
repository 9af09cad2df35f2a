import { z } from "zod";
import type { FieldErrors } from "./form-state.ts";

/**
 * Why the schema refused one field, in words a message file can name: the form picks the
 * shopper's sentence for it (zod's own English text is never shown). `typed` is what was sent.
 */
export type FieldProblem = { field: string; typed: string } & (
  | { kind: "missing" }
  | { kind: "too-short"; minimum: number }
  | { kind: "too-long"; maximum: number }
  | { kind: "format"; format: string }
  /** A refinement of the contract, named by its message (such as `addressCheckMessages.phone`). */
  | { kind: "rule"; rule: string }
  | { kind: "other" }
);

/** A message file's sentence by key, in the shopper's language (next-intl's `t`). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A field's message in the shopper's language; none for a field the shopper does not type. */
export type DescribeProblem = (problem: FieldProblem) => string | undefined;

export interface FormSpec<Schema extends z.ZodType, Kept extends string> {
  schema: Schema;
  /** The text fields the schema reads; an absent one (or a file) reads as "". */
  fields: readonly string[];
  /** Those sent back after a refusal so the form keeps them; never passwords or hidden ids. */
  keep: readonly Kept[];
  describe: DescribeProblem;
  /** Shapes the text into the schema's input when the two differ (a blank choice is absent). */
  input?: (text: Record<string, string>) => unknown;
}

export type ParsedForm<Schema extends z.ZodType, Kept extends string> =
  | { ok: true; data: z.output<Schema>; values: Record<Kept, string> }
  | {
      ok: false;
      /** One message per field the shopper can fix; empty when only a hidden field was wrong. */
      fields: FieldErrors;
      values: Record<Kept, string>;
    };

/** A text field of a submitted form; "" when it is absent or a file. */
export function formText(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

function problemOf(issue: z.core.$ZodIssue, field: string, typed: string): FieldProblem {
  const at = { field, typed };
  switch (issue.code) {
    case "too_small":
      // At least one character is asked for: the field was left empty.
      return Number(issue.minimum) <= 1
        ? { ...at, kind: "missing" }
        : { ...at, kind: "too-short", minimum: Number(issue.minimum) };
    case "too_big":
      return { ...at, kind: "too-long", maximum: Number(issue.maximum) };
    case "invalid_format":
      return { ...at, kind: "format", format: issue.format };
    case "custom":
      return { ...at, kind: "rule", rule: issue.message };
    case "invalid_type":
      return { ...at, kind: "missing" };
    default:
      return { ...at, kind: "other" };
  }
}

/** The first problem of each field, as the form words it. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  text: Record<string, string>,
  describe: DescribeProblem,
): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    const message = describe(problemOf(issue, field, text[field] ?? ""));
    if (message !== undefined) fields[field] = [message];
  }
  return fields;
}

/**
 * Reads a submitted form against its schema on the server: the parsed input, or each field's
 * message in the shopper's language; either way what was typed in the fields the form keeps.
 */
export function parseForm<Schema extends z.ZodType, Kept extends string>(
  formData: FormData,
  spec: FormSpec<Schema, Kept>,
): ParsedForm<Schema, Kept> {
  const text = Object.fromEntries(spec.fields.map((name) => [name, formText(formData, name)]));
  const values = Object.fromEntries(spec.keep.map((name) => [name, text[name] ?? ""])) as Record<
    Kept,
    string
  >;
  const parsed = spec.schema.safeParse(spec.input ? spec.input(text) : text);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, fields: describeIssues(parsed.error.issues, text, spec.describe), values };
}

/**
 * A form whose fields are all text that the API alone judges (sign-in, sign-up): read through the
 * same path, with no rule of the storefront's own, so it always reads.
 */
export function readTextForm<const Field extends string, const Kept extends Field>(
  formData: FormData,
  form: { fields: readonly Field[]; keep: readonly Kept[] },
): { data: Record<Field, string>; values: Record<Kept, string> } {
  const schema = z.object(
    Object.fromEntries(form.fields.map((name) => [name, z.string()])),
  ) as unknown as z.ZodType<Record<Field, string>>;
  const read = parseForm(formData, { ...form, schema, describe: () => undefined });
  if (!read.ok) throw new Error("A form of text fields always reads.");
  return read;
}

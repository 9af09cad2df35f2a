import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type FieldProblem, parseForm, readTextForm } from "./parse-form.ts";

function formOf(fields: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const signUp = z.object({
  name: z.string().trim().min(2).max(5),
  email: z.email(),
  code: z.string().refine((text) => text === "ok", "must be ok"),
  password: z.string().min(1),
});

/** Names each problem in a form the test can read; none for the code, as a hidden field. */
const describeAll = (problem: FieldProblem) =>
  problem.field === "code" && problem.kind === "rule"
    ? undefined
    : `${problem.kind}:${"minimum" in problem ? problem.minimum : ""}${"maximum" in problem ? problem.maximum : ""}${"format" in problem ? problem.format : ""}`;

const spec = {
  schema: signUp,
  fields: ["name", "email", "code", "password"],
  keep: ["name", "email"],
  describe: describeAll,
} as const;

describe("parseForm", () => {
  it("answers the schema's output and the kept fields when the form is good", () => {
    const read = parseForm(
      formOf({ name: " Sara ", email: "sara@example.com", code: "ok", password: "secret" }),
      spec,
    );
    expect(read).toEqual({
      ok: true,
      data: { name: "Sara", email: "sara@example.com", code: "ok", password: "secret" },
      values: { name: " Sara ", email: "sara@example.com" },
    });
  });

  it("names each field's first problem in the form's words", () => {
    const read = parseForm(
      formOf({ name: "S", email: "not-an-email", code: "ok", password: "" }),
      spec,
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.fields).toEqual({
      name: ["too-short:2"],
      email: ["format:email"],
      password: ["missing:"],
    });
  });

  it("says too long with the limit", () => {
    const read = parseForm(
      formOf({ name: "Sara Ahmed", email: "sara@example.com", code: "ok", password: "x" }),
      spec,
    );
    expect(read.ok ? {} : read.fields).toEqual({ name: ["too-long:5"] });
  });

  it("gives no field message where the form describes none (a hidden field)", () => {
    const read = parseForm(
      formOf({ name: "Sara", email: "sara@example.com", code: "no", password: "x" }),
      spec,
    );
    expect(read).toMatchObject({ ok: false, fields: {} });
  });

  it("keeps what was typed after a refusal, never a field it does not keep (a password)", () => {
    const read = parseForm(formOf({ name: "S", email: "x", password: "secret" }), spec);
    expect(read.values).toEqual({ name: "S", email: "x" });
    expect(JSON.stringify(read)).not.toContain("secret");
  });

  it("reads an absent field or a file as empty text", () => {
    const read = parseForm(formOf({ name: new Blob(["Sara"]), code: "ok" }), spec);
    expect(read.values).toEqual({ name: "", email: "" });
    expect(read.ok ? {} : read.fields).toMatchObject({ name: ["too-short:2"] });
  });

  it("shapes the text into the schema's input when asked", () => {
    const rated = z.object({ rating: z.coerce.number().int().min(1).max(5).optional() });
    const read = parseForm(formOf({ rating: "" }), {
      schema: rated,
      fields: ["rating"],
      keep: ["rating"],
      describe: () => "rating",
      input: ({ rating }) => ({ rating: rating || undefined }),
    });
    expect(read).toEqual({ ok: true, data: { rating: undefined }, values: { rating: "" } });
  });
});

describe("readTextForm", () => {
  it("reads every field as text and keeps only the kept ones", () => {
    const read = readTextForm(formOf({ email: "sara@example.com", password: "secret" }), {
      fields: ["email", "password"],
      keep: ["email"],
    });
    expect(read.data).toEqual({ email: "sara@example.com", password: "secret" });
    expect(read.values).toEqual({ email: "sara@example.com" });
  });
});

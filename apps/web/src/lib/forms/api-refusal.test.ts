import { describe, expect, it } from "vitest";
import { type ApiFailure, firstMessageOf, refusalOf } from "./api-refusal.ts";

const invalid: ApiFailure = {
  ok: false,
  status: 422,
  message: "البيانات غير صالحة",
  errors: { email: ["البريد الإلكتروني مستخدم"], phone: ["رقم الجوال غير صالح"] },
};
const unreachable: ApiFailure = { ok: false, status: 503, message: null };

describe("refusalOf", () => {
  it("puts the API's message over the form and its field messages under the fields", () => {
    expect(
      refusalOf(invalid, { fallback: "حدث خطأ", values: { email: "sara@example.com" } }),
    ).toEqual({
      status: "error",
      message: "البيانات غير صالحة",
      fields: invalid.errors,
      values: { email: "sara@example.com" },
    });
  });

  it("answers the fallback when the API gave no message", () => {
    expect(refusalOf(unreachable, { fallback: "An Error Occurred" })).toEqual({
      status: "error",
      message: "An Error Occurred",
    });
  });

  it("speaks the form's own words for a status it names", () => {
    const signedOut: ApiFailure = { ok: false, status: 401, message: "Unauthenticated." };
    const words = { fallback: "x", byStatus: { 401: "Your session has ended." } };
    expect(refusalOf(signedOut, words).message).toBe("Your session has ended.");
    expect(refusalOf(invalid, words).message).toBe("البيانات غير صالحة");
  });

  it("keeps the fields out when the form speaks as one", () => {
    expect(refusalOf(invalid, { fallback: "x", fields: "none" })).not.toHaveProperty("fields");
  });
});

describe("firstMessageOf", () => {
  it("says what a refused field asks before the API's message", () => {
    expect(firstMessageOf(invalid, "x")).toBe("البريد الإلكتروني مستخدم");
    expect(firstMessageOf(invalid, "x", "phone")).toBe("رقم الجوال غير صالح");
  });

  it("falls back to the API's message, then the fallback", () => {
    expect(firstMessageOf({ ...invalid, errors: {} }, "x", "email")).toBe("البيانات غير صالحة");
    expect(firstMessageOf(unreachable, "حدث خطأ")).toBe("حدث خطأ");
  });
});

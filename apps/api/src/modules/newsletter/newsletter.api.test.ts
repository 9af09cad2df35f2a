import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newsletterSubscribers } from "../../db/schema.ts";
import { uniqueEmail } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const thanks = "Thank you for subscribing!";

function subscribe(company: number | string, payload: Record<string, string>, language?: string) {
  return t.app.inject({
    method: "POST",
    url: `/${company}/api/marketplace/newsletter`,
    headers: language ? { "accept-language": language } : {},
    payload,
  });
}

describe("POST /{company}/api/marketplace/newsletter", () => {
  it("thanks a new subscriber with 201 and one already signed up with 200", async () => {
    const email = uniqueEmail("reader");
    const first = await subscribe(1, { email });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: thanks });
    const again = await subscribe(1, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: thanks });
    const rows = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.companyId, 1), eq(newsletterSubscribers.email, email)));
    expect(rows).toHaveLength(1);
  });

  it("keeps each marketplace's list to itself", async () => {
    const email = uniqueEmail("reader");
    expect((await subscribe(1, { email })).statusCode).toBe(201);
    expect((await subscribe(2, { email })).statusCode).toBe(201);
    expect((await subscribe(2, { email })).statusCode).toBe(200);
  });

  it("thanks in Arabic and accepts urlencoded form data", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/1/api/marketplace/newsletter",
      headers: {
        "accept-language": "ar",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `email=${encodeURIComponent(uniqueEmail("arabic"))}`,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "شكرًا لاشتراكك!" });
  });

  it("asks for a valid email with 422", async () => {
    const response = await subscribe(1, { email: "not-an-email" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: "Some of the information given is not valid.",
      errors: { email: ["Enter a valid email address."] },
    });
    const missing = await subscribe(1, {}, "ar");
    expect(missing.json().errors).toEqual({ email: ["هذا الحقل مطلوب."] });
  });

  it("answers 404 for a marketplace that does not exist and 400 for a malformed one", async () => {
    expect((await subscribe(999, { email: uniqueEmail() })).statusCode).toBe(404);
    expect((await subscribe("abc", { email: uniqueEmail() })).statusCode).toBe(400);
  });
});

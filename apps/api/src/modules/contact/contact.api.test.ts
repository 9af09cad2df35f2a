import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultContactEmail } from "../../config.ts";
import { contactMessages } from "../../db/schema.ts";
import { readOutbox } from "../../mail/outbox.ts";
import { freshAddress, uniqueEmail } from "../../test/accounts.ts";
import { buildTestApp, type TestApp } from "../../test/test-app.ts";
import { rateLimits } from "../rate-limits/public.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const thanks = "Thank you for your message. We will reply within two working days.";

function validMessage(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Noura Al-Qahtani",
    email: uniqueEmail("contact"),
    phone: "055 123 4567",
    subject: "Delivery to Jeddah",
    message: "Hello,\nhow long does delivery to Jeddah take?",
    ...overrides,
  };
}

function send(
  payload: Record<string, string> | string,
  options: { language?: string; address?: string; company?: number | string } = {},
) {
  const form = typeof payload === "string";
  return t.app.inject({
    method: "POST",
    url: `/${options.company ?? 1}/api/marketplace/contact`,
    remoteAddress: options.address ?? freshAddress(),
    headers: {
      ...(options.language ? { "accept-language": options.language } : {}),
      ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
    },
    payload,
  });
}

const storedFor = (email: string) =>
  t.database.db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.companyId, 1), eq(contactMessages.email, email)));

const mailsAbout = async (subject: string) =>
  (await readOutbox(t.outboxDir, 200)).filter((mail) => mail.subject.includes(subject));

describe("POST /{company}/api/marketplace/contact", () => {
  it("stores the message and mails it to the marketplace's mailbox", async () => {
    const subject = `Delivery to Jeddah ${Date.now()}`;
    const body = validMessage({ subject });
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: thanks });

    const rows = await storedFor(body.email as string);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Noura Al-Qahtani",
      phone: "+966551234567",
      subject,
      message: "Hello,\nhow long does delivery to Jeddah take?",
    });

    const mails = await mailsAbout(subject);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.to).toBe(defaultContactEmail);
    expect(mail?.subject).toBe(`Contact page: ${subject}`);
    expect(mail?.text).toContain(`Email: ${body.email}`);
    expect(mail?.text).toContain("Phone: +966551234567");
    expect(mail?.text).toContain("how long does delivery to Jeddah take?");
  });

  it("thanks in Arabic, takes form data, and needs no phone", async () => {
    const subject = `استفسار عن الإرجاع ${Date.now()}`;
    const email = uniqueEmail("arabic");
    const form = new URLSearchParams({
      name: "سارة",
      email,
      subject,
      message: "هل يمكنني إرجاع منتج بعد أسبوع من استلامه؟",
    }).toString();
    const response = await send(form, { language: "ar" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: "شكرًا لرسالتك. سنرد عليك خلال يومي عمل." });
    const rows = await storedFor(email);
    expect(rows[0]?.phone).toBeNull();
    const [mail] = await mailsAbout(subject);
    expect(mail?.subject).toBe(`صفحة التواصل: ${subject}`);
    expect(mail?.html).toContain('dir="rtl"');
  });

  it("keeps markup a shopper typed as text in the email", async () => {
    const subject = `Markup ${Date.now()}`;
    const response = await send(
      validMessage({ subject, message: '<img src=x onerror="alert(1)"> is this safe?' }),
    );
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsAbout(subject);
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).toContain("&lt;img");
  });

  it("refuses bad input field by field, in the request's language, and keeps nothing", async () => {
    const email = "not-an-email";
    const english = await send({
      name: "N",
      email,
      phone: "12345",
      subject: "",
      message: "short",
    });
    expect(english.statusCode).toBe(422);
    expect(english.json()).toEqual({
      message: "Some of the information given is not valid.",
      errors: {
        name: ["Enter at least 2 characters."],
        email: ["Enter a valid email address."],
        phone: [
          "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
        ],
        subject: ["This field is required."],
        message: ["Enter at least 10 characters."],
      },
    });
    const arabic = await send(validMessage({ message: "x".repeat(3001), subject: "ab" }), {
      language: "ar",
    });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({
      subject: ["يجب ألا يقل عدد الأحرف عن 3."],
      message: ["يجب ألا يزيد عدد الأحرف على 3000."],
    });
    expect(await storedFor(email)).toHaveLength(0);
  });

  it("answers a filled trap field like a success, but stores and mails nothing", async () => {
    const subject = `Trap ${Date.now()}`;
    const body = validMessage({ subject, website: "https://spam.example" });
    const response = await send(body);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: thanks });
    expect(await storedFor(body.email as string)).toHaveLength(0);
    expect(await mailsAbout(subject)).toHaveLength(0);
  });

  it("answers 404 for a marketplace that does not exist", async () => {
    expect((await send(validMessage(), { company: 999 })).statusCode).toBe(404);
    expect((await send(validMessage(), { company: "abc" })).statusCode).toBe(400);
  });
});

/** A refusal a client can act on: 429, a wait within the hour, a message in its language. */
function expectLimited(response: LightMyRequestResponse, arabic = false) {
  expect(response.statusCode, response.body).toBe(429);
  const wait = Number(response.headers["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(3600);
  expect(response.json().message).toMatch(arabic ? /[\u0600-\u06FF]/ : /^[\x20-\x7E]+$/);
}

describe("the contact form's flood limits", () => {
  it("one address sends at most 10 messages an hour; the 11th answers 429 with Retry-After", async () => {
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: rateLimits.contactAddress.max + 2 }, () =>
        send(validMessage(), { address }),
      ),
    );
    const created = answers.filter((answer) => answer.statusCode === 201);
    expect(created).toHaveLength(rateLimits.contactAddress.max);
    const refused = answers.filter((answer) => answer.statusCode !== 201);
    expect(refused).toHaveLength(2);
    for (const answer of refused) expectLimited(answer);
  });

  it("one email sends at most 3 an hour from any address, and the refusal is in Arabic when asked", async () => {
    const email = uniqueEmail("flood");
    for (let sent = 0; sent < rateLimits.contactEmail.max; sent += 1) {
      expect((await send(validMessage({ email }))).statusCode).toBe(201);
    }
    const refused = await send(validMessage({ email }), { language: "ar" });
    expectLimited(refused, true);
    expect(await storedFor(email)).toHaveLength(rateLimits.contactEmail.max);
  });
});

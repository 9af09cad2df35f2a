import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { DatabaseHandle } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { demoShopper } from "../test/accounts.ts";
import { openTestDatabase, testPublicUrl, testStorefrontUrl } from "../test/test-app.ts";
import { testMediaDir } from "../test/test-paths.ts";
import { scrubLogText, scrubUrl } from "./log-redaction.ts";

const lines: string[] = [];
let database: DatabaseHandle;
let drop: () => Promise<void>;
let app: Awaited<ReturnType<typeof buildApp>>;

const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$bm90LWEtcmVhbC1oYXNo";
const phone = "+966512340987";

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = await buildApp({
    config: {
      publicUrl: testPublicUrl,
      mediaDir: testMediaDir,
      logLevel: "info",
      storefrontUrl: testStorefrontUrl,
      mail: { outboxDir: "", outboxRoute: false, smtpUrl: null, from: "Souq <x@souq.example>" },
    },
    database,
    logStream: { write: (line) => lines.push(line) },
  });
  // A write that fails in the database with a whole row of personal data in its parameters.
  app.post("/probe/duplicate-user", async () => {
    await database.db.insert(users).values({
      name: "Sara Duplicate",
      email: demoShopper.email,
      phone,
      passwordHash: secretHash,
    });
    return { written: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe("logs carry ids and codes, never secrets or personal data", () => {
  it("a failed insert is logged with its database code, not the row", async () => {
    const response = await app.inject({ method: "POST", url: "/probe/duplicate-user" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
    });
    const logged = lines.join("\n");
    expect(logged).toContain("request failed");
    expect(logged).toContain("23505");
    for (const secret of [secretHash, demoShopper.email, phone, "Sara Duplicate"]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("a password-reset token in a path is not logged", async () => {
    const token = "Zm9yLWEtcmVzZXQtbGluay10aGF0LW11c3Qtbm90LWxlYWs";
    await app.inject({ method: "GET", url: `/api/auth/reset-password/${token}` });
    expect(lines.join("\n")).not.toContain(token);
    expect(lines.join("\n")).toContain("/api/auth/reset-password/[redacted]");
  });

  it("a sandbox payment's token in a path and the card sent to it are not logged", async () => {
    const token = "sbx_dGhlLWtleS10by1hLXNhbmRib3gtcGF5bWVudA";
    await app.inject({ method: "GET", url: `/api/sandbox-payments/${token}` });
    await app.inject({
      method: "POST",
      url: `/api/sandbox-payments/${token}/card`,
      payload: { number: "4111111111111111", name: "Sara Card", expiry: "12/39", cvc: "987" },
    });
    const logged = lines.join("\n");
    for (const secret of [token, "4111111111111111", "Sara Card", "12/39", '"cvc"']) {
      expect(logged).not.toContain(secret);
    }
    expect(logged).toContain("/api/sandbox-payments/[redacted]/card");
  });

  it("request lines name no address and no header", async () => {
    await app.inject({
      method: "GET",
      url: "/health",
      remoteAddress: "198.51.100.77",
      headers: { authorization: "Bearer abcdefghijklmnopqrstuvwxyz", cookie: "souq_session=1.x" },
    });
    const logged = lines.join("\n");
    expect(logged).not.toContain("198.51.100.77");
    expect(logged).not.toContain("abcdefghijklmnopqrstuvwxyz");
    expect(logged).not.toContain("souq_session");
  });
});

describe("scrubbing", () => {
  it("takes a failed query's parameters, emails and phone numbers out of a text", () => {
    const text =
      "Failed query: insert into users values ($1, $2)\nparams: Sara,sara@example.com,$argon2id$x\n    at insert (file.ts:12:5)";
    const scrubbed = scrubLogText(text);
    expect(scrubbed).toContain("Failed query: insert into users values ($1, $2)");
    expect(scrubbed).toContain("params: [redacted]");
    expect(scrubbed).toContain("at insert (file.ts:12:5)");
    expect(scrubbed).not.toContain("sara@example.com");
    expect(scrubLogText("rejected: <noura@example.com>, call +966 50 123 4567")).toBe(
      "rejected: <[email]>, call [number]",
    );
  });

  it("keeps a URL's shape and bounds its length", () => {
    expect(scrubUrl("/api/auth/reset-password/abc?x=1")).toBe(
      "/api/auth/reset-password/[redacted]?x=1",
    );
    expect(scrubUrl(`/1/api/marketplace/products?keyword=${"x".repeat(5000)}`).length).toBe(300);
  });
});

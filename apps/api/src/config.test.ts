import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 4000 and the embedded database under ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.database).toEqual({ kind: "pglite", dataDir: resolve("data", "pglite") });
    expect(config.mediaDir).toBe(resolve("data", "media"));
    expect(config.publicUrl).toBe("http://localhost:4000");
  });

  it("keeps mail in an outbox under the data folder, without SMTP or the outbox route, by default", () => {
    const config = loadConfig({});
    expect(config.storefrontUrl).toBe("http://localhost:3000");
    expect(config.mail).toEqual({
      outboxDir: resolve("data", "mail-outbox"),
      outboxRoute: false,
      smtpUrl: null,
      from: "Souq <no-reply@souq.example>",
    });
    expect(loadConfig({ DATA_DIR: "/srv/souq" }).mail.outboxDir).toBe(
      resolve("/srv/souq", "mail-outbox"),
    );
  });

  it("reads the storefront address, the outbox and SMTP settings", () => {
    const config = loadConfig({
      STOREFRONT_URL: "https://shop.example.sa/",
      MAIL_OUTBOX_DIR: "/tmp/outbox",
      MAIL_OUTBOX_ROUTE: "true",
      SMTP_URL: "smtps://user:secret@mail.example.sa:465",
      SMTP_FROM: "Souq <hello@example.sa>",
    });
    expect(config.storefrontUrl).toBe("https://shop.example.sa");
    expect(config.mail).toEqual({
      outboxDir: "/tmp/outbox",
      outboxRoute: true,
      smtpUrl: "smtps://user:secret@mail.example.sa:465",
      from: "Souq <hello@example.sa>",
    });
  });

  it("reads METRICS_TOKEN (none by default) and refuses a short one, naming it", () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: "a-long-enough-token" }).metricsToken).toBe(
      "a-long-enough-token",
    );
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
  });

  it("trusts only proxies on this host unless told otherwise", () => {
    expect(loadConfig({}).trustProxy).toEqual(["loopback"]);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.4" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.4",
    ]);
  });

  it("reads the minimum order in riyals as halalas and refuses anything else, naming it", () => {
    expect(loadConfig({}).minOrderPrice).toBe(0);
    expect(loadConfig({ MIN_ORDER_PRICE: "49.50" }).minOrderPrice).toBe(4_950);
    expect(() => loadConfig({ MIN_ORDER_PRICE: "-5" })).toThrow(/MIN_ORDER_PRICE/);
    expect(() => loadConfig({ MIN_ORDER_PRICE: "fifty" })).toThrow(/MIN_ORDER_PRICE/);
  });

  it("takes card payments through the sandbox, holding stock 15 minutes, unless both Moyasar keys are set", () => {
    expect(loadConfig({}).payments).toEqual({
      holdMs: 15 * 60_000,
      provider: { kind: "sandbox", webhookSecret: null },
    });
    expect(loadConfig({ PAYMENT_HOLD_MINUTES: "30" }).payments.holdMs).toBe(30 * 60_000);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: "0" })).toThrow(/PAYMENT_HOLD_MINUTES/);
    expect(() => loadConfig({ PAYMENT_HOLD_MINUTES: "soon" })).toThrow(/PAYMENT_HOLD_MINUTES/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: "short" })).toThrow(/SANDBOX_WEBHOOK_SECRET/);
    const moyasar = {
      MOYASAR_SECRET_KEY: "sk_test_abc",
      MOYASAR_PUBLISHABLE_KEY: "pk_test_abc",
      MOYASAR_WEBHOOK_SECRET: "a-webhook-secret-token",
    };
    expect(loadConfig(moyasar).payments.provider).toEqual({
      kind: "moyasar",
      secretKey: "sk_test_abc",
      publishableKey: "pk_test_abc",
      webhookSecret: "a-webhook-secret-token",
      apiUrl: "https://api.moyasar.com/v1",
    });
    // One key alone, or keys without the webhook's secret, stop the start rather than guess.
    expect(() => loadConfig({ MOYASAR_SECRET_KEY: "sk_test_abc" })).toThrow(
      /MOYASAR_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ ...moyasar, MOYASAR_WEBHOOK_SECRET: undefined })).toThrow(
      /MOYASAR_WEBHOOK_SECRET/,
    );
  });

  it("uses PostgreSQL when DATABASE_URL is set", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://db.internal:5432/souq", PORT: "8080" });
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://db.internal:5432/souq" });
    expect(config.publicUrl).toBe("http://localhost:8080");
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/souq" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "not an address" }, "PUBLIC_URL"],
    [{ LOG_LEVEL: "loud" }, "LOG_LEVEL"],
    [{ STOREFRONT_URL: "shop" }, "STOREFRONT_URL"],
    [{ MAIL_OUTBOX_ROUTE: "yes" }, "MAIL_OUTBOX_ROUTE"],
    [{ SMTP_URL: "http://mail.example.sa" }, "SMTP_URL"],
  ])("stops with a message naming the bad setting %o", (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { createAfterAnswer } from "../http/after-answer.ts";
import { withDatabase } from "./global-setup.ts";
import { testCacheDir, testMediaDir } from "./test-paths.ts";

export const testPublicUrl = "http://api.test";
export const testStorefrontUrl = "http://shop.test";
/** The secret the test apps' sandbox signs its notifications with. */
export const testSandboxWebhookSecret = "sandbox-webhook-secret-for-tests";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The PostgreSQL database's address; null on PGlite. */
  databaseUrl: string | null;
  /** This app's own mail outbox (nothing is sent over SMTP in tests). */
  outboxDir: string;
  /**
   * Waits for the work requests already answered started afterwards (sign-up and reset emails),
   * and fails if any of it failed, so a test never misses an error it cannot see in an answer.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated and seeded template. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  /** The PostgreSQL database's address, so that a second app can share it; null on PGlite. */
  url: string | null;
  drop(): Promise<void>;
}> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([await readFile(source.dumpPath)]);
    const database = await openDatabase({ kind: "pglite-dump", dump });
    return { database, url: null, drop: () => database.close() };
  }
  const name = `souq_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(source.url, name);
  const database = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
  return {
    database,
    url,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: source.url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

/** A second pool of connections to a test app's PostgreSQL database, closed without dropping it. */
async function reopenTestDatabase(other: TestApp) {
  if (!other.databaseUrl) throw new Error("only a PostgreSQL test database can be shared");
  const url = other.databaseUrl;
  const database = await openDatabase({ kind: "postgres", url, maxConnections: 4 });
  return { database, url, drop: () => database.close() };
}

export interface TestAppOptions {
  /** Serve GET /api/dev/mail-outbox (on unless a test checks that it can be off). */
  mailOutboxRoute?: boolean;
  /** Serve POST /api/dev/orders/advance (on unless a test checks that it can be off). */
  operatorRoute?: boolean;
  /** Halalas: the minimum order checkout accepts (none by default). */
  minOrderPrice?: number;
  /**
   * PostgreSQL only: another instance over its own connections to this app's database, as a
   * second API process behind a load balancer would be.
   */
  sameDatabaseAs?: TestApp;
  /** Adds routes before the app is ready (probes for plugins that act on every route). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** Whether the process counts as stopping (/ready answers 503); never by default. */
  isStopping?: () => boolean;
  /** Lets a bearer of this token read /metrics from another machine; none by default. */
  metricsToken?: string;
  /** PGlite only: serve GET /api/dev/backup to this machine's bearer of this token. */
  backupToken?: string;
  /** The time card payments' holds are measured by; the system's by default. */
  clock?: () => Date;
  /** Whether the sandbox notifies the webhook route after a payment changes (on by default). */
  sandboxWebhooks?: boolean;
  /** The card provider: the sandbox by default; Moyasar's settings to test its adapter end to end. */
  paymentProvider?: Extract<Config["payments"]["provider"], { kind: "moyasar" }>;
  /**
   * How long the catalog's answers are kept (ADR 57), as the server keeps them unless said; 0 for
   * a test that changes the database behind the API's back and reads the change at once.
   */
  answerCacheMs?: number;
}

/** The whole API over a fresh copy of the seeded database, for app.inject. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, drop } = options.sameDatabaseAs
    ? await reopenTestDatabase(options.sameDatabaseAs)
    : await openTestDatabase();
  await mkdir(testCacheDir, { recursive: true });
  const outboxDir = await mkdtemp(join(testCacheDir, "mail-outbox-"));
  const failures: unknown[] = [];
  const afterAnswer = createAfterAnswer({ error: (details) => failures.push(details) });
  const app = await buildApp({
    config: {
      publicUrl: testPublicUrl,
      mediaDir: testMediaDir,
      logLevel: "silent",
      storefrontUrl: testStorefrontUrl,
      mail: {
        outboxDir,
        outboxRoute: options.mailOutboxRoute ?? true,
        smtpUrl: null,
        from: "Souq <no-reply@souq.example>",
      },
      operatorRoute: options.operatorRoute ?? true,
      minOrderPrice: options.minOrderPrice ?? 0,
      metricsToken: options.metricsToken ?? null,
      payments: {
        holdMs: 15 * 60_000,
        provider: options.paymentProvider ?? {
          kind: "sandbox",
          webhookSecret: testSandboxWebhookSecret,
        },
      },
    },
    // Holds run out when a test says (reads and confirms check them; the sweep is called).
    upkeepMs: null,
    // Unused uploads are swept when a test says, at the time it chooses.
    uploadSweepMs: null,
    ...(options.clock ? { clock: options.clock } : {}),
    sandboxWebhooks: options.sandboxWebhooks ?? true,
    ...(options.answerCacheMs === undefined ? {} : { answerCacheMs: options.answerCacheMs }),
    database,
    afterAnswer,
    ...(options.isStopping ? { isStopping: options.isStopping } : {}),
    ...(options.backupToken ? { backupToken: options.backupToken } : {}),
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    databaseUrl: url,
    outboxDir,
    settled: async () => {
      await afterAnswer.settled();
      const [failure] = failures.splice(0);
      if (failure) throw new Error("work after an answer failed", { cause: failure });
    },
    close: async () => {
      await app.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type DatabaseHandle, openDatabase } from "../db/client.ts";
import { withDatabase } from "./global-setup.ts";
import { testCacheDir, testMediaDir } from "./test-paths.ts";

export const testPublicUrl = "http://api.test";
export const testStorefrontUrl = "http://shop.test";

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** This app's own mail outbox (nothing is sent over SMTP in tests). */
  outboxDir: string;
  close(): Promise<void>;
}

/** A database of its own for one test file, copied from the migrated and seeded template. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop(): Promise<void>;
}> {
  const source = inject("testDatabase");
  if (source.kind === "pglite") {
    const dump = new Blob([await readFile(source.dumpPath)]);
    const database = await openDatabase({ kind: "pglite-dump", dump });
    return { database, drop: () => database.close() };
  }
  const name = `souq_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${source.template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({
    kind: "postgres",
    url: withDatabase(source.url, name),
    maxConnections: 4,
  });
  return {
    database,
    drop: async () => {
      await database.close();
      const cleaner = new pg.Client({ connectionString: source.url });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export interface TestAppOptions {
  /** Serve GET /api/dev/mail-outbox (on unless a test checks that it can be off). */
  mailOutboxRoute?: boolean;
  /** Adds routes before the app is ready (probes for plugins that act on every route). */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/** The whole API over a fresh copy of the seeded database, for app.inject. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await mkdir(testCacheDir, { recursive: true });
  const outboxDir = await mkdtemp(join(testCacheDir, "mail-outbox-"));
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
    },
    database,
  });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    outboxDir,
    close: async () => {
      await app.close();
      await drop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

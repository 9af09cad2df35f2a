import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { seedDatabase } from "@souq/demo-seed";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { testCacheDir, testMediaDir } from "./test-paths.ts";

declare module "vitest" {
  interface ProvidedContext {
    testDatabase:
      | { kind: "pglite"; dumpPath: string }
      | { kind: "postgres"; url: string; template: string };
  }
}

/**
 * Migrates and seeds one database per run; every test file then starts from a copy of it,
 * so files never see each other's writes and nobody pays for the seed twice.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB === "postgres" ? "postgres" : "pglite";
  if (kind === "pglite") {
    const database = await openDatabase({ kind: "pglite", dataDir: "memory://" });
    await migrate(database);
    await seedDatabase(database.db, { mediaDir: testMediaDir });
    const dump = await database.dump?.();
    await database.close();
    if (!dump) throw new Error("PGlite did not produce a dump");
    await mkdir(testCacheDir, { recursive: true });
    const dumpPath = join(testCacheDir, `pglite-template-${process.pid}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide("testDatabase", { kind, dumpPath });
    return;
  }

  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      "TEST_DB=postgres needs TEST_DATABASE_URL (a PostgreSQL database to create test databases from)",
    );
  const template = `souq_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({
    kind: "postgres",
    url: withDatabase(url, template),
    maxConnections: 2,
  });
  await migrate(database);
  await seedDatabase(database.db, { mediaDir: testMediaDir });
  await database.close();
  project.provide("testDatabase", { kind, url, template });
  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

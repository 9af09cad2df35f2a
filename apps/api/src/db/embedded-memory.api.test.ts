import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/test-app.ts";
import { type DatabaseHandle, openDatabase } from "./client.ts";

/** The buffer cache's size as the database reports it. */
async function sharedBuffers(database: DatabaseHandle) {
  const answer = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
  return (answer as unknown as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;
}

// The embedded database lives inside the API's process: its buffer cache is the API's memory (ADR 61).
describe.runIf(process.env.TEST_DB === "pglite")("the embedded database's memory", () => {
  it("keeps a 16 MB buffer cache in a folder and from a dump, not PostgreSQL's default 128 MB", async () => {
    const dataDir = join(tmpdir(), `souq-buffers-${process.pid}`);
    const folder = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await sharedBuffers(folder)).toBe("16MB");
    } finally {
      await folder.close();
      await rm(dataDir, { recursive: true, force: true });
    }
    const { database, drop } = await openTestDatabase();
    try {
      expect(await sharedBuffers(database)).toBe("16MB");
    } finally {
      await drop();
    }
  });
});

import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";
import { buildTestApp, type TestApp } from "../test/test-app.ts";
import { backupPath } from "./backup.ts";

const token = "backup-token-for-tests";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ backupToken: token });
});
afterAll(async () => {
  await t?.close();
});

// PostgreSQL is backed up with its own tools (pg_dump); the route exists for PGlite only.
describe.runIf(process.env.TEST_DB === "pglite")("GET /api/dev/backup", () => {
  it("copies the embedded database during writes into one that opens and works", async () => {
    expect(t.database.kind).toBe("pglite");
    await t.database.exec("create table backup_probe (pair integer not null, side text not null)");
    // Every transaction writes two rows: a copy that split one would hold an odd count.
    let writing = true;
    const writes = (async () => {
      for (let pair = 0; writing || pair < 20; pair++) {
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`insert into backup_probe values (${pair}, 'left')`);
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.execute(sql`insert into backup_probe values (${pair}, 'right')`);
        });
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const response = await t.app.inject({
      method: "GET",
      url: backupPath,
      headers: { authorization: `Bearer ${token}` },
    });
    writing = false;
    await writes;
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");

    const restored = await openDatabase({
      kind: "pglite-dump",
      dump: new Blob([response.rawPayload]),
    });
    try {
      const firstRow = async (query: SQL) =>
        ((await restored.db.execute(query)) as unknown as { rows: Record<string, number>[] })
          .rows[0] ?? {};
      const { rows, pairs } = await firstRow(
        sql`select count(*)::int as rows, count(distinct pair)::int as pairs from backup_probe`,
      );
      expect(pairs).toBeGreaterThan(0);
      expect(rows).toBe((pairs ?? 0) * 2);
      const { n } = await firstRow(sql`select count(*)::int as n from products`);
      expect(n).toBeGreaterThan(0);
      await restored.exec("insert into backup_probe values (-1, 'after restore')");
    } finally {
      await restored.close();
    }
  });

  it("tells anyone without the token, or not on this machine, there is nothing", async () => {
    const without = await t.app.inject({ method: "GET", url: backupPath });
    expect(without.statusCode).toBe(404);
    const remote = await t.app.inject({
      method: "GET",
      url: backupPath,
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(remote.statusCode).toBe(404);
  });
});

import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import { openTestDatabase } from "../test/test-app.ts";
import { openDatabase } from "./client.ts";
import { copyDatabase } from "./copy-database.ts";
import { migrate } from "./migrate.ts";

const adminUrl = process.env.TEST_DATABASE_URL ?? "";
const name = `souq_copy_${randomBytes(6).toString("hex")}`;
let created = false;

afterAll(async () => {
  if (!created) return;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

// Moving from the embedded database to PostgreSQL needs both: the PGlite run with a PostgreSQL at hand.
describe.runIf(process.env.TEST_DB === "pglite" && adminUrl)(
  "copying PGlite into PostgreSQL",
  () => {
    it("copies every row, and the copy takes new rows after the copied ids", async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      created = true;
      const { database: source, drop } = await openTestDatabase();
      const target = await openDatabase({ kind: "postgres", url: withDatabase(adminUrl, name) });
      try {
        await source.exec(
          "insert into newsletter_subscribers (company_id, email) values (1, 'before-copy@souq.example')",
        );
        await migrate(target);
        const copied = await copyDatabase(source, target);
        expect(copied.get("products")).toBeGreaterThan(0);
        const count = async (table: string) => {
          const client = new pg.Client({ connectionString: withDatabase(adminUrl, name) });
          await client.connect();
          const result = await client.query(`select count(*)::int as n from ${table}`);
          await client.end();
          return result.rows[0].n as number;
        };
        for (const [table, rows] of copied) expect(await count(table), table).toBe(rows);
        await target.exec(
          "insert into newsletter_subscribers (company_id, email) values (1, 'after-copy@souq.example')",
        );
        await expect(copyDatabase(source, target)).rejects.toThrow(/not empty/);
      } finally {
        await target.close();
        await drop();
      }
    }, 120_000);
  },
);

import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client.ts";

interface Rows<T> {
  rows: T[];
}

/** Runs a query on a handle and gives its rows (both engines answer `{ rows }`). */
async function rowsOf<T>(database: DatabaseHandle, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as Rows<T>).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every row of `source`'s tables into the same tables of `target`, which must be migrated
 * and empty, in one transaction; identity sequences then continue after the copied ids.
 * Foreign keys are not checked while copying (the source kept them), so the target's user must be
 * allowed to set `session_replication_role` (a superuser, on PostgreSQL).
 */
export async function copyDatabase(
  source: DatabaseHandle,
  target: DatabaseHandle,
): Promise<Map<string, number>> {
  const tables = (
    await rowsOf<{ name: string }>(
      source,
      "select table_name as name from information_schema.tables " +
        "where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
    )
  ).map((row) => row.name);
  for (const table of tables) {
    const [row] = await rowsOf<{ any: boolean }>(
      target,
      `select exists (select 1 from ${quote(table)}) as any`,
    );
    if (row?.any)
      throw new Error(`The target's table ${table} is not empty; copy into a new database.`);
  }
  const copied = new Map<string, number>();
  // One simple query is one transaction: on any error nothing is written (the setting neither).
  const statements: string[] = ["set session_replication_role = replica"];
  for (const table of tables) {
    const [{ json } = { json: "[]" }] = await rowsOf<{ json: string }>(
      source,
      `select coalesce(json_agg(t), '[]')::text as json from ${quote(table)} t`,
    );
    const count = (JSON.parse(json) as unknown[]).length;
    copied.set(table, count);
    if (count === 0) continue;
    const literal = `'${json.replaceAll("'", "''")}'`;
    statements.push(
      `insert into ${quote(table)} overriding system value ` +
        `select * from json_populate_recordset(null::${quote(table)}, ${literal}::json)`,
    );
  }
  // Identity columns go on after the highest id copied.
  const identities = await rowsOf<{ table: string; column: string }>(
    target,
    "select table_name as table, column_name as column from information_schema.columns " +
      "where table_schema = 'public' and is_identity = 'YES'",
  );
  for (const { table, column } of identities) {
    statements.push(
      `select setval(pg_get_serial_sequence('${quote(table)}', '${column}'), ` +
        `coalesce((select max(${quote(column)}) from ${quote(table)}), 0) + 1, false)`,
    );
  }
  statements.push("set session_replication_role = origin");
  await target.exec(statements.join(";\n"));
  return copied;
}

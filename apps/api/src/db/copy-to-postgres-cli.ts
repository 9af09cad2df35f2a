import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../config.ts";
import { apiAnswersAt } from "./backup-token.ts";
import { openDatabase } from "./client.ts";
import { copyDatabase } from "./copy-database.ts";
import { migrate } from "./migrate.ts";

// `DATABASE_URL=postgres://… npm run db:copy-to-postgres [-- backup file]`: the embedded
// database's rows (its folder under DATA_DIR, or a backup) into a new, empty PostgreSQL database.
const config = loadConfig();
if (config.database.kind !== "postgres") {
  console.error("Set DATABASE_URL to the new, empty PostgreSQL database to copy into.");
  process.exit(1);
}
const file = process.argv[2];
if (!file && (await apiAnswersAt(config.port))) {
  console.error(`An API answers on port ${config.port}: stop it, or copy from a backup file.`);
  process.exit(1);
}
const source = await openDatabase(
  file
    ? { kind: "pglite-dump", dump: new Blob([await readFile(resolve(file))]) }
    : { kind: "pglite", dataDir: resolve(config.dataDir, "pglite") },
);
const target = await openDatabase(config.database);
try {
  // A backup of an older release gets its missing columns first, as the API would at start.
  await migrate(source);
  await migrate(target);
  const copied = await copyDatabase(source, target);
  const rows = [...copied.values()].reduce((sum, count) => sum + count, 0);
  console.info(
    `Copied ${rows} rows in ${copied.size} tables. Start the API with this DATABASE_URL.`,
  );
} finally {
  await source.close();
  await target.close();
}

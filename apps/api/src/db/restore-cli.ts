import { existsSync } from "node:fs";
import { readFile, rename } from "node:fs/promises";
import { resolve } from "node:path";
import { loadConfig } from "../config.ts";
import { apiAnswersAt } from "./backup-token.ts";
import { openDatabase } from "./client.ts";

// `npm run db:restore <file>`: the embedded database becomes the backup's; the current folder is
// kept beside it (renamed), so a wrong restore can be undone by hand.
const config = loadConfig();
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore <backup file>");
  process.exit(1);
}
if (config.database.kind !== "pglite") {
  console.error("DATABASE_URL is set: restore PostgreSQL with pg_restore or psql instead.");
  process.exit(1);
}
if (await apiAnswersAt(config.port)) {
  console.error(`An API answers on port ${config.port}: stop it first, then restore.`);
  process.exit(1);
}
const archive = new Blob([await readFile(resolve(file))]);
const { dataDir } = config.database;
if (existsSync(dataDir)) {
  const kept = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await rename(dataDir, kept);
  console.info(`The database it replaces is kept in ${kept}.`);
}
const database = await openDatabase({ kind: "pglite", dataDir, loadDataDir: archive });
try {
  await database.exec("select 1");
  console.info(`Restored ${resolve(file)} into ${dataDir}.`);
} finally {
  await database.close();
}

import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { loadConfig } from "../config.ts";
import { backupPath } from "../plugins/backup.ts";
import { apiAnswersAt, readBackupToken } from "./backup-token.ts";
import { openDatabase } from "./client.ts";

// `npm run db:backup [file]`: a consistent copy of the embedded database, taken by the running
// API when there is one (PGlite belongs to one process), else by opening the folder directly.
const config = loadConfig();
if (config.database.kind !== "pglite") {
  console.error("DATABASE_URL is set: back up PostgreSQL with pg_dump instead.");
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(process.argv[2] ?? join("backups", `souq-${stamp}.tar.gz`));

async function askRunningApi(): Promise<Blob> {
  const token = await readBackupToken(config.dataDir);
  const response = await fetch(`http://127.0.0.1:${config.port}${backupPath}`, {
    headers: { authorization: `Bearer ${token ?? ""}` },
  });
  if (!response.ok) {
    throw new Error(`The running API refused the backup (${response.status}).`);
  }
  return response.blob();
}

async function readFolder(): Promise<Blob> {
  const database = await openDatabase(config.database);
  try {
    if (!database.backup) throw new Error("This database cannot be backed up here.");
    return await database.backup();
  } finally {
    await database.close();
  }
}

const archive = (await apiAnswersAt(config.port)) ? await askRunningApi() : await readFolder();
await mkdir(dirname(target), { recursive: true });
await writeFile(target, Buffer.from(await archive.arrayBuffer()), { mode: 0o600 });
console.info(`Backup written to ${target} (${archive.size} bytes).`);

import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The file in the data folder that lets `npm run db:backup` ask the running API for a copy. */
export function backupTokenFile(dataDir: string): string {
  return join(dataDir, "backup-token");
}

/** A new token for this run, readable by the data folder's owner only. */
export async function writeBackupToken(dataDir: string): Promise<string> {
  const token = randomBytes(32).toString("hex");
  await mkdir(dataDir, { recursive: true });
  await writeFile(backupTokenFile(dataDir), token, { mode: 0o600 });
  return token;
}

/** The running API's token, or null when none was written. */
export async function readBackupToken(dataDir: string): Promise<string | null> {
  return readFile(backupTokenFile(dataDir), "utf8").then(
    (token) => token.trim(),
    () => null,
  );
}

/** Whether an API answers on this machine at `port` (a second process must not open its data). */
export async function apiAnswersAt(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
}

import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  /** ISO 8601 time the message was written. */
  createdAt: string;
}

let sequence = 0;

/** The outbox keeps the newest messages only, so a stream of emails cannot fill the disk. */
export const outboxCapacity = 200;

/**
 * Writes one message as a JSON file. Names start with the time and a counter, so sorting the
 * names sorts the messages; the file appears whole (written aside, then renamed).
 */
export async function writeToOutbox(
  dir: string,
  message: MailMessage,
  now: Date = new Date(),
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stored: StoredMail = { ...message, createdAt: now.toISOString() };
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  const name = `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(3).toString("hex")}.json`;
  const temporary = join(dir, `.${name}.tmp`);
  await writeFile(temporary, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, join(dir, name));
  await pruneOutbox(dir);
  return name;
}

async function pruneOutbox(dir: string): Promise<void> {
  const names = (await readdir(dir)).filter(
    (file) => file.endsWith(".json") && !file.startsWith("."),
  );
  if (names.length <= outboxCapacity) return;
  const oldest = names.sort().slice(0, names.length - outboxCapacity);
  await Promise.all(oldest.map((file) => rm(join(dir, file), { force: true })));
}

/** The latest messages, newest first; an outbox that does not exist yet is empty. */
export async function readOutbox(dir: string, limit: number): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const latest = names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(
    latest.map(async (name) => JSON.parse(await readFile(join(dir, name), "utf8")) as StoredMail),
  );
}

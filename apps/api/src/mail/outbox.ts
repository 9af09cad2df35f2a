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

/**
 * The latest messages, newest first; an outbox that does not exist yet is empty. With `to`, only
 * the messages to that address (compared without case).
 */
export async function readOutbox(
  dir: string,
  limit: number,
  { to }: { to?: string } = {},
): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const newestFirst = names
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .sort()
    .reverse();
  const read = async (name: string) =>
    JSON.parse(await readFile(join(dir, name), "utf8")) as StoredMail;
  if (to === undefined) return Promise.all(newestFirst.slice(0, limit).map(read));
  const wanted = to.toLowerCase();
  const found: StoredMail[] = [];
  for (const name of newestFirst) {
    if (found.length >= limit) break;
    // A message pruned between listing and reading is simply not there any more.
    const message = await read(name).catch(() => null);
    if (message?.to.toLowerCase() === wanted) found.push(message);
  }
  return found;
}

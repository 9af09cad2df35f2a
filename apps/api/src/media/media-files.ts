import { randomBytes } from "node:crypto";
import { access, rename, writeFile } from "node:fs/promises";

/** Whether every one of these files is there already (a content-addressed picture is kept once). */
export async function allExist(paths: string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((path) => access(path)));
    return true;
  } catch {
    return false;
  }
}

/**
 * Writes a file under another name, then renames it into place, so a reader (or another process
 * writing the same content-addressed picture) never sees half a file.
 */
export async function writeWhole(target: string, data: Buffer): Promise<void> {
  const partial = `${target}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, data);
  await rename(partial, target);
}

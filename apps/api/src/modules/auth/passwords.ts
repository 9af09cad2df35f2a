import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Argon2id with the library's defaults (19 MiB, 2 passes), as the seed hashes the demo shopper. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies against a hash nobody knows the password of, so a sign-in with an unknown email
 * takes as long as one with a wrong password and the answer's timing tells nothing.
 */
export async function verifyNobody(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(24).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}

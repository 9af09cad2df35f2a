import { createHash, randomBytes } from "node:crypto";

/** Only this hash of a token is stored, so a copy of the database opens no session. */
export function hashSecretToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** 32 random bytes, base64url: a bearer or reset token, and the hash to store. */
export function newSecretToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashSecretToken(token) };
}

import type { MailOutboxResponse } from "@souq/contract/mail-outbox";
import { readOutbox } from "../../mail/outbox.ts";

export const outboxPageSize = 20;

/** The latest messages the API wrote (to one address, if given), newest first. */
export async function listOutbox(outboxDir: string, to?: string): Promise<MailOutboxResponse> {
  return { messages: await readOutbox(outboxDir, outboxPageSize, to ? { to } : {}) };
}

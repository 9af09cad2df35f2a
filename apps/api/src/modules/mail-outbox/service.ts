import type { MailOutboxResponse } from "@souq/contract/mail-outbox";
import { readOutbox } from "../../mail/outbox.ts";

export const outboxPageSize = 20;

/** The latest messages the API wrote, newest first. */
export async function listOutbox(outboxDir: string): Promise<MailOutboxResponse> {
  return { messages: await readOutbox(outboxDir, outboxPageSize) };
}

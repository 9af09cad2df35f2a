import type { Database } from "../../db/client.ts";
import { contactMessages } from "./tables.ts";

export interface NewContactMessage {
  companyId: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
}

/** Keeps one message from the contact page; answers its id. */
export async function insertContactMessage(
  db: Database,
  message: NewContactMessage,
): Promise<number> {
  const [row] = await db
    .insert(contactMessages)
    .values(message)
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("the contact message was not stored");
  return row.id;
}

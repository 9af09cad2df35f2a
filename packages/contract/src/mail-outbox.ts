import { z } from "zod";

/** One message as the API wrote it to its mail outbox. */
export const outboxMessage = z
  .object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    createdAt: z.string().datetime(),
  })
  .meta({ id: "OutboxMessage" });
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** GET /api/dev/mail-outbox (development and end-to-end tests only): the latest 20, newest first. */
export const mailOutboxResponse = z
  .object({ messages: z.array(outboxMessage) })
  .meta({ id: "MailOutboxResponse" });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponse>;

/** GET /api/dev/mail-outbox?to=: only the messages to one address (compared without case). */
export const mailOutboxQuery = z.object({
  to: z.string().trim().max(254).optional().describe("Only messages to this address"),
});

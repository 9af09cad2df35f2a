import { createTransport } from "nodemailer";
import { type MailMessage, writeToOutbox } from "./outbox.ts";

export interface MailerOptions {
  outboxDir: string;
  /** smtp:// or smtps:// address; without it messages only go to the outbox. */
  smtpUrl: string | null;
  from: string;
  log: { error(details: object, message: string): void };
}

export interface Mailer {
  /** Resolves once the message is in the outbox; SMTP delivery goes on in the background. */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries under way, then closes the SMTP connection. */
  close(): Promise<void>;
}

/**
 * Every message is written to the outbox (readable without a mail server, in development and in
 * end-to-end tests) and, when SMTP is configured, sent. Delivery is not awaited by the caller, so
 * a slow mail server neither slows an answer nor reveals by its timing that an account exists.
 */
export function createMailer({ outboxDir, smtpUrl, from, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? createTransport(smtpUrl, { from }) : null;
  const deliveries = new Set<Promise<void>>();
  return {
    async send(message) {
      // Header fields are one line each: a line break there would add headers of its own.
      if (/[\r\n]/.test(`${message.to}${message.subject}`)) {
        throw new Error("A mail header field holds a line break");
      }
      await writeToOutbox(outboxDir, message);
      if (!transport) return;
      const delivery: Promise<void> = transport
        .sendMail({ from, ...message })
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, "mail delivery failed"))
        .finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async close() {
      await Promise.allSettled([...deliveries]);
      transport?.close();
    },
  };
}

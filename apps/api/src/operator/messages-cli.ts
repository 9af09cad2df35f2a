import { OperatorError } from "../app-error.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createMailer } from "../mail/mailer.ts";
import { replyAsVendor } from "../modules/vendor-messages/public.ts";

// `npm run messages -- reply <conversation> "<text>"`: writes the vendor's answer to a shopper's
// conversation (its number is in the email the vendor received) and mails the shopper that it
// is there. It opens the database itself, so with the embedded database the API must be stopped
// (a running API with OPERATOR_ROUTE=true takes the same step at POST /api/dev/vendor-messages/reply).
const usage = 'Usage: npm run messages -- reply <conversation number> "<text>"';
const [command, thread, ...words] = process.argv.slice(2);
const text = words.join(" ");
if (command !== "reply" || !thread || !/^[1-9][0-9]{0,9}$/.test(thread) || !text.trim()) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
const mailer = createMailer({
  outboxDir: config.mail.outboxDir,
  smtpUrl: config.mail.smtpUrl,
  from: config.mail.from,
  log: { error: (details, message) => console.error(message, details) },
});
try {
  const written = await replyAsVendor(
    { db: database.db, mailer, storefrontUrl: config.storefrontUrl },
    Number(thread),
    text,
  );
  console.info(
    `Conversation ${written.thread}: the reply is message ${written.messageId} of ${written.messageCount}; the shopper was mailed.`,
  );
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await mailer.close();
  await database.close();
}

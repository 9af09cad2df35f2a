import { OperatorError } from "../app-error.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { createMailer } from "../mail/mailer.ts";
import { orderInvoices } from "../modules/invoices/public.ts";
import { advanceShipment, cancelOrderAsOperator } from "../modules/orders/public.ts";
import { CardPayments, chooseCardProvider } from "../modules/payments/public.ts";

// `npm run orders -- advance <order> <vendor>`: moves one vendor's shipment of an order (its id
// or number) to its next step: placed → confirmed → shipped → delivered.
// `npm run orders -- cancel <order>`: cancels an order before anything of it shipped, its stock
// back; a paid card order is refunded through its provider.
// Each opens the database itself, so with the embedded database the API must be stopped (a
// running API with OPERATOR_ROUTE=true takes the advance step at POST /api/dev/orders/advance).
const usage = [
  "Usage: npm run orders -- advance <order id or number> <vendor id>",
  "       npm run orders -- cancel <order id or number>",
].join("\n");
const [command, orderRef, vendor] = process.argv.slice(2);
const advancing = command === "advance" && orderRef && vendor && /^[1-9][0-9]{0,9}$/.test(vendor);
const cancelling = command === "cancel" && orderRef && vendor === undefined;
if (!advancing && !cancelling) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
const mailer = createMailer({
  outboxDir: config.mail.outboxDir,
  smtpUrl: config.mail.smtpUrl,
  from: config.mail.from,
  log: console,
});
try {
  if (advancing) {
    const moved = await advanceShipment(database.db, orderRef, Number(vendor));
    console.info(
      `Order ${moved.number}: vendor ${moved.vendorId}'s shipment is ${moved.step}; the order is ${moved.orderStatus}.`,
    );
  } else if (orderRef) {
    const clock = () => new Date();
    const payments = new CardPayments({
      db: database.db,
      provider: chooseCardProvider(config.payments.provider, {
        db: database.db,
        storefrontUrl: config.storefrontUrl,
        clock,
      }),
      clock,
      holdMs: config.payments.holdMs,
      storefrontUrl: config.storefrontUrl,
      mailer,
      log: { warn: (details, message) => console.warn(message, details) },
      invoices: orderInvoices,
    });
    const cancelled = await cancelOrderAsOperator(
      database.db,
      { payments, invoices: orderInvoices },
      orderRef,
    );
    console.info(
      `Order ${cancelled.number} is cancelled and its stock returned${cancelled.refunded ? "; its payment is refunded" : ""}.`,
    );
  }
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await mailer.close();
  await database.close();
}

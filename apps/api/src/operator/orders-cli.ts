import { OperatorError } from "../app-error.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { advanceShipment } from "../modules/orders/public.ts";

// `npm run orders -- advance <order> <vendor>`: moves one vendor's shipment of an order (its id
// or number) to its next step: placed → confirmed → shipped → delivered. It opens the database
// itself, so with the embedded database the API must be stopped (a running API with
// OPERATOR_ROUTE=true takes the same step at POST /api/dev/orders/advance).
const usage = "Usage: npm run orders -- advance <order id or number> <vendor id>";
const [command, orderRef, vendor] = process.argv.slice(2);
if (command !== "advance" || !orderRef || !vendor || !/^[1-9][0-9]{0,9}$/.test(vendor)) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  const moved = await advanceShipment(database.db, orderRef, Number(vendor));
  console.info(
    `Order ${moved.number}: vendor ${moved.vendorId}'s shipment is ${moved.step}; the order is ${moved.orderStatus}.`,
  );
} catch (error) {
  if (!(error instanceof OperatorError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}

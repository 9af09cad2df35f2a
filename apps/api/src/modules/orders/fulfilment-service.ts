import { type OrderStatus, type ShipmentStatus, shipmentSteps } from "@souq/contract/orders";
import { OperatorError } from "../../app-error.ts";
import type { Database } from "../../db/client.ts";
import { lockOrder, lockShipment, selectOrderRef, writeShipmentStep } from "./repository.ts";

// Fulfilment, the operator's side of an order: apart from checkout's service, so that what other
// modules use of orders (public.ts) does not depend on checkout, which calls them.

/** What the operator's command reports after moving a shipment. */
export interface AdvanceResult {
  number: string;
  vendorId: number;
  step: ShipmentStatus;
  orderStatus: OrderStatus;
}

/**
 * Moves one vendor's shipment of an order to its next step (placed → confirmed → shipped →
 * delivered); the order is Completed when every shipment is delivered. `orderRef` is the
 * order's id or number.
 */
export async function advanceShipment(
  db: Database,
  orderRef: string,
  vendorId: number,
  at: Date = new Date(),
): Promise<AdvanceResult> {
  const order = await selectOrderRef(db, orderRef);
  if (!order) throw new OperatorError("not_found", `No order ${orderRef}`);
  return db.transaction(async (tx) => {
    // The order row before the shipment: the same order as a shopper's cancel.
    await lockOrder(tx, order.id);
    const shipment = await lockShipment(tx, order.id, vendorId);
    if (!shipment) {
      throw new OperatorError(
        "not_found",
        `Order ${order.number} has nothing from vendor ${vendorId}`,
      );
    }
    const index = shipmentSteps.indexOf(shipment.status as (typeof shipmentSteps)[number]);
    const next = index >= 0 ? shipmentSteps[index + 1] : undefined;
    if (!next) {
      throw new OperatorError(
        "unprocessable",
        `Vendor ${vendorId}'s shipment of ${order.number} is ${shipment.status}: there is no next step`,
      );
    }
    const orderStatus = await writeShipmentStep(tx, order.id, shipment.id, next, at);
    return { number: order.number, vendorId, step: next, orderStatus };
  });
}

// What the operator's command uses of orders: moving a vendor's shipment to its next step.
export { type AdvanceResult, advanceShipment } from "./service.ts";

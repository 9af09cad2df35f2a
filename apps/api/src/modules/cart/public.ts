// What other modules (checkout and orders) use of the cart: its lines as an order takes them, and
// emptying it, both inside the order's transaction; and an order's lines put back (buy again).
export {
  type CheckoutCartLine,
  emptyShopperCart,
  selectCartForCheckout,
} from "./repository.ts";
export { addLinesAgain, type LineAddedAgain, type LineToAddAgain } from "./service.ts";

// What other modules (checkout and orders) use of the cart: its lines as an order takes them, and
// emptying it, both inside the order's transaction.
export {
  type CheckoutCartLine,
  emptyShopperCart,
  selectCartForCheckout,
} from "./repository.ts";

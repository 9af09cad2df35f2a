// What other modules use of the cart: checkout reads the shopper's lines and empties the cart.
export {
  type CheckoutCartLine,
  emptyShopperCart,
  lockCartForCheckout,
  selectCartForCheckout,
} from "./checkout-lines.ts";

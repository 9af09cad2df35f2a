/** The full cart page. */
export const cartPagePath = "/pages/cart";

/** Where the cart leads to pay (the checkout page). */
export const checkoutPath = "/shop/checkout";

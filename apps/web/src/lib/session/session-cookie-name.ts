/** The httpOnly cookie that holds the shopper's session (`{userId}.{token}`). */
export const sessionCookieName = "souq_session";

/**
 * Pages only a signed-in shopper may see; others are sent to the login page and back. The
 * wishlist is not one: a guest keeps a wishlist in the browser and sees it there.
 */
export const protectedPaths = [
  "/pages/profile",
  "/pages/orders",
  "/pages/messages",
  "/pages/addresses",
  "/shop/checkout",
];

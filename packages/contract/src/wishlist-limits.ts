/**
 * The most products one shopper keeps in their wishlist in one marketplace (a guest's too, in the
 * browser). A module of its own, free of imports, so browser code can read it.
 */
export const maxWishlistProducts = 100;

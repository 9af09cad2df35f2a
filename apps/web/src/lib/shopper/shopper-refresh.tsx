"use client";

import { useEffect } from "react";
import { useShopper } from "./shopper-provider.tsx";

/**
 * Has the frame ask for the shopper's account and cart again as a page opens. The frame stays
 * mounted between pages, so what it read earlier stays shown; a page reached after the server
 * changed the cart (an order placed, a card payment come back) holds this, so the header's cart
 * shows the cart as it is now, emptied by the order.
 */
export function ShopperRefresh() {
  const { refresh } = useShopper();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return null;
}

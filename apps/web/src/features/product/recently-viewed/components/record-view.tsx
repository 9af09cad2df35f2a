"use client";

import { useEffect } from "react";
import { withViewed } from "@/features/product/recently-viewed/recent-list.ts";
import { updateStore } from "@/lib/client-store/persisted-store.ts";

/** Remembers, in this browser only, that the product's page was opened (the latest first). */
export function RecordView({ productId }: { productId: number }) {
  useEffect(() => {
    updateStore((state) => ({ ...state, recent: withViewed(state.recent, productId) }));
  }, [productId]);
  return null;
}

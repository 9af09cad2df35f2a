"use client";

import type { ReactNode } from "react";
import { QuickViewHost } from "@/features/product/components/quick-view/quick-view-host.tsx";
import { productActions } from "./product-actions.tsx";

/** The page's quick-view dialog, with the same buttons beside add to cart as a product page. */
export function QuickViewFrame({ children }: { children: ReactNode }) {
  return <QuickViewHost actions={productActions}>{children}</QuickViewHost>;
}

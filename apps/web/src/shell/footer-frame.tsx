"use client";

import type { ReactNode } from "react";
import { usePathname } from "@/i18n/navigation.tsx";
import { pageAt } from "@/lib/routing/pages.ts";

/**
 * Product pages get extra space under the footer on screens wider than 991px (their add-to-cart
 * bar sits there); an address containing "fullwidth" makes the footer's containers fluid
 * (children style themselves with `group-data-[fluid=true]:`).
 */
export function FooterFrame({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const page = pageAt(pathname)?.name;
  const onProduct = page === "product" || page === "productDefault";
  return (
    <footer
      className={`group mt-12 bg-ink text-gray-200 ${onProduct ? "min-[992px]:pb-24" : ""}`}
      data-testid="site-footer"
      data-product-route={onProduct ? "true" : "false"}
      data-fluid={pathname.includes("fullwidth") ? "true" : "false"}
    >
      {children}
    </footer>
  );
}

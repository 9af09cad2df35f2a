"use client";

import { useTranslations } from "next-intl";
import { CompareIcon } from "@/components/ui/icons.tsx";
import { useCompare } from "@/features/compare/use-compare.ts";
import type { StoredProduct } from "@/lib/client-store/persisted-store.ts";

/**
 * Adds a product to the compare list, from a card (a round icon button) or a product page and its
 * quick view (a square one beside add to cart). Once the product is in the list the button is
 * filled and its name says so; pressing it again is refused with the spec's notice rather than
 * removing the product, which the list's own remove buttons do.
 */
export function CompareButton({
  product,
  look,
}: {
  product: StoredProduct;
  look: "card" | "panel";
}) {
  const t = useTranslations("Compare");
  const { list, add } = useCompare();
  const present = list.some((item) => item.id === product.id);
  const label = present ? t("inCompare", { name: product.name }) : t("add", { name: product.name });
  return (
    <button
      type="button"
      onClick={() => add(product)}
      aria-label={label}
      title={label}
      data-in-compare={present}
      data-testid={look === "card" ? "card-add-to-compare" : "add-to-compare"}
      // On cards the arrows are drawn by the stylesheet (.i-compare), so no card carries a copy.
      className={
        look === "card"
          ? "icon-btn i-compare"
          : "flex h-11 w-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 bg-white text-muted hover:border-brand-700 hover:text-brand-700 data-[in-compare=true]:border-brand-700 data-[in-compare=true]:bg-brand-700 data-[in-compare=true]:text-white"
      }
    >
      {look === "panel" && <CompareIcon />}
    </button>
  );
}

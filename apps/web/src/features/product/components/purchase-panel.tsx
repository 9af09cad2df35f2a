"use client";

import type { Locale } from "@souq/contract/locale";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { PriceDisplay } from "@/components/catalog/price-display.tsx";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate.tsx";
import { QuantityStepper } from "@/components/ui/quantity-stepper.tsx";
import { productPickerName, useProductChoice } from "./product-choice.tsx";
import { PurchaseButtons } from "./purchase-buttons.tsx";
import { StockState } from "./stock-state.tsx";
import { VariantPicker } from "./variant-picker.tsx";

/** The id of the main purchase buttons; the sticky bar appears once they scroll out of view. */
export const purchaseActionsId = "purchase-actions";

/**
 * Price and stock of the current choice, when it would arrive, the options, quantity and the
 * purchase buttons.
 */
export function PurchasePanel({
  locale,
  productId,
  extras,
  preview = false,
}: {
  locale: Locale;
  productId: number;
  /** The buttons beside add to cart that other features own (compare), from the composing page. */
  extras?: ReactNode;
  /** A vendor's preview of a product shoppers cannot buy yet: the choice without buying. */
  preview?: boolean;
}) {
  const choice = useProductChoice();
  const t = useTranslations("ProductPage");
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-1" data-testid="product-price">
        <PriceDisplay view={choice.price} locale={locale} size="xl" />
        <StockState stock={choice.stock} unavailable={choice.unavailable} />
      </div>
      {!preview && <DeliveryEstimate productIds={[productId]} hidden={choice.stock === 0} />}
      <VariantPicker choice={choice} name={productPickerName} asked={choice.asked} />
      <QuantityStepper
        value={choice.quantity}
        max={choice.stock}
        onChange={choice.setQuantity}
        label={t("quantity")}
        decreaseLabel={t("decrease")}
        increaseLabel={t("increase")}
      />
      {!preview && (
        <div id={purchaseActionsId}>
          <PurchaseButtons
            choice={{
              productId,
              variantId: choice.variant?.id ?? null,
              quantity: choice.quantity,
              soldOut: choice.stock === 0,
            }}
            testId="purchase-buttons"
            extras={extras}
          />
        </div>
      )}
    </div>
  );
}

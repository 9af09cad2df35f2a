"use client";

import { useTranslations } from "next-intl";
import { useId } from "react";

/** The most units of one product a shopper may put in the cart at once. */
export const maxQuantity = 99;

/** Quantity from 1 to the stock (at most 99): minus and plus buttons around a number field. */
export function QuantityStepper({
  value,
  max,
  onChange,
}: {
  value: number;
  /** Units in stock for the current choice; 0 disables the stepper. */
  max: number;
  onChange: (value: number) => void;
}) {
  const t = useTranslations("ProductPage");
  const id = useId();
  const limit = Math.min(max, maxQuantity);
  const disabled = limit < 1;
  const set = (next: number) => onChange(Math.max(1, Math.min(limit, Math.round(next) || 1)));
  const buttonClass =
    "flex h-10 w-10 items-center justify-center text-lg font-bold text-ink hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t("quantity")}
      </label>
      <div className="flex w-fit items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
        <button
          type="button"
          className={buttonClass}
          onClick={() => set(value - 1)}
          disabled={disabled || value <= 1}
          aria-label={t("decrease")}
          aria-controls={id}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, limit)}
          value={disabled ? 1 : value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
          className="h-10 w-14 border-x border-gray-300 text-center tabular-nums text-ink [appearance:textfield] disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          data-testid="quantity"
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= limit}
          aria-label={t("increase")}
          aria-controls={id}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

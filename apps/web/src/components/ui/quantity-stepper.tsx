"use client";

import { useId } from "react";

/** The most units of one product a cart line may hold. */
export const maxQuantity = 99;

/**
 * Quantity from 1 to `max` (at most 99): minus and plus buttons around a number field. A value
 * above `max` (a cart line whose stock ran short) is shown as it is and can only go down.
 */
export function QuantityStepper({
  value,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  hideLabel = false,
  testId = "quantity",
}: {
  value: number;
  /** Units in stock for the current choice; 0 disables the stepper. */
  max: number;
  onChange: (value: number) => void;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  /** Keeps the label for screen readers only (a table column already names it). */
  hideLabel?: boolean;
  testId?: string;
}) {
  const id = useId();
  const limit = Math.min(max, maxQuantity);
  const disabled = limit < 1;
  const set = (next: number) => onChange(Math.max(1, Math.min(limit, Math.round(next) || 1)));
  const buttonClass =
    "flex h-10 w-10 items-center justify-center text-lg font-bold text-ink hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? "sr-only" : "text-sm font-semibold text-ink"}>
        {label}
      </label>
      <div className="flex w-fit items-center overflow-hidden rounded-lg border border-gray-300 bg-white">
        <button
          type="button"
          className={buttonClass}
          onClick={() => set(Math.min(value, limit + 1) - 1)}
          disabled={disabled || value <= 1}
          aria-label={decreaseLabel}
          aria-controls={id}
          data-testid={`${testId}-decrease`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, limit, value)}
          value={disabled ? value || 1 : value}
          disabled={disabled}
          onChange={(event) => set(Number(event.target.value))}
          className="h-10 w-14 border-x border-gray-300 text-center tabular-nums text-ink [appearance:textfield] disabled:opacity-60 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          data-testid={testId}
        />
        <button
          type="button"
          className={buttonClass}
          onClick={() => set(value + 1)}
          disabled={disabled || value >= limit}
          aria-label={increaseLabel}
          aria-controls={id}
          data-testid={`${testId}-increase`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

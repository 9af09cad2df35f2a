"use client";

import { useTranslations } from "next-intl";
import type { VariantChoice } from "./use-variant-choice.ts";

/**
 * Colour swatches and sizes as two radio groups (arrow keys move between options, as native
 * radios do in either direction). A sold-out option stays choosable, so its state can be seen.
 */
export function VariantPicker({ choice, name }: { choice: VariantChoice; name: string }) {
  const t = useTranslations("ProductPage");
  const chosenColour = choice.colours.find((option) => option.hex === choice.colour);
  return (
    <div className="flex flex-col gap-4">
      {choice.colours.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t("colour")}
            {chosenColour && <span className="font-normal text-muted">: {chosenColour.name}</span>}
          </legend>
          <div className="flex flex-wrap gap-2">
            {choice.colours.map((option) => (
              <label
                key={option.hex}
                title={option.name}
                className="relative flex h-9 w-9 cursor-pointer items-center justify-center rounded-full border border-gray-300 has-[:checked]:border-transparent has-[:checked]:ring-2 has-[:checked]:ring-brand-700 has-[:checked]:ring-offset-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-4 has-[:focus-visible]:outline-brand-600"
              >
                <input
                  type="radio"
                  name={`${name}-colour`}
                  value={option.hex}
                  checked={choice.colour === option.hex}
                  onChange={() => choice.setColour(option.hex)}
                  className="sr-only"
                  data-testid="colour-option"
                />
                <span
                  aria-hidden="true"
                  className="h-7 w-7 rounded-full border border-black/10"
                  style={{ backgroundColor: option.hex }}
                />
                {!option.available && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 top-1/2 h-0.5 -rotate-45 bg-gray-500"
                  />
                )}
                <span className="sr-only">
                  {option.available ? option.name : t("optionSoldOut", { option: option.name })}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {choice.sizes.length > 0 && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t("size")}</legend>
          <div className="flex flex-wrap gap-2">
            {choice.sizes.map((option) => (
              <label
                key={option.size}
                className={`min-w-11 cursor-pointer rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-center text-sm font-semibold text-ink hover:border-brand-600 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${option.available ? "" : "text-muted line-through"}`}
              >
                <input
                  type="radio"
                  name={`${name}-size`}
                  value={option.size}
                  checked={choice.size === option.size}
                  onChange={() => choice.setSize(option.size)}
                  className="sr-only"
                  data-testid="size-option"
                />
                <span dir="auto">{option.size}</span>
                {!option.available && <span className="sr-only"> ({t("soldOut")})</span>}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

"use client";

import { useTranslations } from "next-intl";
import type { OptionGroup, VariantChoice } from "./use-variant-choice.ts";

/** The id of a picker's option group (its fieldset). */
function groupId(name: string, group: OptionGroup): string {
  return `${name}-${group}-options`;
}

/**
 * Brings the first option group still to choose into view and puts the focus on its first option
 * (focusing a radio does not choose it), so a shopper who asked to buy sees what is missing.
 */
export function showMissingOption(name: string, group: OptionGroup): void {
  const fieldset = document.getElementById(groupId(name, group));
  if (!fieldset) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  fieldset.scrollIntoView({ block: "center", behavior: still ? "auto" : "smooth" });
  fieldset.querySelector<HTMLInputElement>('input[type="radio"]')?.focus({ preventScroll: true });
}

/** "Choose a size": said in the group's legend, so it is read with the options it is about. */
function MissingNote({ group }: { group: OptionGroup }) {
  const t = useTranslations("ProductPage");
  return (
    <span className="mt-1 block font-semibold text-sale" data-testid="option-missing">
      {t(group === "colour" ? "chooseColour" : "chooseSize")}
    </span>
  );
}

/**
 * Colour swatches and sizes as two radio groups (arrow keys move between options, as native
 * radios do in either direction). A sold-out option stays choosable, so its state can be seen.
 * With `asked`, each group still to choose says so beside its options.
 */
export function VariantPicker({
  choice,
  name,
  asked = false,
}: {
  choice: VariantChoice;
  name: string;
  /** The shopper tried to buy before choosing every option. */
  asked?: boolean;
}) {
  const t = useTranslations("ProductPage");
  const chosenColour = choice.colours.find((option) => option.hex === choice.colour);
  const note = (group: OptionGroup) =>
    asked && choice.missing.includes(group) ? <MissingNote group={group} /> : null;
  return (
    <div className="flex flex-col gap-4">
      {choice.colours.length > 0 && (
        <fieldset id={groupId(name, "colour")}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t("colour")}
            {chosenColour && <span className="font-normal text-muted">: {chosenColour.name}</span>}
            {note("colour")}
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
        <fieldset id={groupId(name, "size")}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t("size")}
            {note("size")}
          </legend>
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

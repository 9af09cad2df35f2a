"use client";

import type { VendorProduct } from "@souq/contract/vendor-desk";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { FormField } from "@/components/ui/form-field.tsx";
import { FormError } from "@/components/ui/form-parts.tsx";
import { type ProductSaveState, saveProduct } from "@/features/vendor-desk/actions.ts";

type Editable = Pick<VendorProduct, "id" | "name" | "price" | "sale_price" | "stock" | "variants">;

/** A price as the field shows it: two decimals, Latin digits, no grouping (it is typed back). */
const priceText = (riyals: number | null) => (riyals === null ? "" : riyals.toFixed(2));

/**
 * A product's prices and stock, edited in place: the product's own, or each variant's (its label
 * heading its fields). Saving sends the row through the `saveProduct` action; each field's
 * message goes under it in the vendor's language, and the first field to fix, or the outcome,
 * takes focus.
 */
export function ProductEditor({ product }: { product: Editable }) {
  const t = useTranslations("VendorDesk.products");
  const locale = useLocale();
  const [state, setState] = useState<ProductSaveState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const fields = state.status === "error" ? state.fields : undefined;
  const kept = state.status === "error" ? state.values : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => setState(await saveProduct(state, formData)));
  };

  useEffect(() => {
    if (state.status === "idle") return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? outcome.current)?.focus();
  }, [state]);

  /** The three fields of a price row: the product's own (`prefix` "") or a variant's. */
  const row = (
    prefix: string,
    values: { price: number; sale_price: number | null; stock: number },
  ) => (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <FormField
        name={`${prefix}price`}
        label={t("price")}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        errors={fields?.[`${prefix}price`]}
        defaultValue={kept?.[`${prefix}price`] ?? priceText(values.price)}
      />
      <FormField
        name={`${prefix}sale_price`}
        label={t("salePrice")}
        required={false}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        hint={t("salePriceHint")}
        errors={fields?.[`${prefix}sale_price`]}
        defaultValue={kept?.[`${prefix}sale_price`] ?? priceText(values.sale_price)}
      />
      <FormField
        name={`${prefix}stock`}
        label={t("stock")}
        inputMode="numeric"
        dir="ltr"
        autoComplete="off"
        errors={fields?.[`${prefix}stock`]}
        defaultValue={kept?.[`${prefix}stock`] ?? String(values.stock)}
      />
    </div>
  );

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="product-editor"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="product_id" value={product.id} />
      {state.status === "error" && <FormError message={state.message} />}
      {product.variants.length === 0
        ? row("", product)
        : product.variants.map((variant, index) => (
            <fieldset
              key={variant.id}
              className="flex min-w-0 flex-col gap-2 border-t border-gray-200 pt-3"
              data-testid="variant-fields"
            >
              <legend className="float-start mb-2 w-full text-sm font-bold">
                <bdi>{variant.label}</bdi>
              </legend>
              <input type="hidden" name={`variants.${index}.id`} value={variant.id} />
              {row(`variants.${index}.`, variant)}
            </fieldset>
          ))}
      <div className="flex flex-wrap items-center justify-end gap-3">
        {state.status === "success" && (
          <p
            ref={outcome}
            tabIndex={-1}
            role="status"
            className="me-auto text-sm font-semibold text-brand-800 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            data-testid="product-saved"
          >
            {state.message}
          </p>
        )}
        <button
          type="submit"
          disabled={pending}
          aria-label={t("saveProduct", { product: product.name })}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          data-testid="product-save"
        >
          {pending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}

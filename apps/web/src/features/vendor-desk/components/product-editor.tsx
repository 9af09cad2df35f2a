"use client";

import type { VendorProduct } from "@souq/contract/vendor-desk";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useId, useRef, useState, useTransition } from "react";
import { FormError } from "@/components/ui/form-parts.tsx";
import { type ProductSaveState, saveProduct } from "@/features/vendor-desk/actions.ts";

type Editable = Pick<VendorProduct, "id" | "name" | "price" | "sale_price" | "stock" | "variants">;
type Prices = { price: number; sale_price: number | null; stock: number };

/** A price as the field shows it: two decimals, Latin digits, no grouping (it is typed back). */
const priceText = (riyals: number | null) => (riyals === null ? "" : riyals.toFixed(2));

const inputClass =
  "w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink tabular-nums outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale";

/** One number field of a row: its label (shown, or only read out in the variants' table), its message under it. */
function NumberField({
  name,
  label,
  labelClassName = "",
  decimal,
  required,
  describedBy,
  errors,
  defaultValue,
}: {
  name: string;
  label: string;
  labelClassName?: string;
  decimal: boolean;
  required: boolean;
  /** The id of a line that says what the field takes (the sale price's "leave empty"). */
  describedBy?: string;
  errors: string[] | undefined;
  defaultValue: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const described = [describedBy, errors?.length ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={`text-sm font-semibold ${labelClassName}`}>
        {label}
        {required && (
          <span aria-hidden="true" className="ms-0.5 text-sale">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={decimal ? "decimal" : "numeric"}
        dir="ltr"
        autoComplete="off"
        required={required}
        defaultValue={defaultValue}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={described || undefined}
        className={inputClass}
      />
      {errors?.length ? (
        <p id={errorId} className="text-xs text-sale">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A product's prices and stock, edited in place: the product's own in one row, or each variant's
 * in a table (a card per variant on a phone). Saving sends the row through the `saveProduct`
 * action; each field's message goes under it in the vendor's language, and the first field to
 * fix, or the outcome, takes focus.
 */
export function ProductEditor({ product }: { product: Editable }) {
  const t = useTranslations("VendorDesk.products");
  const locale = useLocale();
  const [state, setState] = useState<ProductSaveState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLParagraphElement>(null);
  const hintId = useId();
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

  /** The three fields of a row: the product's own (`prefix` "") or a variant's. */
  const fieldsOf = (prefix: string, values: Prices, labelClassName?: string) => (
    <>
      <NumberField
        name={`${prefix}price`}
        label={t("price")}
        labelClassName={labelClassName}
        decimal
        required
        errors={fields?.[`${prefix}price`]}
        defaultValue={kept?.[`${prefix}price`] ?? priceText(values.price)}
      />
      <NumberField
        name={`${prefix}sale_price`}
        label={t("salePrice")}
        labelClassName={labelClassName}
        decimal
        required={false}
        describedBy={hintId}
        errors={fields?.[`${prefix}sale_price`]}
        defaultValue={kept?.[`${prefix}sale_price`] ?? priceText(values.sale_price)}
      />
      <NumberField
        name={`${prefix}stock`}
        label={t("stock")}
        labelClassName={labelClassName}
        decimal={false}
        required
        errors={fields?.[`${prefix}stock`]}
        defaultValue={kept?.[`${prefix}stock`] ?? String(values.stock)}
      />
    </>
  );

  const variantColumns = "sm:grid-cols-[minmax(0,1.3fr)_repeat(3,minmax(0,1fr))]";
  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
      data-testid="product-editor"
    >
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="product_id" value={product.id} />
      {state.status === "error" && <FormError message={state.message} />}
      {product.variants.length === 0 ? (
        <div className="grid grid-cols-2 items-start gap-3 sm:grid-cols-3 lg:max-w-2xl">
          {fieldsOf("", product)}
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          {/* The table's heading, for the eye; each field is labelled for itself. */}
          <div
            aria-hidden="true"
            className={`hidden gap-3 border-b border-gray-200 pb-1 text-xs font-semibold text-muted sm:grid ${variantColumns}`}
          >
            <span>{t("option")}</span>
            <span>{t("price")}</span>
            <span>{t("salePrice")}</span>
            <span>{t("stock")}</span>
          </div>
          {product.variants.map((variant, index) => {
            const labelId = `${hintId}-variant-${variant.id}`;
            return (
              <fieldset
                key={variant.id}
                aria-labelledby={labelId}
                className={`m-0 grid min-w-0 grid-cols-2 items-start gap-x-3 gap-y-2 rounded-xl border border-gray-200 p-3 sm:rounded-none sm:border-0 sm:border-b sm:border-gray-100 sm:p-0 sm:pb-2 ${variantColumns}`}
                data-testid="variant-fields"
              >
                <span
                  id={labelId}
                  className="col-span-2 min-w-0 break-words text-sm font-semibold sm:col-span-1 sm:pt-2"
                >
                  <bdi>{variant.label}</bdi>
                </span>
                <input type="hidden" name={`variants.${index}.id`} value={variant.id} />
                {fieldsOf(`variants.${index}.`, variant, "sm:sr-only")}
              </fieldset>
            );
          })}
        </div>
      )}
      <p id={hintId} className="text-xs text-muted">
        {t("salePriceHint")}
      </p>
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

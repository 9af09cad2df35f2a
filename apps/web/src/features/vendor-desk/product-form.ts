import {
  type VendorProductChangeRequest,
  vendorProductChangeRequest,
} from "@souq/contract/vendor-desk";
import type { FieldErrors } from "@/lib/forms/form-state.ts";
import { formText, type Translate } from "@/lib/forms/parse-form.ts";

/**
 * A product's row of the desk's product list is one form: the product's own price, sale price and
 * stock, or, for a product with variants, each variant's (`variants.{n}.id`, `variants.{n}.price`,
 * …, in the order the row shows them). Field names are the paths the API names in its 422
 * (`variants.0.stock`), so its messages and ours go beside the same fields.
 */

/** The most variants one form may carry (the contract's bound). */
const maxVariants = 200;
const variantField = /^variants\.(\d{1,3})\.(id|price|sale_price|stock)$/;
const ownFields = ["price", "sale_price", "stock"] as const;

/** What the vendor typed, by field name (the values a refused form keeps). */
export type ProductFormText = Record<string, string>;

/** The typed text of a row's fields, by name; unknown names are ignored. */
export function productFormText(formData: FormData): ProductFormText {
  const text: ProductFormText = {};
  for (const name of ownFields) if (formData.has(name)) text[name] = formText(formData, name);
  for (const name of formData.keys()) {
    const match = variantField.exec(name);
    if (match && Number(match[1]) < maxVariants) text[name] = formText(formData, name);
  }
  return text;
}

/** The change's body: the variants in their order when the row has any, else the product's own. */
function changeInput(text: ProductFormText): Record<string, unknown> {
  const rows = new Map<number, Record<string, string>>();
  for (const [name, value] of Object.entries(text)) {
    const match = variantField.exec(name);
    if (!match) continue;
    const row = rows.get(Number(match[1])) ?? {};
    row[match[2] as string] = value;
    rows.set(Number(match[1]), row);
  }
  if (rows.size > 0) {
    const variants = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
    return { variants };
  }
  return Object.fromEntries(
    ownFields.filter((name) => name in text).map((name) => [name, text[name]]),
  );
}

export type ProductChange =
  | { ok: true; body: VendorProductChangeRequest }
  | { ok: false; fields: FieldErrors };

/**
 * Reads a row against the contract's change schema on the server: the body to send, or each
 * field's message in the vendor's language (`VendorDesk.products.errors`). A sale price at or
 * above its price in the same row is refused here too, beside the sale price; the API also checks
 * it against the stored price. A problem with no field the vendor types (a variant's id, nothing
 * to change) leaves `fields` empty: the page is out of date.
 */
export function readProductChange(text: ProductFormText, t: Translate): ProductChange {
  const parsed = vendorProductChangeRequest.safeParse(changeInput(text));
  const fields: FieldErrors = {};
  const add = (field: string, message: string) => {
    if (!fields[field]) fields[field] = [message];
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join(".");
      const last = issue.path[issue.path.length - 1];
      if (last === "price" || last === "sale_price") add(field, t("errors.price"));
      else if (last === "stock") add(field, t("errors.stock"));
    }
    return { ok: false, fields };
  }
  const rows: { prefix: string; price?: number; sale_price?: number | null }[] = parsed.data
    .variants
    ? parsed.data.variants.map((variant, index) => ({ ...variant, prefix: `variants.${index}.` }))
    : [{ ...parsed.data, prefix: "" }];
  for (const row of rows) {
    if (row.price !== undefined && row.sale_price != null && row.sale_price >= row.price)
      add(`${row.prefix}sale_price`, t("errors.salePriceBelow"));
  }
  return Object.keys(fields).length > 0 ? { ok: false, fields } : { ok: true, body: parsed.data };
}

/** A cleared sale price is sent as an empty field: form data has no null, and the API reads "" as none. */
function wireRow<Row extends { sale_price?: number | null }>(row: Row) {
  const { sale_price, ...rest } = row;
  return sale_price === undefined ? rest : { ...rest, sale_price: sale_price ?? ("" as const) };
}

/** The change as the API client sends it (form data, where "" clears a sale price). */
export function productChangeBody(change: VendorProductChangeRequest) {
  const { variants, ...own } = change;
  return variants ? { ...wireRow(own), variants: variants.map(wireRow) } : wireRow(own);
}

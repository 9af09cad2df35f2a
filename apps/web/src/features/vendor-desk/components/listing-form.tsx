"use client";

import { sizeKinds } from "@souq/contract/catalog-rules";
import type { ProductStatus } from "@souq/contract/vendor-desk";
import { vendorProductLimits } from "@souq/contract/vendor-product-limits";
import { useLocale, useTranslations } from "next-intl";
import {
  type ChangeEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useTransition,
} from "react";
import { FormError } from "@/components/ui/form-parts.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import {
  type ListingSaveState,
  saveListing,
  uploadListingPicture,
} from "@/features/vendor-desk/actions.ts";
import {
  type CategoryChoice,
  emptySpec,
  emptyVariant,
  type ListingDraft,
  type ListingSpec,
  type ListingVariant,
  moved,
} from "@/features/vendor-desk/listing-draft.ts";
import { useRouter } from "@/i18n/navigation.tsx";
import type { FieldErrors } from "@/lib/forms/form-state.ts";
import { pageHref } from "@/lib/routing/pages.ts";

const inputClass =
  "w-full min-w-0 rounded-lg border border-gray-300 bg-white px-3 py-2 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-sale";
const smallButton =
  "rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-50";
const sectionClass =
  "m-0 flex min-w-0 flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";

/** One field with its label and, under it, the API's messages about it. */
function Field({
  name,
  label,
  errors,
  hint,
  children,
}: {
  name: string;
  label: string;
  errors: FieldErrors;
  hint?: string;
  children: (props: {
    id: string;
    name: string;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  }) => ReactNode;
}) {
  const id = useId();
  const messages = errors[name];
  const described = [hint ? `${id}-hint` : "", messages?.length ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children({
        id,
        name,
        ...(messages?.length ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {messages?.length ? (
        <p id={`${id}-error`} className="text-xs text-sale" data-testid="field-error">
          {messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

type TextKey = Exclude<keyof ListingDraft, "specs" | "variants" | "pictures">;

/**
 * The form of a product the vendor lists (ADR 55): names and descriptions in both languages (the
 * Arabic ones right to left), its category, prices and the sale's end, specifications and variants
 * as rows to add and remove, and pictures uploaded as soon as they are chosen, put in order with
 * buttons. The buttons save it as a draft, publish it or archive it; the API's messages go beside
 * their fields in the vendor's language and what was typed stays. A save shows a toast and opens
 * the saved product's edit page.
 */
export function ListingForm({
  id,
  status,
  initial,
  categories,
}: {
  /** The saved product's id; null for a new one. */
  id: number | null;
  status: ProductStatus | null;
  initial: ListingDraft;
  categories: CategoryChoice[];
}) {
  const t = useTranslations("VendorDesk.listing");
  const statusWords = useTranslations("VendorDesk.products.status");
  const sizeKindWords = useTranslations("Shop.filters.sizeKinds");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const [draft, setDraft] = useState(initial);
  const [state, setState] = useState<ListingSaveState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const [uploading, setUploading] = useState(0);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const outcome = useRef<HTMLDivElement>(null);
  const errors: FieldErrors = state.status === "error" ? (state.fields ?? {}) : {};

  useEffect(() => {
    if (state.status !== "error") return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? outcome.current)?.focus();
  }, [state]);

  const setText =
    (key: TextKey) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const value = event.target.value;
      setDraft((current) => ({ ...current, [key]: value }));
    };
  const setSpec = (index: number, key: keyof ListingSpec, value: string) =>
    setDraft((current) => ({
      ...current,
      specs: current.specs.map((spec, at) => (at === index ? { ...spec, [key]: value } : spec)),
    }));
  const setVariant = (index: number, key: keyof ListingVariant, value: string) =>
    setDraft((current) => ({
      ...current,
      variants: current.variants.map((variant, at) =>
        at === index ? { ...variant, [key]: value } : variant,
      ),
    }));

  const save = (asked?: ProductStatus) => {
    if (asked === "archived" && !window.confirm(t("archiveConfirm"))) return;
    startTransition(async () => {
      const next = await saveListing({ locale, id, draft, status: asked });
      setState(next);
      if (next.status !== "success") return;
      toast.success(next.message);
      if (id === next.id) {
        router.refresh();
        return;
      }
      // The new product's page may be kept, hidden, for Back: it starts empty again.
      setDraft(initial);
      setState({ status: "idle" });
      router.push(pageHref.vendorProduct({ id: next.id }));
    });
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = "";
    if (files.length === 0) return;
    setPictureError(null);
    const room = vendorProductLimits.pictures - draft.pictures.length - uploading;
    if (files.length > room) setPictureError(t("errors.tooManyPictures"));
    const chosen = files.slice(0, Math.max(room, 0));
    setUploading((count) => count + chosen.length);
    for (const file of chosen) {
      const formData = new FormData();
      formData.set("locale", locale);
      formData.set("picture", file);
      const answer = await uploadListingPicture(formData).catch(() => ({
        status: "error" as const,
        message: t("errors.pictureFailed"),
      }));
      setUploading((count) => count - 1);
      if (answer.status === "success") {
        setDraft((current) => ({ ...current, pictures: [...current.pictures, answer.picture] }));
      } else {
        setPictureError(answer.message);
      }
    }
  };

  const textField = (
    key: TextKey,
    label: string,
    options: { rtl?: boolean; long?: boolean } = {},
  ) => (
    <Field name={key} label={label} errors={errors}>
      {(props) =>
        options.long ? (
          <textarea
            {...props}
            dir={options.rtl ? "rtl" : "ltr"}
            rows={5}
            value={draft[key]}
            onChange={setText(key)}
            maxLength={vendorProductLimits.descriptionMax}
            className={inputClass}
          />
        ) : (
          <input
            {...props}
            type="text"
            dir={options.rtl ? "rtl" : "ltr"}
            value={draft[key]}
            onChange={setText(key)}
            className={inputClass}
          />
        )
      }
    </Field>
  );
  const numberField = (key: TextKey, label: string, decimal: boolean, hint?: string) => (
    <Field name={key} label={label} errors={errors} hint={hint}>
      {(props) => (
        <input
          {...props}
          type="text"
          inputMode={decimal ? "decimal" : "numeric"}
          dir="ltr"
          autoComplete="off"
          value={draft[key]}
          onChange={setText(key)}
          className={`${inputClass} tabular-nums`}
        />
      )}
    </Field>
  );
  const dateField = (key: "sale_starts_at" | "sale_ends_at", label: string) => (
    <Field name={key} label={label} errors={errors}>
      {(props) => (
        <input
          {...props}
          type="datetime-local"
          dir="ltr"
          value={draft[key]}
          onChange={setText(key)}
          className={inputClass}
        />
      )}
    </Field>
  );
  const rowField = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { rtl?: boolean; number?: boolean; decimal?: boolean } = {},
  ) => (
    <Field name={name} label={label} errors={errors}>
      {(props) => (
        <input
          {...props}
          type="text"
          dir={options.rtl ? "rtl" : "ltr"}
          {...(options.number ? { inputMode: options.decimal ? "decimal" : "numeric" } : {})}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClass}${options.number ? " tabular-nums" : ""}`}
        />
      )}
    </Field>
  );

  const published = status === "published";
  const busy = pending || uploading > 0;
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A new product is saved as a draft; a saved one keeps its status (an archived one too).
        save(status === null ? "draft" : undefined);
      }}
      className="flex min-w-0 flex-col gap-4"
      data-testid="listing-form"
    >
      <div ref={outcome} tabIndex={-1} className="outline-none">
        {state.status === "error" && <FormError message={state.message} />}
      </div>
      {status && (
        <p className="text-sm font-semibold" data-testid="listing-status" data-status={status}>
          {t("status", { status: statusWords(status) })}
        </p>
      )}

      <fieldset className={sectionClass} data-testid="listing-names">
        <legend className="float-start mb-1 font-bold">{t("names")}</legend>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {textField("name_en", t("nameEn"))}
          {textField("name_ar", t("nameAr"), { rtl: true })}
          {textField("description_en", t("descriptionEn"), { long: true })}
          {textField("description_ar", t("descriptionAr"), { rtl: true, long: true })}
        </div>
        <Field name="category_id" label={t("category")} errors={errors}>
          {(props) => (
            <select
              {...props}
              value={draft.category_id}
              onChange={setText("category_id")}
              className={`${inputClass} md:max-w-md`}
            >
              <option value="">{t("chooseCategory")}</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${"\u00a0\u00a0".repeat(category.depth)}${category.name}`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </fieldset>

      <fieldset className={sectionClass} data-testid="listing-prices">
        <legend className="float-start mb-1 font-bold">{t("prices")}</legend>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {numberField("price", t("price"), true)}
          {numberField("sale_price", t("salePrice"), true, t("salePriceHint"))}
          {draft.variants.length === 0 ? numberField("stock", t("stock"), false) : null}
        </div>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
          {dateField("sale_starts_at", t("saleStartsAt"))}
          {dateField("sale_ends_at", t("saleEndsAt"))}
        </div>
        <p className="text-xs text-muted">{t("saleDatesHint")}</p>
        {draft.variants.length > 0 && <p className="text-xs text-muted">{t("stockHint")}</p>}
      </fieldset>

      <fieldset className={sectionClass} data-testid="listing-specs">
        <legend className="float-start mb-1 font-bold">{t("specs")}</legend>
        {draft.specs.map((spec, index) => (
          <fieldset
            // Rows have no id of their own; their place is what the API's messages name.
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list
            key={index}
            className="m-0 flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 p-3"
            data-testid="spec-row"
          >
            <legend className="text-sm font-semibold">{t("spec", { number: index + 1 })}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
              {rowField(`specs.${index}.label_en`, t("labelEn"), spec.label_en, (value) =>
                setSpec(index, "label_en", value),
              )}
              {rowField(
                `specs.${index}.label_ar`,
                t("labelAr"),
                spec.label_ar,
                (value) => setSpec(index, "label_ar", value),
                { rtl: true },
              )}
              {rowField(`specs.${index}.value_en`, t("valueEn"), spec.value_en, (value) =>
                setSpec(index, "value_en", value),
              )}
              {rowField(
                `specs.${index}.value_ar`,
                t("valueAr"),
                spec.value_ar,
                (value) => setSpec(index, "value_ar", value),
                { rtl: true },
              )}
            </div>
            <button
              type="button"
              className={`${smallButton} w-fit`}
              onClick={() =>
                setDraft((current) => ({
                  ...current,
                  specs: current.specs.filter((_, at) => at !== index),
                }))
              }
            >
              {t("removeSpec", { number: index + 1 })}
            </button>
          </fieldset>
        ))}
        <button
          type="button"
          className={`${smallButton} w-fit`}
          disabled={draft.specs.length >= vendorProductLimits.specs}
          onClick={() =>
            setDraft((current) => ({ ...current, specs: [...current.specs, emptySpec()] }))
          }
          data-testid="add-spec"
        >
          {t("addSpec")}
        </button>
      </fieldset>

      <fieldset className={sectionClass} data-testid="listing-variants">
        <legend className="float-start mb-1 font-bold">{t("variants")}</legend>
        <p className="text-xs text-muted">{t("variantsHint")}</p>
        {draft.variants.map((variant, index) => {
          const at = (key: keyof ListingVariant) => `variants.${index}.${key}`;
          const field = (
            key: keyof ListingVariant,
            label: string,
            options?: { rtl?: boolean; number?: boolean; decimal?: boolean },
          ) =>
            rowField(
              at(key),
              label,
              variant[key],
              (value) => setVariant(index, key, value),
              options,
            );
          const hex = /^#[0-9A-Fa-f]{6}$/.test(variant.colour_hex) ? variant.colour_hex : null;
          return (
            <fieldset
              key={variant.id || `new-${index}`}
              className="m-0 flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 p-3"
              data-testid="variant-row"
            >
              <legend className="flex items-center gap-2 text-sm font-semibold">
                {t("variant", { number: index + 1 })}
                {hex && (
                  <span
                    aria-hidden="true"
                    className="inline-block h-4 w-4 rounded-full border border-gray-300"
                    style={{ backgroundColor: hex }}
                  />
                )}
              </legend>
              <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2 lg:grid-cols-5">
                {field("colour_en", t("colourEn"))}
                {field("colour_ar", t("colourAr"), { rtl: true })}
                {field("colour_hex", t("colourHex"))}
                {field("size_en", t("sizeEn"))}
                {field("size_ar", t("sizeAr"), { rtl: true })}
                <Field name={at("size_kind")} label={t("sizeKind")} errors={errors}>
                  {(props) => (
                    <select
                      {...props}
                      value={variant.size_kind}
                      onChange={(event) => setVariant(index, "size_kind", event.target.value)}
                      className={inputClass}
                    >
                      <option value="">{sizeKindWords("other")}</option>
                      {sizeKinds
                        .filter((kind) => kind !== "other")
                        .map((kind) => (
                          <option key={kind} value={kind}>
                            {sizeKindWords(kind)}
                          </option>
                        ))}
                    </select>
                  )}
                </Field>
                {field("price", t("price"), { number: true, decimal: true })}
                {field("sale_price", t("salePrice"), { number: true, decimal: true })}
                {field("stock", t("stock"), { number: true })}
                {draft.pictures.length > 0 && (
                  <Field name={at("picture")} label={t("variantPicture")} errors={errors}>
                    {(props) => (
                      <select
                        {...props}
                        value={
                          draft.pictures.some((picture) => picture.key === variant.picture)
                            ? variant.picture
                            : ""
                        }
                        onChange={(event) => setVariant(index, "picture", event.target.value)}
                        className={inputClass}
                        data-testid="variant-picture"
                      >
                        <option value="">{t("noVariantPicture")}</option>
                        {draft.pictures.map((picture, place) => (
                          <option key={picture.key} value={picture.key}>
                            {t("picture", { number: place + 1 })}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
              </div>
              <button
                type="button"
                className={`${smallButton} w-fit`}
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    variants: current.variants.filter((_, place) => place !== index),
                  }))
                }
              >
                {t("removeVariant", { number: index + 1 })}
              </button>
            </fieldset>
          );
        })}
        {errors.variants?.length ? (
          <p className="text-xs text-sale">{errors.variants.join(" ")}</p>
        ) : null}
        <button
          type="button"
          className={`${smallButton} w-fit`}
          disabled={draft.variants.length >= vendorProductLimits.variants}
          onClick={() =>
            setDraft((current) => ({ ...current, variants: [...current.variants, emptyVariant()] }))
          }
          data-testid="add-variant"
        >
          {t("addVariant")}
        </button>
      </fieldset>

      <fieldset className={sectionClass} data-testid="listing-pictures">
        <legend className="float-start mb-1 font-bold">{t("pictures")}</legend>
        <Field name="pictures" label={t("choosePictures")} errors={errors} hint={t("picturesHint")}>
          {(props) => (
            // The browser's own file button speaks the browser's language; this one the page's.
            <div className="flex">
              <input
                {...props}
                name="picture"
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                disabled={draft.pictures.length + uploading >= vendorProductLimits.pictures}
                onChange={upload}
                className="peer sr-only"
                data-testid="picture-input"
              />
              <label
                htmlFor={props.id}
                aria-hidden="true"
                className="cursor-pointer rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
              >
                {t("chooseFiles")}
              </label>
            </div>
          )}
        </Field>
        <p role="status" className="text-sm text-muted">
          {uploading > 0 ? t("uploading", { count: uploading }) : ""}
        </p>
        {pictureError && (
          <p role="alert" className="text-sm text-sale" data-testid="picture-error">
            {pictureError}
          </p>
        )}
        {draft.pictures.length > 0 && (
          <ol className="grid grid-cols-2 gap-2 sm:gap-3 md:grid-cols-4" data-testid="picture-list">
            {draft.pictures.map((picture, index) => {
              const number = index + 1;
              const messages = errors[`pictures.${index}`];
              return (
                <li
                  key={picture.key}
                  className="flex min-w-0 flex-col gap-2 rounded-xl border border-gray-200 p-2"
                  data-testid="picture-preview"
                  data-key={picture.key}
                >
                  <ResponsivePicture
                    picture={picture.picture}
                    alt={t("picture", { number })}
                    sizes="200px"
                    className="aspect-square w-full rounded-lg bg-gray-100 object-contain"
                  />
                  {messages?.length ? (
                    <p className="text-xs text-sale">{messages.join(" ")}</p>
                  ) : null}
                  <div className="flex flex-wrap gap-1">
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === 0}
                      aria-label={t("moveEarlier", { number })}
                      onClick={() =>
                        setDraft((current) => ({
                          ...current,
                          pictures: moved(current.pictures, index, -1),
                        }))
                      }
                    >
                      <span aria-hidden="true">{locale === "ar" ? "→" : "←"}</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      disabled={index === draft.pictures.length - 1}
                      aria-label={t("moveLater", { number })}
                      onClick={() =>
                        setDraft((current) => ({
                          ...current,
                          pictures: moved(current.pictures, index, 1),
                        }))
                      }
                    >
                      <span aria-hidden="true">{locale === "ar" ? "←" : "→"}</span>
                    </button>
                    <button
                      type="button"
                      className={smallButton}
                      aria-label={t("removePicture", { number })}
                      onClick={() =>
                        setDraft((current) => ({
                          ...current,
                          pictures: current.pictures.filter((_, at) => at !== index),
                        }))
                      }
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </fieldset>

      <div className="flex flex-wrap items-center justify-end gap-3">
        {pending && (
          <p role="status" className="me-auto text-sm text-muted">
            {t("saving")}
          </p>
        )}
        {published ? (
          <>
            <button
              type="button"
              disabled={busy}
              onClick={() => save("archived")}
              className="rounded-lg border border-sale px-4 py-2.5 font-semibold text-sale hover:bg-red-50 disabled:opacity-60"
              data-testid="archive-product"
            >
              {t("archive")}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              data-testid="save-product"
            >
              {t("save")}
            </button>
          </>
        ) : (
          <>
            <button
              type="submit"
              disabled={busy}
              className="rounded-lg border border-brand-700 bg-white px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
              data-testid={status === "archived" ? "save-product" : "save-draft"}
            >
              {status === "archived" ? t("save") : t("saveDraft")}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => save("published")}
              className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
              data-testid="publish-product"
            >
              {status === "archived" ? t("publishAgain") : t("publish")}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

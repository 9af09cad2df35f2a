"use client";

import type { Address } from "@souq/contract/addresses";
import { gulfCountries, gulfCountryCodeOf } from "@souq/contract/gulf-countries";
import type { Locale } from "@souq/contract/locale";
import { maxPhoneInputLength } from "@souq/contract/phone-rules";
import { useLocale, useTranslations } from "next-intl";
import { type FormEvent, useEffect, useRef, useState, useTransition } from "react";
import { FormField, SelectField } from "@/components/ui/form-field.tsx";
import { FormError, SubmitButton } from "@/components/ui/form-parts.tsx";
import { useToast } from "@/components/ui/toaster.tsx";
import { type AddressChangeState, saveAddress } from "@/features/account/addresses/actions.ts";

type FieldName =
  | "recipient_name"
  | "phone"
  | "short_code"
  | "building_number"
  | "street"
  | "district"
  | "city_name"
  | "country_name"
  | "zip_code"
  | "state";
type FieldLabel =
  | "recipientName"
  | "phone"
  | "shortCode"
  | "buildingNumber"
  | "street"
  | "district"
  | "city"
  | "country"
  | "zipCode"
  | "state";

interface AddressFormProps {
  /** The address being changed; a new one when absent. */
  address?: Address;
  /** Called after a successful save, with the API's message already shown. */
  onSaved(): void;
  onCancel(): void;
  /** Puts the cursor in the first field as the form appears (it was opened by a button). */
  focusOnOpen?: boolean;
}

/**
 * Adds or changes an address as Saudi shoppers write it (ADR 52): who receives it, the phone, the
 * National Address short code and building number (both optional), street, district, city,
 * region, postal code and country. Codes and the phone read left to right. An address saved as
 * one line (before these fields, or by another client) opens with that line as its street. What
 * was typed stays after an error, with each field's message under it and the API's message in a
 * toast.
 */
export function AddressForm({ address, onSaved, onCancel, focusOnOpen }: AddressFormProps) {
  const t = useTranslations("Addresses");
  const locale = useLocale() as Locale;
  const toast = useToast();
  const [state, setState] = useState<AddressChangeState>({ status: "idle" });
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnOpen)
      formRef.current?.querySelector<HTMLInputElement>('input[name="recipient_name"]')?.focus();
  }, [focusOnOpen]);
  // After an error the fields are drawn again with what was typed: the cursor goes to the first
  // field to fix.
  useEffect(() => {
    if (state.status !== "error") return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);
  const typed = state.status === "error" ? state.values : undefined;
  const errors = state.status === "error" ? (state.fields ?? {}) : {};
  const hasFieldErrors = Object.keys(errors).length > 0;
  const countryOfAddress = address ? gulfCountryCodeOf(address.country_name) : undefined;
  /** A field's name, label, value (what was typed, else what is saved) and messages. */
  const field = (name: FieldName, label: FieldLabel, saved: string | undefined) => ({
    name,
    label: t(`fields.${label}`),
    defaultValue: typed?.[name] ?? saved ?? "",
    errors: errors[name],
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const result = await saveAddress(state, formData);
      setState(result);
      if (result.status === "success") {
        toast.success(result.message);
        onSaved();
      } else if (result.status === "error") {
        toast.error(result.message);
      }
    });
  };
  const titleId = address ? `edit-address-${address.id}` : "new-address";
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      // A new key after each error redraws the fields with what was typed.
      key={state.status === "error" ? JSON.stringify(state.values) : "form"}
      className="flex flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="address-form"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {address ? t("editTitle") : t("addTitle")}
      </h2>
      <input type="hidden" name="locale" value={locale} />
      {address && <input type="hidden" name="id" value={address.id} />}
      {/* Field errors speak under their fields; a message about the whole form stays here. */}
      {state.status === "error" && !hasFieldErrors && <FormError message={state.message} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          {...field("recipient_name", "recipientName", address?.recipient_name)}
          autoComplete="name"
          maxLength={80}
        />
        <FormField
          {...field("phone", "phone", address?.phone)}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={maxPhoneInputLength}
          hint={t("fields.phoneHint")}
        />
        <SelectField
          {...field("country_name", "country", countryOfAddress ?? "SA")}
          autoComplete="country"
          options={gulfCountries.map((country) => ({
            value: country.code,
            label: country[locale],
          }))}
        />
        <FormField
          {...field("short_code", "shortCode", address?.short_code)}
          autoComplete="off"
          dir="ltr"
          maxLength={12}
          required={false}
          hint={t("fields.shortCodeHint")}
        />
        <FormField
          {...field("street", "street", address ? address.street || address.address : undefined)}
          autoComplete="address-line1"
          maxLength={120}
        />
        <FormField
          {...field("building_number", "buildingNumber", address?.building_number)}
          inputMode="numeric"
          dir="ltr"
          maxLength={10}
          required={false}
          hint={t("fields.buildingNumberHint")}
        />
        <FormField
          {...field("district", "district", address?.district)}
          autoComplete="address-level3"
          maxLength={80}
        />
        <FormField
          {...field("city_name", "city", address?.city_name)}
          autoComplete="address-level2"
          maxLength={80}
        />
        <FormField
          {...field("state", "state", address?.state)}
          autoComplete="address-level1"
          maxLength={80}
          required={false}
        />
        <FormField
          {...field("zip_code", "zipCode", address?.zip_code)}
          autoComplete="postal-code"
          inputMode="numeric"
          dir="ltr"
          maxLength={10}
          required={false}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <SubmitButton disabled={pending}>{pending ? t("saving") : t("save")}</SubmitButton>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-lg border border-gray-300 px-4 py-2.5 font-semibold text-ink hover:bg-gray-50"
        >
          {t("cancel")}
        </button>
      </div>
    </form>
  );
}

"use server";

import { type AddressInput, addressRequest } from "@souq/contract/addresses";
import { addressEndpoints } from "@souq/contract/endpoints/addresses";
import type { Locale } from "@souq/contract/locale";
import { recordId } from "@souq/contract/params";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import type { FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { formText, parseForm } from "@/lib/forms/parse-form.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";
import { describeAddressProblem, withMissingParts } from "./address-field-errors.ts";

/** What the address form or an address's buttons show after a change: success or what to fix. */
export type AddressChangeState = FormState;

/**
 * The form's fields: a Saudi National Address, so `street` is always sent and the API writes the
 * one-line `address` from the parts (ADR 52).
 */
const addressFields = [
  "recipient_name",
  "phone",
  "short_code",
  "building_number",
  "street",
  "district",
  "city_name",
  "country_name",
  "zip_code",
  "state",
] as const satisfies readonly (keyof AddressInput)[];

/** The answer of a change as the page shows it: the API's message, or why it failed. */
async function stateOf(
  result: ApiResult<{ message: string }>,
  locale: Locale,
  values?: Record<string, string>,
): Promise<AddressChangeState> {
  if (result.ok) return { status: "success", message: result.data.message };
  const t = await getTranslations({ locale, namespace: "Addresses.errors" });
  return refusalOf(result, {
    fallback: await errorOccurred(locale),
    byStatus: { 401: t("signedOut") },
    values,
  });
}

/**
 * Adds an address, or changes one when the form names its id: checks the input against the
 * contract (the same phone and country rules as the API) and the session, then lets the API
 * decide, which answers 404 for an address that is not the shopper's own.
 */
export async function saveAddress(
  _previous: AddressChangeState,
  formData: FormData,
): Promise<AddressChangeState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "Addresses.errors" });
  const input = parseForm(formData, {
    schema: addressRequest,
    fields: addressFields,
    keep: addressFields,
    describe: describeAddressProblem(t),
  });
  const { values } = input;
  const rawId = formText(formData, "id");
  const id = rawId === "" ? null : recordId.safeParse(rawId);
  if (id && !id.success) return { status: "error", message: await errorOccurred(locale), values };
  if (!input.ok) {
    const fields = withMissingParts(input.fields, values, t("required"));
    return { status: "error", message: t("check"), fields, values };
  }
  const session = await readSessionCookie();
  if (!session) return { status: "error", message: t("signedOut"), values };
  const result = id
    ? await callEndpoint(addressEndpoints.update, {
        params: { id: id.data },
        body: input.data,
        locale,
        token: session.token,
      })
    : await callEndpoint(addressEndpoints.create, {
        body: input.data,
        locale,
        token: session.token,
      });
  return stateOf(result, locale, values);
}

/** Which change an address's own buttons ask for. */
type AddressCommand = "delete" | "set-default";

/** Deletes one of the shopper's addresses, or makes it the default. */
export async function changeAddress(
  command: AddressCommand,
  addressId: number,
  localeName: string,
): Promise<AddressChangeState> {
  const locale = localeOf(localeName);
  const id = recordId.safeParse(addressId);
  const session = await readSessionCookie();
  if (!id.success || !session || (command !== "delete" && command !== "set-default")) {
    const t = await getTranslations({ locale, namespace: "Addresses.errors" });
    return { status: "error", message: session ? await errorOccurred(locale) : t("signedOut") };
  }
  const call = { params: { id: id.data }, locale, token: session.token };
  const result =
    command === "delete"
      ? await callEndpoint(addressEndpoints.remove, call)
      : await callEndpoint(addressEndpoints.setDefault, call);
  return stateOf(result, locale);
}

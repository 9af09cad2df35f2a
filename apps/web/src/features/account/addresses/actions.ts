"use server";

import { type AddressInput, addressCheckMessages, addressRequest } from "@souq/contract/addresses";
import { addressEndpoints } from "@souq/contract/endpoints/addresses";
import type { Locale } from "@souq/contract/locale";
import { recordId } from "@souq/contract/params";
import { getTranslations } from "next-intl/server";
import type { z } from "zod";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import { type FormOutcome, formText, localeOrEnglish } from "@/lib/forms/form-values.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** What the address form or an address's buttons show after a change: success or what to fix. */
export type AddressChangeState = FormOutcome;

const addressFields = [
  "phone",
  "address",
  "city_name",
  "country_name",
  "zip_code",
  "state",
] as const satisfies readonly (keyof AddressInput)[];

/** Field messages for input the contract refuses, in the shopper's language; one per field. */
async function fieldErrors(error: z.ZodError, locale: Locale): Promise<Record<string, string[]>> {
  const t = await getTranslations({ locale, namespace: "Addresses.errors" });
  const custom: Record<string, string> = {
    [addressCheckMessages.phone]: t("phone"),
    [addressCheckMessages.country]: t("country"),
    [addressCheckMessages.zipCode]: t("zipCode"),
  };
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (fields[field]) continue;
    const message =
      issue.code === "custom"
        ? (custom[issue.message] ?? t("check"))
        : issue.code === "too_big"
          ? t("tooLong", { maximum: String(issue.maximum) })
          : issue.code === "too_small" && issue.minimum !== 1
            ? t("tooShort", { minimum: String(issue.minimum) })
            : t("required");
    fields[field] = [message];
  }
  return fields;
}

/** The answer of a change as the page shows it: the API's message, or why it failed. */
async function stateOf(
  result: ApiResult<{ message: string }>,
  locale: Locale,
  values?: Record<string, string>,
): Promise<AddressChangeState> {
  if (result.ok) return { status: "success", message: result.data.message };
  const t = await getTranslations({ locale, namespace: "Addresses.errors" });
  return {
    status: "error",
    message: result.status === 401 ? t("signedOut") : (result.message ?? t("failed")),
    fields: result.errors,
    values,
  };
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
  const locale = localeOrEnglish(formData.get("locale"));
  const t = await getTranslations({ locale, namespace: "Addresses.errors" });
  const values = Object.fromEntries(addressFields.map((name) => [name, formText(formData, name)]));
  const rawId = formText(formData, "id");
  const id = rawId === "" ? null : recordId.safeParse(rawId);
  if (id && !id.success) return { status: "error", message: t("failed"), values };
  const input = addressRequest.safeParse(values);
  if (!input.success) {
    return {
      status: "error",
      message: t("check"),
      fields: await fieldErrors(input.error, locale),
      values,
    };
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
  const locale = localeOrEnglish(localeName);
  const id = recordId.safeParse(addressId);
  const session = await readSessionCookie();
  if (!id.success || !session || (command !== "delete" && command !== "set-default")) {
    const t = await getTranslations({ locale, namespace: "Addresses.errors" });
    return { status: "error", message: session ? t("failed") : t("signedOut") };
  }
  const call = { params: { id: id.data }, locale, token: session.token };
  const result =
    command === "delete"
      ? await callEndpoint(addressEndpoints.remove, call)
      : await callEndpoint(addressEndpoints.setDefault, call);
  return stateOf(result, locale);
}

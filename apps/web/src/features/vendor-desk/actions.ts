"use server";

import type { Endpoint } from "@souq/contract/endpoint";
import { vendorDeskEndpoints } from "@souq/contract/endpoints/vendor-desk";
import { recordId } from "@souq/contract/params";
import {
  type ProductStatus,
  productStatus,
  type VendorShipment,
  vendorAdvanceRequest,
  vendorConversationReplyRequest,
  vendorProductLimits,
} from "@souq/contract/vendor-desk";
import { refresh, revalidateTag, updateTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import { catalogTag, productTag } from "@/lib/api/catalog-cache.server.ts";
import type { EndpointCall, EndpointInput, SuccessBody } from "@/lib/api/endpoint-request.ts";
import { refusalOf } from "@/lib/forms/api-refusal.ts";
import type { FieldErrors, FormRefusal, FormState } from "@/lib/forms/form-state.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import { formText, parseForm } from "@/lib/forms/parse-form.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";
import { describeAdvanceProblem } from "./advance-field-errors.ts";
import { type ListingDraft, type ListingPicture, listingBody } from "./listing-draft.ts";
import { productChangeBody, productFormText, readProductChange } from "./product-form.ts";
import { describeReplyProblem } from "./reply-field-errors.ts";

/** The words every desk action shares: a failure, a form to check, a session that ended. */
type DeskWords = (key: "errors.failed" | "errors.check" | "errors.signedOut") => string;

/**
 * A form refused before it was sent: with messages beside the typed fields, "check the form";
 * without any (only hidden fields were wrong: a page out of date), the action's failure.
 */
function refusedForm<Values extends object>(
  t: DeskWords,
  fields: FieldErrors,
  values: Values,
): FormRefusal<Values> {
  if (Object.keys(fields).length === 0)
    return { status: "error", message: t("errors.failed"), values };
  return { status: "error", message: t("errors.check"), fields, values };
}

/**
 * Sends a desk change as the signed-in staff. A missing session, or one the API refuses (401, or
 * 403 for an account that is no longer the vendor's staff), says to sign in again; any other
 * refusal is the API's, in the vendor's language.
 */
async function sendAsStaff<E extends Endpoint & { session: "required" }, Values extends object>(
  endpoint: E,
  input: Omit<EndpointInput<E>, "token">,
  t: DeskWords,
  values: Values,
): Promise<{ ok: true; data: SuccessBody<E> } | { ok: false; refusal: FormRefusal<Values> }> {
  const session = await readSessionCookie();
  const signedOut = t("errors.signedOut");
  if (!session) return { ok: false, refusal: { status: "error", message: signedOut, values } };
  // A generic E leaves its caller type unresolved; a required session is what makes `token` valid.
  const call = { ...input, token: session.token } as unknown as EndpointCall<E>;
  const result = await callEndpoint(endpoint, call);
  if (result.ok) return { ok: true, data: result.data };
  const refusal = refusalOf(result, {
    fallback: t("errors.failed"),
    byStatus: { 401: signedOut, 403: signedOut },
    values,
  });
  return { ok: false, refusal };
}

/** A step form after its attempt: what it typed comes back after a refusal. */
export type AdvanceState = FormState<{ carrier: string; tracking_number: string; reason: string }>;

/**
 * Moves one of the vendor's shipments on a step (the button's `status`), with the carrier and
 * tracking number to ship it or a reason to cancel it. The API takes only the next forward step,
 * once; it decides whose shipment it is from the token. The page is drawn again with the answer.
 */
export async function advanceShipment(
  _previous: AdvanceState,
  formData: FormData,
): Promise<AdvanceState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "VendorDesk.shipment" });
  const id = recordId.safeParse(formText(formData, "shipment_id"));
  const input = parseForm(formData, {
    schema: vendorAdvanceRequest,
    fields: ["status", "carrier", "tracking_number", "reason"],
    keep: ["carrier", "tracking_number", "reason"],
    describe: describeAdvanceProblem(t),
  });
  const { values } = input;
  // Only the carrier, the number and the reason are typed; anything else is a page out of date.
  if (!id.success || !input.ok) return refusedForm(t, input.ok ? {} : input.fields, values);
  const result = await sendAsStaff(
    vendorDeskEndpoints.advanceShipment,
    { locale, params: { id: id.data }, body: input.data },
    t,
    values,
  );
  if (!result.ok) return result.refusal;
  if (result.data.data.status === "cancelled") refreshStockOf(result.data.data);
  // The shipment's page is drawn for each request: its next drawing comes back with this answer.
  refresh();
  return { status: "success", message: result.data.message };
}

/** A cancelled shipment's stock came back: its products' cached pages are read again at once. */
function refreshStockOf(shipment: VendorShipment) {
  const ids = new Set(shipment.items.map((item) => item.product_id));
  for (const id of ids) if (id !== null) updateTag(productTag(id));
}

/** A product row after saving: what was typed comes back after a refusal. */
/** How long a listing may still show a product as it was before its vendor changed it. */
const catalogChangeSeconds = 60;

export type ProductSaveState = FormState<Record<string, string>>;

/**
 * Saves a product row: its price, sale price and stock, or each variant's. The row is checked
 * here first (messages beside the fields in the vendor's language), then by the API against the
 * stored values. After a change, the product's cached page and quick view are read again at once
 * (its tag), and every other catalog page holding it (listings, cards) within a minute (the
 * catalog tag: served stale while it is refreshed, for at most 60 s, then made anew; ADR 48).
 */
export async function saveProduct(
  _previous: ProductSaveState,
  formData: FormData,
): Promise<ProductSaveState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "VendorDesk.products" });
  const id = recordId.safeParse(formText(formData, "product_id"));
  const values = productFormText(formData);
  const change = readProductChange(values, t);
  if (!id.success || !change.ok) return refusedForm(t, change.ok ? {} : change.fields, values);
  const result = await sendAsStaff(
    vendorDeskEndpoints.updateProduct,
    { locale, params: { id: id.data }, body: productChangeBody(change.body) },
    t,
    values,
  );
  if (!result.ok) return result.refusal;
  updateTag(productTag(id.data));
  revalidateTag(catalogTag, { expire: catalogChangeSeconds });
  refresh();
  return { status: "success", message: result.data.message };
}

/** The answer form after sending: what was typed comes back after a refusal. */
export type ReplyState = FormState<{ message: string }>;

/** Answers a shopper in one of the vendor's conversations; the page is drawn again with it. */
export async function replyToShopper(
  _previous: ReplyState,
  formData: FormData,
): Promise<ReplyState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "VendorDesk.messages" });
  const id = recordId.safeParse(formText(formData, "conversation_id"));
  const input = parseForm(formData, {
    schema: vendorConversationReplyRequest,
    fields: ["message"],
    keep: ["message"],
    describe: describeReplyProblem(t),
  });
  const { values } = input;
  if (!id.success) return { status: "error", message: t("errors.failed"), values };
  if (!input.ok) {
    const message = input.fields.message?.[0] ?? t("errors.failed");
    return { status: "error", message, fields: input.fields, values };
  }
  const result = await sendAsStaff(
    vendorDeskEndpoints.replyToConversation,
    { locale, params: { id: id.data }, body: input.data },
    t,
    values,
  );
  if (!result.ok) return result.refusal;
  refresh();
  return { status: "success", message: result.data.message };
}

/** A listing form after saving: the saved product's id (to go to its edit page), or the refusal. */
export type ListingSaveState = FormState<Record<string, never>, { message: string; id: number }>;

/**
 * Saves a product the vendor lists, whole (ADR 55): a new one (POST) or one of its own (PUT),
 * as a draft, published or archived when a button says so, its status kept otherwise. The API
 * checks every field and answers each message in the vendor's language, named as the form's
 * fields are (`variants.1.price`); the form keeps what was typed, since it holds it itself. After
 * a save, the product's cached page is read again at once and the catalog's within a minute, as
 * `saveProduct` does; archiving takes it out of the catalog's pages at once.
 */
export async function saveListing(input: {
  locale: unknown;
  id: number | null;
  draft: ListingDraft;
  status?: ProductStatus;
}): Promise<ListingSaveState> {
  const locale = localeOf(input.locale);
  const t = await getTranslations({ locale, namespace: "VendorDesk.listing" });
  const status = input.status ? productStatus.safeParse(input.status) : undefined;
  const id = input.id === null ? null : recordId.safeParse(input.id);
  if ((id && !id.success) || (status && !status.success)) {
    return { status: "error", message: t("errors.failed") };
  }
  // Form data carries text only (lists as `variants[0][price]`): the contract reads "" as none
  // and numbers from their text, which the typed input, with its numbers, does not say.
  const body = listingBody(input.draft, status?.data) as never;
  const result = id
    ? await sendAsStaff(
        vendorDeskEndpoints.replaceProduct,
        { locale, params: { id: id.data }, body },
        t,
        {},
      )
    : await sendAsStaff(vendorDeskEndpoints.createProduct, { locale, body }, t, {});
  if (!result.ok) return result.refusal;
  const saved = result.data.data;
  updateTag(productTag(saved.id));
  // An archived product leaves every listing at once (a card left there would lead shoppers to a
  // missing page); any other change reaches the listings within the catalog's minute.
  if (status?.data === "archived") updateTag(catalogTag);
  else revalidateTag(catalogTag, { expire: catalogChangeSeconds });
  return { status: "success", message: result.data.message, id: saved.id };
}

/** One picture after its upload: its key and sizes for the form, or why not. */
export type PictureUploadState =
  | { status: "success"; picture: ListingPicture }
  | { status: "error"; message: string };

/**
 * Uploads one picture the vendor chose (`picture`, a JPEG, PNG or WebP of at most 5 MB) as
 * soon as it is chosen; the API tells a picture by its content and answers in the vendor's
 * language. The form then names it by its key in the save.
 */
export async function uploadListingPicture(formData: FormData): Promise<PictureUploadState> {
  const locale = localeOf(formData);
  const t = await getTranslations({ locale, namespace: "VendorDesk.listing" });
  const chosen = formData.get("picture");
  if (!(chosen instanceof Blob) || chosen.size === 0) {
    return { status: "error", message: t("errors.pictureFile") };
  }
  if (chosen.size > vendorProductLimits.pictureBytes) {
    return { status: "error", message: t("errors.pictureSize") };
  }
  const session = await readSessionCookie();
  if (!session) return { status: "error", message: t("errors.signedOut") };
  const result = await callEndpoint(vendorDeskEndpoints.uploadProductPicture, {
    locale,
    token: session.token,
    body: {},
    files: { picture: chosen },
  } as unknown as EndpointCall<typeof vendorDeskEndpoints.uploadProductPicture>);
  if (result.ok) return { status: "success", picture: result.data.data };
  const refusal = refusalOf(result, {
    fallback: t("errors.pictureFailed"),
    byStatus: {
      401: t("errors.signedOut"),
      403: t("errors.signedOut"),
      413: t("errors.pictureSize"),
    },
  });
  return { status: "error", message: refusal.fields?.picture?.[0] ?? refusal.message };
}

import { notFound } from "next/navigation";
import "server-only";
import type { Category } from "@souq/contract/catalog";
import type { Endpoint } from "@souq/contract/endpoint";
import { catalogEndpoints } from "@souq/contract/endpoints/catalog";
import { vendorDeskEndpoints } from "@souq/contract/endpoints/vendor-desk";
import type { Locale } from "@souq/contract/locale";
import type { ShipmentStatus } from "@souq/contract/orders";
import type { ProductStatus } from "@souq/contract/vendor-desk";
import { getTranslations } from "next-intl/server";
import { redirect } from "@/i18n/navigation.tsx";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import type { EndpointCall, EndpointInput, SuccessBody } from "@/lib/api/endpoint-request.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { pathInLanguage } from "@/lib/routing/safe-next-path.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";
import type { CategoryChoice } from "./listing-draft.ts";

/** What a desk page shows: the API's answer, or why not (in the vendor's language). */
export type DeskRead<T> = { ok: true; data: T } | { ok: false; message: string };

/** Where a desk page is, to come back to it after signing in. */
interface Here {
  locale: Locale;
  /** The page's address without its language prefix (`pageHref.vendorShipments(…)`). */
  path: string;
}

/** To the login page, and back to the desk's page after signing in as the vendor's staff. */
function signInAsStaff({ locale, path }: Here): never {
  redirect({ href: pageHref.login({ next: pathInLanguage(path, locale) }), locale });
  throw new Error("redirect did not interrupt the page");
}

/** The token of the session cookie; without one, to sign in (the proxy already sends those). */
async function staffToken(here: Here): Promise<string> {
  const stored = await readSessionCookie();
  return stored ? stored.token : signInAsStaff(here);
}

/**
 * The API decides who may read the desk, from the token alone (ADR 48): a token that no longer
 * works (401) or is not a vendor's staff (403: a shopper's) goes to sign in and back; another
 * vendor's record (404) goes to the not-found page, never a hint that it exists; anything else is the
 * API's message (a 429 says to wait) or the page's "could not be loaded".
 */
async function deskAnswer<T>(result: ApiResult<T>, here: Here): Promise<DeskRead<T>> {
  if (result.ok) return { ok: true, data: result.data };
  if (result.status === 401 || result.status === 403) signInAsStaff(here);
  // The not-found page at the address asked, inside the frame, as for an unknown product (ADR 51).
  if (result.status === 404) notFound();
  const common = await getTranslations({ locale: here.locale, namespace: "Common" });
  const message = result.status === 429 && result.message ? result.message : null;
  return { ok: false, message: message ?? common("serviceUnavailable") };
}

/**
 * One desk read: the session's token, the call in the page's language, and its answer judged as
 * `deskAnswer` says.
 */
async function readDesk<E extends Endpoint & { session: "required" }>(
  here: Here,
  endpoint: E,
  input: Omit<EndpointInput<E>, "locale">,
): Promise<DeskRead<SuccessBody<E>>> {
  const token = await staffToken(here);
  // A generic E leaves its caller type unresolved; a required session is what makes `token` valid.
  const call = { ...input, locale: here.locale, token } as unknown as EndpointCall<E>;
  return deskAnswer(await callEndpoint(endpoint, call), here);
}

/** The dashboard's figures. */
export const readDeskSummary = (here: Here) => readDesk(here, vendorDeskEndpoints.summary, {});

/** One page of the vendor's shipments, at one step or all. */
export const readDeskShipments = (
  here: Here,
  query: { status: ShipmentStatus | undefined; page: number },
) => readDesk(here, vendorDeskEndpoints.shipments, { query });

/** One of the vendor's shipments (another vendor's is the not-found page). */
export const readDeskShipment = (here: Here, id: number) =>
  readDesk(here, vendorDeskEndpoints.shipment, { params: { id } });

/** One page of the vendor's products, those whose name holds the keyword when there is one. */
export const readDeskProducts = (
  here: Here,
  query: { keyword: string | undefined; status: ProductStatus | undefined; page: number },
) => readDesk(here, vendorDeskEndpoints.products, { query });

/** One of the vendor's products whole, in both languages, whatever its status (to edit it). */
export const readDeskProduct = (here: Here, id: number) =>
  readDesk(here, vendorDeskEndpoints.product, { params: { id } });

/** One of the vendor's products' page as shoppers will see it, whatever its status (its preview). */
export const readDeskProductPreview = (here: Here, id: number) =>
  readDesk(here, vendorDeskEndpoints.productPreview, { params: { id } });

function flatten(categories: readonly Category[], depth: number): CategoryChoice[] {
  return categories.flatMap((category) => [
    { id: category.id, name: category.name, depth },
    ...flatten(category.children, depth + 1),
  ]);
}

/** The marketplace's categories in the page's language, parents before their children; none if unreadable. */
export async function readCategoryChoices(locale: Locale): Promise<CategoryChoice[]> {
  const result = await callEndpoint(catalogEndpoints.categories, { locale, shared: true });
  return result.ok ? flatten(result.data.categories, 0) : [];
}

/** One page of the conversations shoppers started with the vendor. */
export const readDeskConversations = (here: Here, page: number) =>
  readDesk(here, vendorDeskEndpoints.conversations, { query: { page } });

/** One conversation with the vendor (another vendor's is the not-found page). */
export const readDeskConversation = (here: Here, id: number) =>
  readDesk(here, vendorDeskEndpoints.conversation, { params: { id } });

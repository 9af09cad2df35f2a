import type { ProductDetailResponse } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import type {
  VendorAdvanceRequest,
  VendorConversation,
  VendorConversationListResponse,
  VendorDeskSummary,
  VendorProduct,
  VendorProductChangeRequest,
  VendorProductForm,
  VendorProductListQuery,
  VendorProductListResponse,
  VendorProductPicture,
  VendorProductSaveRequest,
  VendorShipment,
  VendorShipmentListQuery,
  VendorShipmentListResponse,
} from "@souq/contract/vendor-desk";
import type { Database } from "../../db/client.ts";
import { translate } from "../../i18n/messages.ts";
import type { Mailer } from "../../mail/mailer.ts";
import {
  advanceVendorShipment,
  getVendorShipment,
  listVendorShipments,
  type OrderInvoices,
  type OrderPayments,
  vendorShipmentFigures,
} from "../orders/public.ts";
import {
  changeVendorProduct,
  getProductDetail,
  getVendorProductForm,
  listVendorProducts,
  saveVendorProduct,
  uploadVendorPicture,
} from "../products/public.ts";
import { enforceLimits, rateLimits } from "../rate-limits/public.ts";
import {
  countAwaitingReply,
  getVendorConversation,
  listVendorConversations,
  replyInVendorConversation,
} from "../vendor-messages/public.ts";
import { selectVendorNames } from "../vendors/public.ts";

// A vendor's desk (ADR 47): what its staff do, each call scoped to the staff's own vendor in the
// token's marketplace. The rules live with the data they touch (orders, products, vendor
// messages); this module composes them for the desk and limits each account's use.

export interface DeskOptions {
  db: Database;
  publicUrl: string;
  storefrontUrl: string;
  mailer: Mailer;
  payments: OrderPayments;
  invoices: OrderInvoices;
  /** Where uploaded product pictures are kept. */
  mediaDir: string;
  /** The time the dashboard's days are counted by; the system's by default (tests move it). */
  clock?: () => Date;
}

/** Who is at the desk: a staff account of one vendor in one marketplace, in their language. */
export interface DeskCaller {
  userId: number;
  companyId: number;
  vendorId: number;
  locale: Locale;
}

const nowOf = (options: DeskOptions) => options.clock?.() ?? new Date();

/** Counts one use of the account's reads or writes; past the limit, 429 with Retry-After. */
export async function limitDeskUse(
  options: DeskOptions,
  caller: Pick<DeskCaller, "userId">,
  kind: "read" | "write",
): Promise<void> {
  const limit =
    kind === "read" ? rateLimits.vendorDeskReadAccount : rateLimits.vendorDeskWriteAccount;
  await enforceLimits(options.db, [{ limit, value: String(caller.userId) }], nowOf(options));
}

const scopeOf = (options: DeskOptions, caller: DeskCaller) => ({
  db: options.db,
  companyId: caller.companyId,
  vendorId: caller.vendorId,
  locale: caller.locale,
  publicUrl: options.publicUrl,
});

export async function deskSummary(
  options: DeskOptions,
  caller: DeskCaller,
): Promise<VendorDeskSummary> {
  const scope = { companyId: caller.companyId, vendorId: caller.vendorId };
  const [figures, awaiting, names] = await Promise.all([
    vendorShipmentFigures(options.db, scope, nowOf(options)),
    countAwaitingReply(options.db, scope),
    selectVendorNames(options.db, [caller.vendorId], caller.locale),
  ]);
  return {
    vendor: { id: caller.vendorId, name: names.get(caller.vendorId) ?? "" },
    today_new_shipments: figures.todayNew,
    waiting: {
      to_confirm: figures.toConfirm,
      to_ship: figures.toShip,
      to_deliver: figures.toDeliver,
    },
    last_30_days: { sales: figures.sales, orders: figures.orders },
    awaiting_reply: awaiting,
  };
}

export function deskShipments(
  options: DeskOptions,
  caller: DeskCaller,
  query: VendorShipmentListQuery,
): Promise<VendorShipmentListResponse> {
  return listVendorShipments(scopeOf(options, caller), query);
}

export function deskShipment(
  options: DeskOptions,
  caller: DeskCaller,
  shipmentId: number,
): Promise<VendorShipment> {
  return getVendorShipment(scopeOf(options, caller), shipmentId);
}

export function deskAdvance(
  options: DeskOptions,
  caller: DeskCaller,
  shipmentId: number,
  request: VendorAdvanceRequest,
): Promise<{ message: string; data: VendorShipment }> {
  return advanceVendorShipment(
    {
      ...scopeOf(options, caller),
      payments: options.payments,
      invoices: options.invoices,
      mailer: options.mailer,
      storefrontUrl: options.storefrontUrl,
    },
    shipmentId,
    request,
  );
}

export function deskProducts(
  options: DeskOptions,
  caller: DeskCaller,
  query: VendorProductListQuery,
): Promise<VendorProductListResponse> {
  return listVendorProducts(scopeOf(options, caller), query);
}

export async function deskChangeProduct(
  options: DeskOptions,
  caller: DeskCaller,
  productId: number,
  request: VendorProductChangeRequest,
): Promise<{ message: string; data: VendorProduct }> {
  const data = await changeVendorProduct(scopeOf(options, caller), productId, request);
  return { message: translate(caller.locale, "product_changed", { name: data.name }), data };
}

export function deskProduct(
  options: DeskOptions,
  caller: DeskCaller,
  productId: number,
): Promise<VendorProductForm> {
  return getVendorProductForm(scopeOf(options, caller), productId);
}

/** The page of one of the vendor's products as shoppers will see it, whatever its status (ADR 55). */
export function deskProductPreview(
  options: DeskOptions,
  caller: DeskCaller,
  productId: number,
): Promise<ProductDetailResponse> {
  const { vendorId, ...context } = scopeOf(options, caller);
  return getProductDetail(context, productId, { vendorId });
}

/** Saves a new product (`productId` null) or one of the vendor's, whole (ADR 55). */
export async function deskSaveProduct(
  options: DeskOptions,
  caller: DeskCaller,
  productId: number | null,
  request: VendorProductSaveRequest,
): Promise<{ message: string; data: VendorProductForm }> {
  const data = await saveVendorProduct(
    { ...scopeOf(options, caller), now: options.clock },
    productId,
    request,
  );
  const name = caller.locale === "ar" ? data.name_ar : data.name_en;
  const key = data.status === "published" ? "product_published" : "product_saved";
  return { message: translate(caller.locale, key, { name }), data };
}

/** Keeps a picture for the vendor's products; each account may upload 200 an hour. */
export async function deskUploadPicture(
  options: DeskOptions,
  caller: DeskCaller,
  upload: Uint8Array,
): Promise<{ message: string; data: VendorProductPicture }> {
  // Counted before the picture is decoded, the costly part.
  await enforceLimits(
    options.db,
    [{ limit: rateLimits.vendorPictureAccount, value: String(caller.userId) }],
    nowOf(options),
  );
  const data = await uploadVendorPicture(
    { ...scopeOf(options, caller), mediaDir: options.mediaDir },
    upload,
  );
  return { message: translate(caller.locale, "picture_uploaded"), data };
}

export function deskConversations(
  options: DeskOptions,
  caller: DeskCaller,
  page: number,
): Promise<VendorConversationListResponse> {
  return listVendorConversations(scopeOf(options, caller), page);
}

export function deskConversation(
  options: DeskOptions,
  caller: DeskCaller,
  threadId: number,
): Promise<VendorConversation> {
  return getVendorConversation(scopeOf(options, caller), threadId);
}

export async function deskReply(
  options: DeskOptions,
  caller: DeskCaller,
  threadId: number,
  text: string,
): Promise<{ message: string; data: VendorConversation }> {
  const data = await replyInVendorConversation(
    { ...scopeOf(options, caller), mailer: options.mailer, storefrontUrl: options.storefrontUrl },
    threadId,
    text,
  );
  return {
    message: translate(caller.locale, "vendor_reply_sent", { name: data.shopper.name }),
    data,
  };
}

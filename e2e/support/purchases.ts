import type { APIRequestContext } from "@playwright/test";
import type { ProductDetailResponse } from "../../packages/contract/src/catalog.ts";
import type { OrderResponse } from "../../packages/contract/src/orders.ts";
import { apiUrl } from "./languages.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;
/** The suites' API refuses orders under this many riyals (e2e/support/start-api.mjs). */
const minimumOrder = 50;

async function ok(response: Awaited<ReturnType<APIRequestContext["get"]>>, what: string) {
  if (!response.ok())
    throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** Adds the suites' Jeddah address to the shopper's address book and answers its id. */
export async function addJeddahAddress(
  request: APIRequestContext,
  headers: Record<string, string>,
): Promise<number> {
  const address = await ok(
    await request.post(`${marketplace}/addresses`, {
      headers,
      form: {
        phone: "0551234567",
        address: "Prince Sultan Street 14",
        city_name: "Jeddah",
        country_name: "SA",
        zip_code: "23521",
        state: "Makkah",
      },
    }),
    "address",
  );
  return ((await address.json()) as { data: { id: number } }).data.id;
}

/**
 * The shopper (a session from newShopper) buys the products through the API, as checkout does, and
 * receives them: the operator's route moves every shipment to delivered. Only a shopper who
 * received a product may review it.
 */
export async function receiveProducts(
  request: APIRequestContext,
  session: string,
  productIds: number[],
): Promise<void> {
  const token = session.slice(session.indexOf(".") + 1);
  const headers = { Authorization: `Bearer ${token}` };
  for (const productId of productIds) {
    const detail = (await (
      await ok(await request.get(`${marketplace}/products/${productId}`), "product")
    ).json()) as ProductDetailResponse;
    const variant = detail.data.variants.find((candidate) => candidate.stock > 0);
    const unit = variant?.price ?? detail.data.sale_price ?? detail.data.price;
    const stock = variant?.stock ?? detail.data.stock;
    const quantity = Math.min(stock, Math.max(1, Math.ceil(minimumOrder / unit)));
    await ok(
      await request.post(`${marketplace}/cart`, {
        headers,
        form: {
          item_id: productId,
          item_quantity: quantity,
          ...(variant ? { variant_id: variant.id } : {}),
        },
      }),
      "add to cart",
    );
  }
  const address = await ok(
    await request.post(`${marketplace}/addresses`, {
      headers,
      form: {
        phone: "0551234567",
        address: "Olaya Street 20",
        city_name: "Riyadh",
        country_name: "SA",
        zip_code: "12211",
        state: "Riyadh",
      },
    }),
    "address",
  );
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const placed = await ok(
    await request.post(`${marketplace}/checkout`, {
      headers: {
        ...headers,
        "Idempotency-Key": `received-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
      form: {
        address_id: addressId,
        delivery_option: "standard",
        payment_method: "cash_on_delivery",
      },
    }),
    "checkout",
  );
  const order = ((await placed.json()) as OrderResponse).data;
  for (const shipment of order.shipments)
    for (let step = 0; step < 3; step += 1)
      await ok(
        await request.post(`${apiUrl}/api/dev/orders/advance`, {
          form: { order: order.number, vendor_id: shipment.vendor_id },
        }),
        "advance",
      );
}

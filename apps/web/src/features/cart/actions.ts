"use server";

import type { Cart, CartResponse } from "@souq/contract/cart";
import { cartEndpoints } from "@souq/contract/endpoints/cart";
import type { Locale } from "@souq/contract/locale";
import { callEndpoint } from "@/lib/api/api-client.server.ts";
import type { ApiResult } from "@/lib/api/api-result.ts";
import { firstMessageOf } from "@/lib/forms/api-refusal.ts";
import { errorOccurred } from "@/lib/forms/error-occurred.server.ts";
import { localeOf } from "@/lib/forms/locale-of.ts";
import {
  readCartTokenCookie,
  writeCartTokenCookie,
} from "@/lib/session/cart-token-cookie.server.ts";
import { readSessionCookie } from "@/lib/session/session-cookie.server.ts";

/** What a cart change answers: the cart after it, or the API's message in the shopper's language. */
export type CartChange = { ok: true; cart: Cart } | { ok: false; message: string };

/** A line of the cart as the buttons name it. The API checks every value; these only check types. */
export interface LineChoice {
  productId: number;
  variantId: number | null;
  quantity: number;
}

const isWhole = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value);

/** Who the change speaks for: the signed-in shopper's token, else the guest's cart token. */
async function caller(): Promise<{ token: string | null; cartToken: string | null }> {
  const session = await readSessionCookie();
  if (session) return { token: session.token, cartToken: null };
  return { token: null, cartToken: await readCartTokenCookie() };
}

/** Keeps a new guest cart's token in its cookie (and renews a guest's), then answers the cart. */
async function settle(
  result: ApiResult<CartResponse>,
  locale: Locale,
  guest: boolean,
  cartToken: string | null,
): Promise<CartChange> {
  // A refused field says what to do ("Choose one of this product's options."); say that.
  if (!result.ok)
    return { ok: false, message: firstMessageOf(result, await errorOccurred(locale)) };
  const issued = result.data.cart_token ?? (guest ? cartToken : null);
  if (issued) await writeCartTokenCookie(issued);
  return { ok: true, cart: result.data.data };
}

function isLineChoice(choice: unknown): choice is LineChoice {
  const { productId, variantId, quantity } = (choice ?? {}) as Partial<LineChoice>;
  return (
    isWhole(productId) && (variantId === null || isWhole(variantId)) && typeof quantity === "number"
  );
}

/** Adds a product (or variant) to the cart; a guest's first add makes their cart. */
export async function addCartItem(choice: LineChoice, language: string): Promise<CartChange> {
  const locale = localeOf(language);
  if (!isLineChoice(choice)) return { ok: false, message: await errorOccurred(locale) };
  const { token, cartToken } = await caller();
  const result = await callEndpoint(cartEndpoints.addItem, {
    locale,
    token,
    cartToken,
    body: {
      item_id: choice.productId,
      item_quantity: choice.quantity,
      variant_id: choice.variantId,
    },
  });
  return settle(result, locale, token === null, cartToken);
}

/** Sets one line's quantity (0 removes it), through update-cart-products. */
export async function setCartLineQuantity(
  choice: LineChoice,
  language: string,
): Promise<CartChange> {
  const locale = localeOf(language);
  if (!isLineChoice(choice)) return { ok: false, message: await errorOccurred(locale) };
  const { token, cartToken } = await caller();
  const result = await callEndpoint(cartEndpoints.updateProducts, {
    locale,
    token,
    cartToken,
    body: {
      items: [
        {
          item_id: choice.productId,
          item_quantity: choice.quantity,
          variant_id: choice.variantId,
        },
      ],
    },
  });
  return settle(result, locale, token === null, cartToken);
}

/** Removes one line of the cart. */
export async function removeCartLine(lineId: number, language: string): Promise<CartChange> {
  const locale = localeOf(language);
  if (!isWhole(lineId) || lineId < 1) return { ok: false, message: await errorOccurred(locale) };
  const { token, cartToken } = await caller();
  const result = await callEndpoint(cartEndpoints.removeLine, {
    params: { id: lineId },
    locale,
    token,
    cartToken,
  });
  return settle(result, locale, token === null, cartToken);
}

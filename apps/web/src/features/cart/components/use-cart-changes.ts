"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useMemo } from "react";
import { type ToastLink, useToast } from "@/components/ui/toaster.tsx";
import {
  addCartItem,
  type LineChoice,
  removeCartLine,
  setCartLineQuantity,
} from "@/features/cart/actions.ts";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";

/**
 * The cart's changes as every cart control makes them: the server action, then the cart it answers
 * shown everywhere at once (header and cart page), and a toast in the shopper's language (an add's
 * with a "View cart" link); a refusal shows the API's own message. Each answers whether the change
 * was made.
 */
export function useCartChanges() {
  const locale = useLocale();
  const t = useTranslations("Cart");
  const toast = useToast();
  const { setCart } = useShopper();

  const settle = useCallback(
    (result: Awaited<ReturnType<typeof addCartItem>>, success?: string, link?: ToastLink) => {
      if (!result.ok) {
        toast.error(result.message);
        return false;
      }
      setCart(result.cart);
      if (success) toast.success(success, link);
      return true;
    },
    [setCart, toast],
  );

  return useMemo(
    () => ({
      add: async (choice: LineChoice, options?: { successText?: string | null }) =>
        settle(
          await addCartItem(choice, locale),
          options?.successText === undefined ? t("added") : (options.successText ?? undefined),
          { label: t("viewCart"), href: pageHref.cart() },
        ),
      setQuantity: async (choice: LineChoice) => settle(await setCartLineQuantity(choice, locale)),
      remove: async (lineId: number) => settle(await removeCartLine(lineId, locale), t("removed")),
    }),
    [locale, settle, t],
  );
}

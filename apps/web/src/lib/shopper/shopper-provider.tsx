"use client";

import type { Cart } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale-codes";
import { useLocale } from "next-intl";
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { requestStorefront } from "@/lib/storefront-endpoints/request-storefront.ts";
import { storefrontPaths } from "@/lib/storefront-endpoints/storefront-paths.ts";
import type { ShopperSummary, shopperEndpoint } from "./shopper-endpoint.ts";

type ShopperState = ShopperSummary | { status: "loading" };

interface ShopperContextValue {
  shopper: ShopperState;
  /** Asks again, after something changed the account or the cart. */
  refresh: () => Promise<void>;
  /** Shows a cart a change has just answered, without asking again. */
  setCart: (cart: Cart) => void;
}

const ShopperContext = createContext<ShopperContextValue>({
  shopper: { status: "loading" },
  refresh: async () => {},
  setCart: () => {},
});

/**
 * Loads the shopper's own parts of the frame after the shared, cached page has arrived: one
 * request to the storefront's /api/shopper, again after `refresh()`. Until it answers, the header
 * keeps the room those parts take, so nothing moves when they appear. The answer is shown as a
 * transition: every card's wishlist and cart buttons follow it, and React draws them in short
 * slices, so a shopper's tap or keystroke is never held behind them.
 */
export function ShopperProvider({ children }: { children: ReactNode }) {
  const locale = useLocale() as Locale;
  const [shopper, setShopper] = useState<ShopperState>({ status: "loading" });
  const refresh = useCallback(async () => {
    try {
      const answer = await requestStorefront<typeof shopperEndpoint>(
        storefrontPaths.shopper,
        { query: { locale } },
        { cache: "no-store", credentials: "same-origin" },
      );
      const shown: ShopperState = answer.ok ? answer.data : { status: "signed-out", cart: null };
      startTransition(() => setShopper(shown));
    } catch {
      // Offline or the server unreachable: the page stays usable as a guest's.
      startTransition(() => setShopper({ status: "signed-out", cart: null }));
    }
  }, [locale]);
  const setCart = useCallback((cart: Cart) => {
    setShopper((current) =>
      current.status === "signed-in" ? { ...current, cart } : { status: "signed-out", cart },
    );
  }, []);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  const value = useMemo(() => ({ shopper, refresh, setCart }), [shopper, refresh, setCart]);
  return <ShopperContext value={value}>{children}</ShopperContext>;
}

/** The shopper as the frame knows them: loading, a guest with a cart, expired or signed in with a cart. */
export function useShopper(): ShopperContextValue {
  return useContext(ShopperContext);
}

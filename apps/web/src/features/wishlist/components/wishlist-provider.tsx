"use client";

import { maxWishlistProducts } from "@souq/contract/wishlist-limits";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useToast } from "@/components/ui/toaster.tsx";
import { mergeGuestWishlist, toggleWishlistItem } from "@/features/wishlist/actions.ts";
import { updateStore, usePersistedStore } from "@/lib/client-store/persisted-store.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { WishlistStateProvider } from "@/lib/shopper/wishlist.tsx";

/**
 * The saved ids a server change answered, over the list of the shopper summary it changed (a new
 * summary, read after a sign-in or a refresh, has the server's list of its own).
 */
interface ServerIds {
  base: number[] | null;
  ids: number[];
}

/** Removes a product from a guest's list in the browser. */
const noIds: number[] = [];

function forgetLocally(productId: number): void {
  updateStore((state) => ({
    ...state,
    wishlist: state.wishlist.filter((entry) => entry.id !== productId),
  }));
}

/**
 * The wishlist for the whole frame. Signed in, the server's list: each change is the spec's server
 * toggle, then the state here follows its answer. A guest's list lives in the browser's persisted
 * store (add only if absent, remove). Once signed in with a guest list still in the browser, it is
 * handed to the account once (the merge call) and cleared, so a sign-in anywhere brings it along.
 */
export function WishlistProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const t = useTranslations("Wishlist");
  const toast = useToast();
  const { shopper } = useShopper();
  const local = usePersistedStore((state) => state.wishlist);
  const [server, setServer] = useState<ServerIds | null>(null);
  const merging = useRef(false);

  const signedIn = shopper.status === "signed-in" ? shopper : null;
  const serverIds = signedIn
    ? server && server.base === signedIn.wishlist
      ? server.ids
      : (signedIn.wishlist ?? noIds)
    : null;
  const localIds = useMemo(() => local.map((entry) => entry.id), [local]);
  const productIds = useMemo(
    () =>
      serverIds
        ? // Until the guest list has joined the account's, both show.
          [...localIds.filter((id) => !serverIds.includes(id)), ...serverIds]
        : localIds,
    [serverIds, localIds],
  );
  const ready = shopper.status !== "loading";

  useEffect(() => {
    if (!signedIn || signedIn.wishlist === null || localIds.length === 0 || merging.current) {
      return;
    }
    merging.current = true;
    const merged = mergeGuestWishlist(localIds.slice(0, maxWishlistProducts), locale).catch(
      () => ({ ok: false }) as const,
    );
    void merged.then((result) => {
      merging.current = false;
      if (!result.ok) return; // The guest list stays in the browser; the next page tries again.
      updateStore((state) => ({ ...state, wishlist: [] }));
      setServer({ base: signedIn.wishlist, ids: result.productIds });
    });
  }, [signedIn, localIds, locale]);

  /** The server toggle, then the state here follows its answer; null when it failed (toast shown). */
  const toggleOnServer = useCallback(
    async (productId: number) => {
      if (!signedIn) return null;
      // The server unreachable (offline, a deploy) is a failure like any other.
      const result = await toggleWishlistItem(productId, locale).catch(
        () => ({ ok: false, message: null }) as const,
      );
      if (!result.ok) {
        toast.error(result.message ?? t("failed"));
        return null;
      }
      setServer({ base: signedIn.wishlist, ids: result.productIds });
      return result.status;
    },
    [signedIn, locale, t, toast],
  );

  const toggle = useCallback(
    async (productId: number): Promise<boolean> => {
      if (signedIn && !localIds.includes(productId)) {
        const status = await toggleOnServer(productId);
        if (status) toast.success(t(status));
        return status !== null;
      }
      if (localIds.includes(productId)) {
        forgetLocally(productId);
        toast.success(t("removed"));
        return true;
      }
      if (localIds.length >= maxWishlistProducts) {
        toast.error(t("full", { max: maxWishlistProducts }));
        return false;
      }
      // Add only if absent, the last saved first.
      updateStore((state) =>
        state.wishlist.some((entry) => entry.id === productId)
          ? state
          : { ...state, wishlist: [{ id: productId }, ...state.wishlist] },
      );
      toast.success(t("added"));
      return true;
    },
    [signedIn, localIds, toggleOnServer, t, toast],
  );

  const remove = useCallback(
    async (productId: number, successText?: string): Promise<boolean> => {
      if (localIds.includes(productId)) {
        forgetLocally(productId);
      } else if (signedIn) {
        // The spec's only server change is the toggle: should the product have gone meanwhile
        // (another tab), the toggle saved it again, and a second one removes it.
        let status = await toggleOnServer(productId);
        if (status === "added") status = await toggleOnServer(productId);
        if (status !== "removed") return false;
      }
      toast.success(successText ?? t("removed"));
      return true;
    },
    [signedIn, localIds, toggleOnServer, t, toast],
  );

  const value = useMemo(
    () => ({ ready, productIds, toggle, remove }),
    [ready, productIds, toggle, remove],
  );
  return <WishlistStateProvider value={value}>{children}</WishlistStateProvider>;
}

"use client";

import { useSyncExternalStore } from "react";

/**
 * The storefront's own state kept in the browser (compare list, guest wishlist, recently viewed
 * products). It carries a
 * version; state saved by another version is not trusted: all local storage is cleared
 * (the spec's "demo setting is not 4" rule), so an old shape can never break a page.
 */
export const storeVersion = 4;
const storageKey = "souq-store";

export interface StoredProduct {
  id: number;
  name: string;
  picture: string | null;
  price: number;
  sale_price: number | null;
}

/**
 * A product in a guest's wishlist: only its id, since the wishlist page reads each product's
 * name, price and stock of now, in the page's language, when it opens.
 */
export interface WishedProduct {
  id: number;
}

export interface PersistedState {
  version: typeof storeVersion;
  compare: StoredProduct[];
  /** A guest's wishlist, the last saved first; it joins the account's at sign-in. */
  wishlist: WishedProduct[];
  /**
   * The products whose pages this browser opened, the latest first (ids only: their cards are
   * read as they are now when shown). Kept short: see features/product/recently-viewed.
   */
  recent: WishedProduct[];
}

const emptyState: PersistedState = {
  version: storeVersion,
  compare: [],
  wishlist: [],
  recent: [],
};
let state: PersistedState = emptyState;
let loaded = false;
const listeners = new Set<() => void>();

// Storage is the browser's to change: only entries with a record id are read back.
const isWished = (entry: unknown): entry is WishedProduct => {
  const id = (entry as Partial<WishedProduct> | null)?.id;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0;
};

function load(): PersistedState {
  if (loaded || typeof window === "undefined") return state;
  loaded = true;
  try {
    const raw = window.localStorage.getItem(storageKey);
    if (raw) {
      const parsed = JSON.parse(raw) as Partial<PersistedState>;
      if (parsed.version !== storeVersion) {
        window.localStorage.clear();
      } else {
        state = {
          version: storeVersion,
          compare: Array.isArray(parsed.compare) ? parsed.compare : [],
          wishlist: Array.isArray(parsed.wishlist) ? parsed.wishlist.filter(isWished) : [],
          // State saved before the list existed has none yet.
          recent: Array.isArray(parsed.recent) ? parsed.recent.filter(isWished) : [],
        };
      }
    }
  } catch {
    window.localStorage.removeItem(storageKey);
  }
  return state;
}

/**
 * Applies the version rule before something else kept in local storage is read, so a choice
 * remembered beside the store is read as the rule leaves it.
 */
export function checkStoredVersion(): void {
  load();
}

export function updateStore(change: (current: PersistedState) => PersistedState): void {
  state = change(load());
  window.localStorage.setItem(storageKey, JSON.stringify(state));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) {
      loaded = false;
      state = emptyState;
      listener();
    }
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Reads a slice of the persisted state; the server and the first render see the empty state. */
export function usePersistedStore<T>(select: (state: PersistedState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(load()),
    () => select(emptyState),
  );
}

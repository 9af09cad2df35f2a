"use client";

/** The spec's copy of who is signed in, in browser storage: read by nothing secret, kept current. */
export interface ShopperMirror {
  name: string;
  /** The picture's address, or null for none. */
  images: string | null;
  email: string;
  phone: string | null;
}

/** Writes the shopper's name, picture, email and phone under the spec's storage keys. */
export function mirrorShopper(shopper: ShopperMirror): void {
  const entries: Record<string, string> = {
    name: shopper.name,
    images: shopper.images ?? "",
    email: shopper.email,
    phone: shopper.phone ?? "",
  };
  try {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, full): the page itself does not depend on it.
  }
}

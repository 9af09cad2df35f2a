"use client";

import { createContext, use, useTransition } from "react";
import { usePathname, useRouter } from "@/i18n/navigation.tsx";

interface ListingNavigation {
  /** Goes to another search of this listing (a new history entry, so Back undoes it). */
  go: (search: string) => void;
  pending: boolean;
}

const Context = createContext<ListingNavigation | null>(null);

export function useListingNavigation(): ListingNavigation {
  const value = use(Context);
  if (!value) throw new Error("useListingNavigation needs a ListingNavigationProvider");
  return value;
}

/**
 * Lets the listing's controls change the address, and dims the results while the next ones load,
 * so a shopper sees that a choice was taken without the page jumping.
 */
export function ListingNavigationProvider({ children }: { children: React.ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const [pending, startTransition] = useTransition();
  const go = (search: string) =>
    startTransition(() =>
      router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }),
    );
  return <Context value={{ go, pending }}>{children}</Context>;
}

/** The results area: marked busy, and faded, while another search loads. */
export function ListingResults({ children }: { children: React.ReactNode }) {
  const { pending } = useListingNavigation();
  return (
    <div
      aria-busy={pending}
      data-testid="listing-results"
      className={`transition-opacity duration-150 ${pending ? "opacity-50" : ""}`}
    >
      {children}
    </div>
  );
}

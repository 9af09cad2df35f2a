import { isUnder, vendorPaths } from "./pages.ts";
import { pathInLanguage, safeNextPath } from "./safe-next-path.ts";

// Any origin would do: only the path is read.
const probeOrigin = "http://souq.invalid";

/**
 * Whether a return address (as the login page's `next` carries it, with its language prefix and
 * query) leads to a vendor's page: an account already signed in is then let onto the login page,
 * since it is a shopper sent there to sign in as a vendor's staff (ADR 48).
 */
export function leadsToVendorDesk(next: unknown): boolean {
  const path = safeNextPath(next);
  if (path === null) return false;
  const bare = pathInLanguage(new URL(path, probeOrigin).pathname, "en");
  return vendorPaths.some((prefix) => isUnder(bare, prefix));
}

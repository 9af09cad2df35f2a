// Plain JavaScript: server.mjs runs it before Next.js, without a compiler.
import proxyAddr from "proxy-addr";

/** What TRUST_PROXY may say, named in the message that stops the server when it says something else. */
const trustProxyRule =
  "must be false, true, or a comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal";

/**
 * Which proxies may name the client's address, read as the API reads its own TRUST_PROXY: "false"
 * (the default here, nothing in front: the socket's address is the client's), "true" (every hop is
 * trusted: the first address of X-Forwarded-For) or a list of proxies (the last address not in it).
 * A bad value throws a message that names the setting.
 */
export function parseTrustProxy(value = "false") {
  const setting = value.trim();
  if (setting === "false") return () => false;
  if (setting === "true") return () => true;
  try {
    return proxyAddr.compile(setting.split(",").map((entry) => entry.trim()));
  } catch (error) {
    const reason = error instanceof Error ? ` (${error.message})` : "";
    throw new Error(`Invalid storefront configuration:\n  TRUST_PROXY: ${trustProxyRule}${reason}`);
  }
}

// Node reports an IPv4 client of a dual-stack socket as ::ffff:a.b.c.d; the API should count one client once.
const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** The client's address: the socket's, or the last hop of X-Forwarded-For that `trust` does not cover. */
export function clientAddressOf(request, trust) {
  const address = proxyAddr(request, trust);
  return address ? address.replace(mappedIpv4, "$1") : undefined;
}

/** Headers in which a client could claim an address for itself. */
const claimedAddressHeaders = ["x-forwarded-for", "x-real-ip", "forwarded"];

/**
 * Replaces whatever the request claims about its origin with the one address the server worked
 * out, as X-Forwarded-For alone, before Next.js (which keeps a client's X-Forwarded-For) sees it.
 */
export function pinClientAddress(request, trust) {
  const address = clientAddressOf(request, trust);
  for (const name of claimedAddressHeaders) delete request.headers[name];
  if (address) request.headers["x-forwarded-for"] = address;
  return address;
}

import { isIPv4, isIPv6 } from "node:net";
import { compile } from "@fastify/proxy-addr";

/**
 * What a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one subscriber is usually handed a whole /64 and could otherwise rotate past any limit.
 */
export function clientNetwork(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = ip.includes("::")
    ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** This host itself: 127.0.0.0/8 or ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  return v4 ? v4.startsWith("127.") : ip === "::1";
}

/** Whether an address is one of the configured proxies (`TRUST_PROXY`), as Fastify judges it. */
export function trustedProxyCheck(trust: boolean | string[]): (address: string) => boolean {
  if (typeof trust === "boolean") return () => trust;
  const trusted = compile(trust);
  return (address) => trusted(address, 0);
}

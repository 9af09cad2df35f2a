import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddressOf, parseTrustProxy, pinClientAddress } from "./client-address.mjs";

function requestFrom(socketAddress: string, headers: Record<string, string> = {}) {
  return { headers: { ...headers }, socket: { remoteAddress: socketAddress } } as IncomingMessage;
}

describe("the client's address", () => {
  it("is the socket's by default, whatever X-Forwarded-For, X-Real-IP or Forwarded claim", () => {
    const request = requestFrom("198.51.100.7", {
      "x-forwarded-for": "203.0.113.1, 203.0.113.2",
      "x-real-ip": "203.0.113.3",
      forwarded: "for=203.0.113.4",
    });
    const trust = parseTrustProxy();
    expect(clientAddressOf(request, trust)).toBe("198.51.100.7");
    expect(pinClientAddress(request, trust)).toBe("198.51.100.7");
    expect(request.headers).toEqual({ "x-forwarded-for": "198.51.100.7" });
  });

  it("trusts no hop when TRUST_PROXY is false, even one on this machine", () => {
    const request = requestFrom("127.0.0.1", { "x-forwarded-for": "203.0.113.1" });
    expect(clientAddressOf(request, parseTrustProxy("false"))).toBe("127.0.0.1");
  });

  it("is the last hop the trusted proxies did not add", () => {
    // A client forged 203.0.113.9; the load balancer (10.0.0.5) appended the real 198.51.100.20.
    const request = requestFrom("10.0.0.5", {
      "x-forwarded-for": "203.0.113.9, 198.51.100.20",
    });
    expect(clientAddressOf(request, parseTrustProxy("10.0.0.0/8, 192.168.1.1"))).toBe(
      "198.51.100.20",
    );
    // Through two trusted proxies the client is still the first untrusted hop from the end.
    const twoHops = requestFrom("10.0.0.5", {
      "x-forwarded-for": "203.0.113.9, 198.51.100.20, 192.168.1.1",
    });
    expect(clientAddressOf(twoHops, parseTrustProxy("10.0.0.0/8,192.168.1.1"))).toBe(
      "198.51.100.20",
    );
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    const request = requestFrom("198.51.100.30", { "x-forwarded-for": "203.0.113.9" });
    expect(clientAddressOf(request, parseTrustProxy("loopback"))).toBe("198.51.100.30");
    expect(
      clientAddressOf(
        requestFrom("::1", { "x-forwarded-for": "203.0.113.9" }),
        parseTrustProxy("loopback"),
      ),
    ).toBe("203.0.113.9");
  });

  it("is the first address of the chain when every hop is trusted", () => {
    const request = requestFrom("10.0.0.5", { "x-forwarded-for": "203.0.113.9, 10.0.0.4" });
    expect(clientAddressOf(request, parseTrustProxy("true"))).toBe("203.0.113.9");
  });

  it("writes an IPv4 client of a dual-stack socket in its IPv4 form", () => {
    expect(clientAddressOf(requestFrom("::ffff:198.51.100.7"), parseTrustProxy())).toBe(
      "198.51.100.7",
    );
    expect(clientAddressOf(requestFrom("2001:db8::1"), parseTrustProxy())).toBe("2001:db8::1");
  });

  it("refuses a TRUST_PROXY it cannot read, naming it", () => {
    for (const bad of ["yes", "10.0.0.0/40", "10.0.0.1,", ""]) {
      expect(() => parseTrustProxy(bad)).toThrow(/TRUST_PROXY: must be false, true/);
    }
  });
});

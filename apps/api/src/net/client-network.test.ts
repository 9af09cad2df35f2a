import { describe, expect, it } from "vitest";
import { clientNetwork, isLoopback, trustedProxyCheck } from "./client-network.ts";

describe("clientNetwork", () => {
  it("keeps an IPv4 address, also when written as IPv4-mapped IPv6", () => {
    expect(clientNetwork("203.0.113.7")).toBe("203.0.113.7");
    expect(clientNetwork("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts every address of one IPv6 /64 as one", () => {
    const network = "2001:db8:1:2::/64";
    expect(clientNetwork("2001:db8:1:2::1")).toBe(network);
    expect(clientNetwork("2001:0db8:0001:0002:ffff:eeee:dddd:cccc")).toBe(network);
    expect(clientNetwork("2001:DB8:1:2:aaaa::9")).toBe(network);
    expect(clientNetwork("2001:db8:1:3::1")).not.toBe(network);
  });

  it("handles the short forms at either end", () => {
    expect(clientNetwork("::1")).toBe("0:0:0:0::/64");
    expect(clientNetwork("2001:db8::")).toBe("2001:db8:0:0::/64");
  });
});

describe("isLoopback", () => {
  it("knows this machine's own addresses and nothing else", () => {
    for (const ip of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopback(ip), ip).toBe(true);
    }
    for (const ip of ["10.0.0.1", "203.0.113.7", "::ffff:10.0.0.1", "2001:db8::1", "", "::"]) {
      expect(isLoopback(ip), ip).toBe(false);
    }
  });
});

describe("trustedProxyCheck", () => {
  it("reads TRUST_PROXY as Fastify does: names, addresses and ranges, or all, or none", () => {
    const storefronts = trustedProxyCheck(["loopback", "10.8.0.0/16"]);
    expect(storefronts("127.0.0.1")).toBe(true);
    expect(storefronts("10.8.3.4")).toBe(true);
    expect(storefronts("10.9.3.4")).toBe(false);
    expect(storefronts("203.0.113.7")).toBe(false);
    expect(trustedProxyCheck(true)("203.0.113.7")).toBe(true);
    expect(trustedProxyCheck(false)("127.0.0.1")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  policySettingsOf,
  runtimeSecurityHeaders,
} from "./runtime-security-headers.mjs";

const local = {
  siteUrl: "http://localhost:3000",
  mediaOrigin: "http://localhost:4000",
  development: false,
};
const live = {
  siteUrl: "https://souq.example",
  mediaOrigin: "https://api.souq.example",
  development: false,
};

function directives(policy: string): Map<string, string> {
  return new Map(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values.join(" ")];
    }),
  );
}

describe("contentSecurityPolicy", () => {
  it("shuts everything but this origin, inline scripts, the pictures' origin and the map's tiles", () => {
    expect(Object.fromEntries(directives(contentSecurityPolicy(local)))).toEqual({
      "default-src": "'self'",
      "script-src": "'self' 'unsafe-inline'",
      "script-src-attr": "'none'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data: http://localhost:4000 https://tile.openstreetmap.org",
      "font-src": "'self'",
      "connect-src": "'self'",
      "object-src": "'none'",
      "base-uri": "'none'",
      "form-action": "'self'",
      "frame-ancestors": "'none'",
    });
  });

  it("upgrades insecure requests on an https site", () => {
    expect(directives(contentSecurityPolicy(live)).get("upgrade-insecure-requests")).toBe("");
    expect(directives(contentSecurityPolicy(live)).get("img-src")).toBe(
      "'self' data: https://api.souq.example https://tile.openstreetmap.org",
    );
  });

  it("allows eval only under next dev", () => {
    expect(directives(contentSecurityPolicy(local)).get("script-src")).not.toContain("eval");
    expect(
      directives(contentSecurityPolicy({ ...local, development: true })).get("script-src"),
    ).toBe("'self' 'unsafe-inline' 'unsafe-eval'");
  });
});

describe("runtimeSecurityHeaders", () => {
  it("sends Strict-Transport-Security only when the public address is https", () => {
    expect(new Map(runtimeSecurityHeaders(live)).get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(new Map(runtimeSecurityHeaders(local)).has("Strict-Transport-Security")).toBe(false);
    expect(new Map(runtimeSecurityHeaders(local)).has("Content-Security-Policy")).toBe(true);
  });
});

describe("policySettingsOf", () => {
  it("reads the policy's settings as the storefront's configuration does", () => {
    expect(policySettingsOf({ API_URL: "http://localhost:4000/", NODE_ENV: "production" })).toEqual(
      {
        siteUrl: "http://localhost:3000",
        mediaOrigin: "http://localhost:4000",
        development: false,
      },
    );
    expect(
      policySettingsOf({
        API_URL: "http://api.internal:4000",
        MEDIA_URL: "https://media.souq.sa/pictures/",
        SITE_URL: "https://souq.sa/",
        NODE_ENV: "development",
      }),
    ).toEqual({
      siteUrl: "https://souq.sa",
      mediaOrigin: "https://media.souq.sa",
      development: true,
    });
  });

  it("throws on an address the configuration check refuses", () => {
    expect(() => policySettingsOf({})).toThrow();
    expect(() =>
      runtimeSecurityHeaders(policySettingsOf({ API_URL: "x", SITE_URL: "y" })),
    ).toThrow();
  });
});

import { describe, expect, it } from "vitest";
import { maxNextPathLength, pathAfterSignIn, safeNextPath } from "./safe-next-path.ts";

const hostile = [
  "https://evil.example/",
  "http:evil.example",
  "//evil.example",
  "///evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/ar//evil.example",
  "/ar/\\evil.example",
  "/ar/..//evil.example",
  "/pages/../../\\evil.example",
  "/%2F%2Fevil.example",
  "/%2f/evil.example",
  "/ar/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/%252F%252Fevil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/a\u0000b",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,hi",
  " /pages/profile",
  "pages/profile",
  "",
  `/${"a".repeat(maxNextPathLength)}`,
  null,
  undefined,
  42,
  ["/pages/profile"],
];

describe("safeNextPath", () => {
  it.each([
    "/pages/profile",
    "/ar/pages/orders?page=2",
    "/",
    "/ar",
    "/pages/shop?keyword=%D8%B4%D8%A7%D9%8A",
  ])("keeps the local path %s", (path) => {
    expect(safeNextPath(path)).toBe(path);
  });

  it("resolves dot segments as a browser would", () => {
    expect(safeNextPath("/pages/../pages/profile")).toBe("/pages/profile");
  });

  it.each(hostile)("refuses %j", (value) => {
    expect(safeNextPath(value)).toBeNull();
  });
});

describe("pathAfterSignIn", () => {
  it("follows the return address in the shopper's language", () => {
    expect(pathAfterSignIn("/ar/pages/profile", "/ar/pages/login", "en")).toBe("/pages/profile");
    expect(pathAfterSignIn("/pages/orders?page=2", "/pages/login", "ar")).toBe(
      "/ar/pages/orders?page=2",
    );
    expect(pathAfterSignIn("/ar", "/ar/pages/login", "en")).toBe("/");
    expect(pathAfterSignIn("/", "/pages/login", "ar")).toBe("/ar");
  });

  it("stays on the current page without a return address", () => {
    expect(pathAfterSignIn(null, "/ar/product/7?reviews_page=2", "en")).toBe(
      "/product/7?reviews_page=2",
    );
  });

  it.each(hostile)("lands on this site for %j", (value) => {
    for (const lang of ["en", "ar"] as const) {
      const target = pathAfterSignIn(value, "/pages/login", lang);
      expect(new URL(target, "https://souq.example").origin).toBe("https://souq.example");
      expect(target).toMatch(/^\/(?![/\\])/);
    }
  });

  it("checks the address after the language prefix is removed", () => {
    // `/ar` + `//x` looks local until the prefix goes; the final address must be checked.
    expect(pathAfterSignIn("/ar//evil.example", "/ar//evil.example", "en")).toBe("/");
    expect(pathAfterSignIn("/ar/\\evil.example", "/pages/login", "en")).toBe("/pages/login");
  });
});

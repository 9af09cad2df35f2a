import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it, vi } from "vitest";
import {
  pageAt,
  pageHref,
  pageList,
  privatePaths,
  signInPaths,
  sitemapFixedPaths,
  vendorPaths,
} from "./pages.ts";

vi.mock("../config/runtime-config.server.ts", () => ({ siteUrl: () => "https://souq.example" }));

const { crawlRules } = await import("../seo/crawl-rules.ts");

const pagesRoot = join(import.meta.dirname, "../../app/[locale]/[frame]/[query]");

/** Every page folder under the query segment, as its address pattern ("" is the home page). */
function pageFolders(directory = pagesRoot): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) found.push(...pageFolders(path));
    else if (entry.name === "page.tsx")
      found.push(`/${relative(pagesRoot, directory).split(sep).join("/")}`.replace(/^\/$/, "/"));
  }
  return found;
}

describe("the page registry", () => {
  it("has one entry for every page folder, and a folder for every entry", () => {
    expect(pageFolders().sort()).toEqual(pageList.map((page) => page.path).sort());
  });

  it("protects the pages it always protected", () => {
    expect(signInPaths).toEqual([
      "/pages/profile",
      "/pages/orders",
      "/pages/messages",
      "/pages/addresses",
      "/shop/checkout",
      "/vendor",
    ]);
  });

  it("keeps the vendor's desk, and only it, for a vendor's staff", () => {
    expect(vendorPaths).toEqual(["/vendor"]);
    const vendorPages = pageList.filter((page) => page.signIn === "vendor");
    expect(vendorPages.map((page) => page.path)).toEqual([
      "/vendor",
      "/vendor/shipments",
      "/vendor/shipments/[id]",
      "/vendor/products",
      "/vendor/products/new",
      "/vendor/products/[id]",
      "/vendor/products/[id]/preview",
      "/vendor/messages",
      "/vendor/messages/[id]",
    ]);
    for (const page of vendorPages) {
      expect(page).toMatchObject({ crawl: "private", sitemap: "none", render: "per-request" });
      // Never cached: the desk's pages hold no "use cache" function of their own.
      const source = readFileSync(join(pagesRoot, page.path, "page.tsx"), "utf8");
      expect(source, page.path).not.toContain("use cache");
    }
  });

  it("keeps crawlers off the pages it always kept them off, in both languages", () => {
    expect(privatePaths).toEqual([
      "/pages/profile",
      "/pages/orders",
      "/pages/messages",
      "/pages/addresses",
      "/pages/cart",
      "/shop/checkout",
      "/shop/wishlist",
      "/pages/compare",
      "/pages/login",
      "/pages/forgot-password",
      "/pages/reset-password",
      "/pages/confirm-signup",
      "/pages/pay",
      "/vendor",
      "/pages/coming-soon",
    ]);
    const rules = crawlRules("https://souq.example").rules;
    const disallowed = Array.isArray(rules) ? [] : rules.disallow;
    expect(disallowed).toContain("/pages/orders");
    expect(disallowed).toContain("/ar/shop/wishlist");
    expect(disallowed).toHaveLength(privatePaths.length * 2);
  });

  it("lists the same fixed pages in the sitemap", () => {
    expect(sitemapFixedPaths).toEqual([
      "/",
      "/pages/shop",
      "/pages/deals",
      "/pages/categories",
      "/pages/vendors",
      "/pages/contact",
      "/pages/about",
      "/pages/shipping",
      "/pages/returns",
      "/pages/privacy",
      "/pages/terms",
      "/pages/faq",
      "/pages/blog",
    ]);
  });

  it("has every private page tell search engines not to index it", () => {
    for (const page of pageList.filter((candidate) => candidate.crawl === "private")) {
      const source = readFileSync(join(pagesRoot, page.path, "page.tsx"), "utf8");
      expect(source, page.path).toMatch(/index: false|noIndex: true/);
    }
  });

  it("renders the pages a shopper owns per request, and caches the rest", () => {
    const perRequest = pageList.filter((page) => page.render === "per-request");
    for (const page of perRequest)
      expect(page.signIn !== false || page.crawl === "private").toBe(true);
    expect(pageList.filter((page) => page.signIn && page.render !== "per-request")).toEqual([]);
  });
});

describe("pageAt", () => {
  it("finds the page an address opens, placeholders held to what they allow", () => {
    expect(pageAt("/")?.name).toBe("home");
    expect(pageAt("/pages/orders/12")?.name).toBe("order");
    expect(pageAt("/product/default/7")?.name).toBe("productDefault");
    expect(pageAt("/product/7")?.name).toBe("product");
    expect(pageAt("/pages/orders/0")).toBeUndefined();
    expect(pageAt("/pages/404")).toBeUndefined();
    expect(pageAt("/pages/shop/")).toBeUndefined();
    expect(pageAt("/pages/pay/Qx7_-k2M9pLr4TzA")?.name).toBe("pay");
    expect(pageAt("/pages/pay/short")).toBeUndefined();
    expect(pageAt("/pages/pay/has.a.dot-in-it-0123")).toBeUndefined();
    expect(pageAt("/vendor")?.name).toBe("vendorDashboard");
    expect(pageAt("/vendor/shipments/41")?.name).toBe("vendorShipment");
    expect(pageAt("/vendor/shipments/x")).toBeUndefined();
    expect(pageAt("/vendors")).toBeUndefined();
    expect(pageAt("/pages/blog")?.name).toBe("blog");
    expect(pageAt("/pages/blog/find-your-size")?.name).toBe("blogPost");
    for (const slug of ["Find-Your-Size", "two--hyphens", "-start", "end-", "a".repeat(81)])
      expect(pageAt(`/pages/blog/${slug}`), slug).toBeUndefined();
    expect(pageAt(`/pages/blog/${"a".repeat(80)}`)?.name).toBe("blogPost");
    expect(pageAt("/pages/deals")?.name).toBe("deals");
    expect(pageAt("/pages/coming-soon")?.name).toBe("comingSoon");
  });
});

describe("pageHref", () => {
  it("writes addresses without the language prefix", () => {
    expect(pageHref.home()).toBe("/");
    expect(pageHref.shop()).toBe("/pages/shop");
    expect(pageHref.order({ id: 7 }, { placed: 1 })).toBe("/pages/orders/7?placed=1");
    expect(pageHref.vendor({ id: 3 }, "sort=newest&page=2")).toBe(
      "/pages/vendors/3?sort=newest&page=2",
    );
    expect(pageHref.checkout({ delivery: "express" })).toBe("/shop/checkout?delivery=express");
  });

  it("leaves empty values out and encodes the rest", () => {
    expect(pageHref.orders({ page: undefined })).toBe("/pages/orders");
    expect(pageHref.shop({ sizes: ["s", "m"], keyword: "تمر" })).toBe(
      "/pages/shop?sizes=s&sizes=m&keyword=%D8%AA%D9%85%D8%B1",
    );
    expect(pageHref.login({ next: "/ar/pages/profile" })).toBe(
      "/pages/login?next=%2Far%2Fpages%2Fprofile",
    );
  });
});

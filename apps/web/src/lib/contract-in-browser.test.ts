import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

// Browser code imports only these contract modules (the rest build schemas); a schema library
// in them would ship to every page, and its code generation trips the Content-Security-Policy,
// so they must stay free of imports.
const contractDir = join(
  import.meta.dirname,
  "..",
  "..",
  "..",
  "..",
  "packages",
  "contract",
  "src",
);
const sourceDir = join(import.meta.dirname, "..");
const browserSafe = [
  "blog-rules",
  "catalog-rules",
  "contact-rules",
  "gulf-countries",
  "locale-codes",
  "message-rules",
  "phone-rules",
  "picture-widths",
  "request-url",
  "search-text",
  "vendor-product-limits",
  "wishlist-limits",
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Contract modules a file imports as values (`import type` lines load nothing in the browser). */
function contractValueImports(source: string): string[] {
  const imports = source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+"@souq\/contract\/([^"]+)"/gm);
  return [...imports].map((match) => match[1] ?? "");
}

describe("contract modules the browser loads", () => {
  it.each(browserSafe)("%s imports nothing", (module) => {
    const source = readFileSync(join(contractDir, `${module}.ts`), "utf8");
    expect(source).not.toMatch(/^\s*import\s/m);
  });

  it("browser components import values only from those modules", () => {
    const offending = sourceFiles(sourceDir).flatMap((file) => {
      const source = readFileSync(file, "utf8");
      if (!/^["']use client["'];?/m.test(source)) return [];
      return contractValueImports(source)
        .filter((module) => !browserSafe.includes(module))
        .map((module) => `${relative(sourceDir, file)} imports @souq/contract/${module}`);
    });
    expect(offending).toEqual([]);
  });
});

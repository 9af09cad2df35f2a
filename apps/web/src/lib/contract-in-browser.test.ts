import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// Client components import only these contract modules (the rest build schemas); a schema
// library in them would ship to every page, so they must stay free of imports.
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
const browserSafe = ["catalog-rules.ts", "gulf-countries.ts", "locale-codes.ts", "search-text.ts"];

describe("contract modules the browser loads", () => {
  it.each(browserSafe)("%s imports nothing", (file) => {
    const source = readFileSync(join(contractDir, file), "utf8");
    expect(source).not.toMatch(/^\s*import\s/m);
  });
});

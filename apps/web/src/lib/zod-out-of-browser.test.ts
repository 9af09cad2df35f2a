import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The storefront's own calls are declared with zod schemas that the browser's callers are typed
// from; only types may cross. This follows every value import from each browser component, across
// the storefront and the contract (server actions excepted: they stay on the server), and fails
// on any path that reaches zod (ADR 24, ADR 34).
const sourceDir = join(import.meta.dirname, "..");
const contractDir = resolve(sourceDir, "..", "..", "..", "packages", "contract", "src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Modules a file loads at run time: imports and re-exports that are not wholly `type`. */
function valueImports(source: string): string[] {
  const statements = source.matchAll(
    /^(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+"([^"]+)"|^import\s+"([^"]+)"/gm,
  );
  return [...statements].flatMap(([, names = "", from, bare]) => {
    if (bare) return [bare];
    const braced = /^\{([^}]*)\}$/.exec(names.trim())?.[1];
    const onlyTypes = (braced?.split(",") ?? ["value"])
      .map((name) => name.trim())
      .filter(Boolean)
      .every((name) => name.startsWith("type "));
    return onlyTypes || !from ? [] : [from];
  });
}

/** The file a specifier names, or the package name for anything outside our sources. */
function resolveImport(from: string, specifier: string): string {
  if (specifier.startsWith("@/")) return join(sourceDir, specifier.slice(2));
  if (specifier.startsWith("@souq/contract/")) {
    return join(contractDir, `${specifier.slice("@souq/contract/".length)}.ts`);
  }
  if (specifier.startsWith(".")) return resolve(dirname(from), specifier);
  return specifier;
}

/** The chain of value imports from `start` to zod, or null when there is none. */
function pathToZod(start: string): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const source = readFileSync(file, "utf8");
    // A server action stays on the server: the browser gets a reference to call, not its code.
    if (/^["']use server["'];?/m.test(source)) return null;
    for (const specifier of valueImports(source)) {
      if (specifier === "zod" || specifier.startsWith("zod/")) return [...trail, "zod"];
      const target = resolveImport(file, specifier);
      if (!target.startsWith("/") || !existsSync(target)) continue;
      const found = walk(target, [...trail, relative(sourceDir, target)]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, [relative(sourceDir, start)]);
}

describe("zod in the browser", () => {
  it("is reached by no browser component through value imports", () => {
    const browserFiles = sourceFiles(sourceDir).filter((file) =>
      /^["']use client["'];?/m.test(readFileSync(file, "utf8")),
    );
    expect(browserFiles.length).toBeGreaterThan(20);
    const reached = browserFiles.flatMap((file) => {
      const chain = pathToZod(file);
      return chain ? [chain.join(" → ")] : [];
    });
    expect(reached).toEqual([]);
  });

  it("would be caught: a value import of a declaration is a path to zod", () => {
    expect(valueImports('import { compareEndpoint } from "./compare-endpoint.ts";')).toEqual([
      "./compare-endpoint.ts",
    ]);
    expect(valueImports('import type { compareEndpoint } from "./compare-endpoint.ts";')).toEqual(
      [],
    );
    expect(valueImports('import { type A, type B } from "./x.ts";')).toEqual([]);
    expect(valueImports('import { type A, b } from "./x.ts";')).toEqual(["./x.ts"]);
    expect(pathToZod(join(sourceDir, "features", "compare", "compare-endpoint.ts"))).not.toBeNull();
  });
});

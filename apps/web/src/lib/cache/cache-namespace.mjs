// Plain JavaScript: Next.js loads the cache handlers at run time, without compiling them.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

// apps/web, from this file (Next.js's bundles keep a module's own address in import.meta.url; a
// `new URL(path, import.meta.url)` would be taken by the bundler for an asset to copy).
const appDir = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The id of the build this process serves, as `next build` wrote it beside its output
 * (next.config.ts puts that in NEXT_DIST_DIR or .next); "development" outside production.
 */
export function readBuildId(env = process.env) {
  if (env.NODE_ENV !== "production") return "development";
  const file = resolve(appDir, env.NEXT_DIST_DIR || ".next", "BUILD_ID");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    throw new Error(`The build id could not be read from ${file}: was the storefront built?`);
  }
}

/**
 * Where one storefront's entries and tag revalidations live in a shared store. Entries belong to
 * one build (a new deployment never reads an older build's pages); tag revalidations are shared
 * by every build, so that during a rolling deployment the old processes still see a product
 * change made through a new one. Marketplaces (COMPANY_ID) sharing one Redis never meet.
 */
export function cacheNamespace({ env = process.env, buildId = readBuildId(env) } = {}) {
  const base = `souq:storefront:company-${env.COMPANY_ID ?? "1"}:`;
  return { entries: `${base}build-${buildId}:`, tags: `${base}tags:` };
}

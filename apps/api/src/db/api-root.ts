import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The folder of the API package, from the source tree or from its build alike; a program that
 * bundles the API's pieces (the demo seed) finds it as the installed @souq/api package.
 */
export function apiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "@souq/api") {
      return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  try {
    return dirname(createRequire(import.meta.url).resolve("@souq/api/package.json"));
  } catch {
    throw new Error("Cannot find the @souq/api package folder");
  }
}

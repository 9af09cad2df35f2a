// Decides whether the production build is older than the sources, so a second start skips it.
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./steps.mjs";

const sources = [
  "package-lock.json",
  "packages/contract/src",
  "packages/demo-seed/src",
  "packages/demo-seed/build.mjs",
  "apps/api/src",
  "apps/api/drizzle",
  "apps/api/build.mjs",
  "apps/api/build-options.mjs",
  "apps/web/src",
  "apps/web/messages",
  "apps/web/public",
  "apps/web/scripts",
  "apps/web/next.config.ts",
  "apps/web/package.json",
  "apps/api/package.json",
];
const stampFile = join(root, "apps/web/.next/souq-build-stamp");

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "fonts") continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function buildIsCurrent() {
  const outputs = ["apps/api/dist/server.js", "packages/demo-seed/dist/seed-cli.js"];
  if (!existsSync(stampFile) || outputs.some((output) => !existsSync(join(root, output))))
    return false;
  const built = statSync(stampFile).mtimeMs;
  return sources.every((source) => newestChange(join(root, source)) <= built);
}

export function markBuilt() {
  writeFileSync(stampFile, new Date().toISOString());
}

// Copies the self-hosted font files the storefront uses from their npm packages into public/fonts,
// so that each language can preload exactly the faces its first screen needs.
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const target = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "fonts");
const files = [
  ["@fontsource-variable/inter", "inter-latin-wght-normal.woff2"],
  ["@fontsource/ibm-plex-sans-arabic", "ibm-plex-sans-arabic-arabic-400-normal.woff2"],
  ["@fontsource/ibm-plex-sans-arabic", "ibm-plex-sans-arabic-arabic-700-normal.woff2"],
  ["@fontsource/ibm-plex-sans-arabic", "ibm-plex-sans-arabic-latin-400-normal.woff2"],
  ["@fontsource/ibm-plex-sans-arabic", "ibm-plex-sans-arabic-latin-700-normal.woff2"],
];

await mkdir(target, { recursive: true });
for (const [pkg, file] of files) {
  const source = join(dirname(require.resolve(`${pkg}/package.json`)), "files", file);
  await copyFile(source, join(target, file));
}

// Bundles the seed and the API pieces it writes through (db client, schema, modules' public
// entries) into dist/seed-cli.js; packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: ["src/seed-cli.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // Our own TypeScript sources, so they are bundled rather than left external.
  alias: {
    "@souq/api": "../../apps/api/src",
    "@souq/contract": "../contract/src",
  },
  logLevel: "warning",
});

// Bundles the API's own code (and the contract's) into dist/; packages stay in node_modules.
import { build } from "esbuild";

await build({
  entryPoints: [
    "src/server.ts",
    "src/seed/seed-cli.ts",
    "src/db/migrate-cli.ts",
    "src/operator/orders-cli.ts",
    "src/operator/messages-cli.ts",
  ],
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  // The contract is our own TypeScript source, so it is bundled rather than left external.
  alias: { "@souq/contract": "../../packages/contract/src" },
  logLevel: "warning",
});

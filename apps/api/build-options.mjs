// How the API's production output is bundled: shared by the build and by the test that reads what
// the bundle holds.
import { fileURLToPath } from "node:url";

const apiDir = fileURLToPath(new URL(".", import.meta.url));

/** @type {import("esbuild").BuildOptions} */
export const buildOptions = {
  absWorkingDir: apiDir,
  entryPoints: [
    "src/server.ts",
    "src/db/migrate-cli.ts",
    "src/db/backup-cli.ts",
    "src/db/restore-cli.ts",
    "src/db/copy-to-postgres-cli.ts",
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
};

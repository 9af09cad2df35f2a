// Starts the built API for the end-to-end suites on an empty database of its own, seeded first by
// the built demo seed; with --keep-data, on the database an earlier start on the same port left
// (the outage suite starts its API again after stopping it).
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { apiNodeArguments } from "../../apps/api/process-options.mjs";

const root = new URL("../..", import.meta.url).pathname;
const dataDir = join(root, ".cache", `e2e-data-${process.env.PORT}`);
const keepData = process.argv.includes("--keep-data");
if (!keepData) rmSync(dataDir, { recursive: true, force: true });
const databaseEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  // Pictures are content-addressed, so the suites share the rendered ones between runs.
  MEDIA_DIR: join(root, ".cache", "media"),
};
if (!keepData) {
  const seeded = spawnSync("node", [join(root, "packages/demo-seed/dist/seed-cli.js")], {
    stdio: "inherit",
    env: databaseEnv,
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
const child = spawn("node", [...apiNodeArguments, join(root, "apps/api/dist/server.js")], {
  stdio: "inherit",
  env: {
    ...databaseEnv,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    // The suites read password-reset emails from the development outbox.
    MAIL_OUTBOX_ROUTE: "true",
    // The order suites take the operator's fulfilment step through the running API, and check
    // the minimum order.
    OPERATOR_ROUTE: "true",
    MIN_ORDER_PRICE: "50",
    NODE_ENV: "production",
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

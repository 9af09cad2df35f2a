// `npm run dev`: the API and the storefront with reload on change (data kept in ./data).
import { join } from "node:path";
import { announce, installIfNeeded, root, run, startService } from "./lib/steps.mjs";

installIfNeeded();
const apiPort = process.env.API_PORT ?? "4000";
const dataDir = process.env.DATA_DIR ?? join(root, "data");
announce("Preparing the database: migrations, then demo data if it is empty");
try {
  run("npx", ["tsx", "packages/demo-seed/src/seed-cli.ts", "--if-empty"], {
    env: { ...process.env, DATA_DIR: dataDir },
  });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(error.exitCode ?? 1);
}
announce("Starting the API (reloads on change) and the storefront (next dev)");
const children = [
  startService("api", "npx", ["tsx", "watch", "src/server.ts"], {
    cwd: join(root, "apps/api"),
    env: {
      PORT: apiPort,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      MAIL_OUTBOX_ROUTE: "true",
      OPERATOR_ROUTE: "true",
    },
  }),
  startService("web", "npm", ["run", "dev"], {
    cwd: join(root, "apps/web"),
    env: {
      API_URL: process.env.API_URL ?? `http://localhost:${apiPort}`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
  }),
];
console.log(
  `Storefront: http://localhost:3000 (Arabic: /ar) · API: http://localhost:${apiPort}/api/docs`,
);
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

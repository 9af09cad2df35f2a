// `npm start`: install what is missing, build, prepare and seed the database, then serve the API
// and the storefront together until Ctrl-C.
import { join } from "node:path";
import { apiNodeArguments } from "../apps/api/process-options.mjs";
import { announce, installIfNeeded, root, run, startService, waitForUrl } from "./lib/steps.mjs";

// The supported line (package.json engines, .nvmrc): Node 20 from 20.19, which vite and vitest need.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Souq needs Node.js 20.19 or newer in the 20 line; this is ${process.versions.node}.`,
  );
  process.exit(1);
}

const apiPort = process.env.API_PORT ?? "4000";
const webPort = process.env.WEB_PORT ?? "3000";
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const apiEnv = {
  PORT: apiPort,
  DATA_DIR: process.env.DATA_DIR ?? join(root, "data"),
  PUBLIC_URL: process.env.PUBLIC_URL ?? apiUrl,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  // Emails without SMTP_URL land in data/mail-outbox; the outbox route stays off (npm run dev has it).
  STOREFRONT_URL: process.env.STOREFRONT_URL ?? webUrl,
  NODE_ENV: "production",
};
const webEnv = {
  API_URL: process.env.API_URL ?? apiUrl,
  COMPANY_ID: process.env.COMPANY_ID ?? "1",
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
};

try {
  installIfNeeded();
  const { buildIsCurrent, markBuilt } = await import("./lib/build-stamp.mjs");
  if (buildIsCurrent()) {
    announce("The build is up to date with the sources; skipping it");
  } else {
    announce("Building the API and the demo seed");
    run("npm", ["run", "build", "--workspace", "@souq/api"]);
    run("npm", ["run", "build", "--workspace", "@souq/demo-seed"]);
    announce("Building the storefront (next build)");
    run("npm", ["run", "build", "--workspace", "@souq/web"], {
      env: { ...process.env, ...webEnv },
    });
    markBuilt();
  }
  const where = process.env.DATABASE_URL
    ? "PostgreSQL (DATABASE_URL)"
    : `the embedded database in ${apiEnv.DATA_DIR}`;
  announce(`Preparing ${where}: migrations, then demo data if it is empty`);
  run("node", ["packages/demo-seed/dist/seed-cli.js", "--if-empty"], {
    env: { ...process.env, ...apiEnv },
  });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(error.exitCode ?? 1);
}

// The storefront's heap is bounded by its cache setting (a bad CACHE_MAX_MB stops the start here).
let heapMb;
try {
  const { storefrontHeapMb } = await import("../apps/web/src/lib/cache/memory-cache-store.mjs");
  heapMb = storefrontHeapMb();
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

announce("Starting the API and the storefront");
const api = startService("api", "node", [...apiNodeArguments, "apps/api/dist/server.js"], {
  env: apiEnv,
});
// The storefront's own server (it settles each client's address), run directly so that a stop
// signal reaches it.
const web = startService(
  "web",
  "node",
  [`--max-old-space-size=${heapMb}`, "server.mjs", "--port", webPort],
  {
    cwd: join(root, "apps/web"),
    env: webEnv,
  },
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log("\nStopping the storefront and the API…");
  for (const child of [web, api]) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 5_000).unref();
  Promise.all(
    [web, api].map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve() : child.on("exit", resolve))),
    ),
  ).then(() => process.exit(code));
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (const [name, child] of [
  ["API", api],
  ["storefront", web],
]) {
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`The ${name} stopped unexpectedly (exit ${code}).`);
      stop(code || 1);
    }
  });
}

try {
  await waitForUrl(`${apiUrl}/health`, api);
  await waitForUrl(webUrl, web);
  console.log(`
Souq is running:
  Storefront (English)  ${webUrl}
  Storefront (Arabic)   ${webUrl}/ar
  API                   ${apiUrl}
  API reference         ${apiUrl}/api/docs
Demo shopper: demo@example.com / demo1234
Press Ctrl-C to stop both.
`);
} catch (error) {
  console.error(error.message);
  stop(1);
}

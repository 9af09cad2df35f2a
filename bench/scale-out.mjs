// Scale-out: one storefront and one API process, then two of each, over one PostgreSQL database
// and one Redis, measured the same way one after the other. Clients take the storefronts (and,
// asked directly, the APIs) in turn, as a load balancer would share them. Before each load run,
// two shoppers signed in through different processes each see their own account page, never the
// other's; after it, the Redis keys show the storefronts' one shared cache.
//
//   node bench/scale-out.mjs [clients] [seconds]
//
// Needs the built product (npm run build), DATABASE_URL pointing at a seeded database whose data
// may change (two accounts are added), and REDIS_URL (default redis://127.0.0.1:6379). Uses ports
// 4150–4151 (APIs) and 3150–3151 (storefronts). Prints Markdown tables.
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [clientsArg = "20", secondsArg = "8"] = process.argv.slice(2);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
if (!databaseUrl) throw new Error("DATABASE_URL must name a seeded PostgreSQL database");
const pagePaths = ["/", "/ar/pages/shop", "/product/1"];
const { storefrontHeapMb } = await import(
  join(root, "apps/web/src/lib/cache/memory-cache-store.mjs")
);
const heapMb = storefrontHeapMb();
const { apiNodeArguments } = await import(join(root, "apps/api/process-options.mjs"));
const apiPaths = ["/1/api/marketplace/products?per_page=12"];

const started = [];
function startProcess(command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "inherit"], ...options });
  started.push(child);
  return child;
}
function stopAll() {
  for (const child of started.splice(0)) child.kill("SIGTERM");
}
process.on("exit", stopAll);

async function waitFor(url) {
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** n APIs and n storefronts, the i-th storefront asking the i-th API. */
async function startProduct(n) {
  const apis = [];
  const storefronts = [];
  for (let i = 0; i < n; i += 1) {
    const apiPort = 4150 + i;
    const webPort = 3150 + i;
    startProcess("node", [...apiNodeArguments, join(root, "apps/api/dist/server.js")], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(apiPort),
        PUBLIC_URL: `http://localhost:${apiPort}`,
        STOREFRONT_URL: `http://localhost:${webPort}`,
        MEDIA_DIR: join(root, ".cache", "media"),
        // The shoppers below confirm their sign-up with the emailed link.
        MAIL_OUTBOX_ROUTE: "true",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
      },
    });
    // As `npm start` runs it: its heap bounded (its cache and room to work).
    startProcess(
      "node",
      [`--max-old-space-size=${heapMb}`, "server.mjs", "--port", String(webPort)],
      {
        cwd: join(root, "apps/web"),
        env: {
          ...process.env,
          API_URL: `http://localhost:${apiPort}`,
          COMPANY_ID: "1",
          SITE_URL: `http://localhost:${webPort}`,
          REDIS_URL: redisUrl,
          NODE_ENV: "production",
        },
      },
    );
    apis.push(`http://localhost:${apiPort}`);
    storefronts.push(`http://localhost:${webPort}`);
  }
  await Promise.all([
    ...apis.map((api) => waitFor(`${api}/health`)),
    ...storefronts.map((web) => waitFor(`${web}/`)),
  ]);
  return { apis, storefronts };
}

/** A new shopper signed up through the given API; answers its name and session cookie. */
async function newShopper(api, index) {
  const email = `scale-${Date.now()}-${index}-${randomUUID().slice(0, 6)}@example.com`;
  const name = `Scale Shopper ${randomUUID().slice(0, 8)}`;
  const form = (fields) => ({
    method: "POST",
    headers: { Accept: "application/json", "X-Forwarded-For": `10.88.0.${index + 1}` },
    body: new URLSearchParams(fields),
  });
  const registered = await fetch(
    `${api}/api/auth/register`,
    form({
      name,
      email,
      phone: "+966512345678",
      password: "scale-password-42",
      password_confirmation: "scale-password-42",
      company_id: "1",
    }),
  );
  if (registered.status !== 202) throw new Error(`register answered ${registered.status}`);
  const outbox = await (
    await fetch(`${api}/api/dev/mail-outbox?to=${encodeURIComponent(email)}`)
  ).json();
  const token = /confirm-signup\?token=([A-Za-z0-9_-]+)/.exec(outbox.messages?.[0]?.text ?? "");
  if (!token) throw new Error("no sign-up link in the outbox");
  const confirmed = await fetch(`${api}/api/auth/register/confirm`, form({ token: token[1] }));
  if (confirmed.status !== 201) throw new Error(`confirm answered ${confirmed.status}`);
  const session = await confirmed.json();
  return {
    name,
    cookie: `souq_session=${session.user.id}.${session.access_token.accessToken}`,
  };
}

/**
 * Two shoppers, each signed up through a different API, open their profile page through every
 * storefront a few times each: each page names its own shopper, never the other.
 */
async function checkNoCrossing({ apis, storefronts }) {
  const shoppers = await Promise.all(
    [0, 1].map((index) => newShopper(apis[index % apis.length], index)),
  );
  let pages = 0;
  for (let round = 0; round < 3; round += 1) {
    for (const web of storefronts) {
      for (const [index, shopper] of shoppers.entries()) {
        const other = shoppers[1 - index];
        const response = await fetch(`${web}/pages/profile`, {
          headers: { Cookie: shopper.cookie },
        });
        const html = await response.text();
        if (response.status !== 200 || !html.includes(shopper.name)) {
          throw new Error(`${web}/pages/profile did not show its own shopper (${response.status})`);
        }
        if (html.includes(other.name)) throw new Error(`${web} showed another shopper's name`);
        pages += 1;
      }
    }
  }
  return pages;
}

/** The throughput bench, across the given servers in turn; its rows as JSON. */
function throughput(servers, paths) {
  const output = execFileSync(
    "node",
    [join(root, "bench/page-throughput.mjs"), servers.join(","), clientsArg, secondsArg, ...paths],
    { encoding: "utf8", env: { ...process.env, BENCH_JSON: "true" } },
  );
  return JSON.parse(output.trim().split("\n").at(-1));
}

/** Keys of the storefronts' shared cache in Redis (each process would otherwise keep its own). */
function redisKeys() {
  try {
    const url = new URL(redisUrl);
    return execFileSync("redis-cli", ["-h", url.hostname, "-p", url.port || "6379", "dbsize"], {
      encoding: "utf8",
    }).trim();
  } catch {
    return "unknown (redis-cli not found)";
  }
}

/** Resident memory of the processes started, in MB. */
function residentMb() {
  return started.map((child) => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
    } catch {
      return 0;
    }
  });
}

const results = [];
for (const n of [1, 2]) {
  const product = await startProduct(n);
  const checked = await checkNoCrossing(product);
  const pages = throughput(product.storefronts, pagePaths);
  const api = throughput(product.apis, apiPaths);
  results.push({ n, checked, rows: [...pages, ...api], keys: redisKeys(), memory: residentMb() });
  stopAll();
  await new Promise((resolve) => setTimeout(resolve, 2000));
}

console.log(`${clientsArg} clients, ${secondsArg} s a call; requests a second (p99 ms)\n`);
console.log("| Call | one of each | two of each | ratio |");
console.log("| --- | ---: | ---: | ---: |");
const [one, two] = results;
for (const [index, row] of one.rows.entries()) {
  const other = two.rows[index];
  const ratio = (other["req/s"] / row["req/s"]).toFixed(2);
  console.log(
    `| ${row.path} | ${row["req/s"]} (${row["p99 ms"]}) | ${other["req/s"]} (${other["p99 ms"]}) | ${ratio}× |`,
  );
}
for (const result of results) {
  console.log(
    `\n${result.n} of each: ${result.checked} profile pages, each its own shopper's; Redis keys after the run: ${result.keys}; resident MB (API, storefront…): ${result.memory.join(", ")}`,
  );
}

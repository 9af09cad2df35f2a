// Fairness of writes under load: N clients add to their carts as fast as the API answers, paying
// no heed to 429 (half signed in, each with an account of its own; half guests, each with a guest
// cart of its own), each from an address of its own, while another shopper signs in, saves an
// address and adds to the cart, one action a second. Prints that shopper's latencies (p50, p95,
// max) alone and under the load, and what the load clients got, as Markdown.
//
//   node bench/write-fairness.mjs [clients] [seconds]
//   node bench/write-fairness.mjs 45 30                       embedded database (PGlite)
//   DATABASE_URL=postgres://…/souq_bench_fair node bench/write-fairness.mjs 45 30
//
// On PGlite it seeds a new database in a temporary DATA_DIR (deleted afterwards; BENCH_DATA_DIR
// names a folder to keep instead); with DATABASE_URL it seeds that database if it is empty. It
// starts the built API (npm run build --workspace @souq/api and @souq/demo-seed) on BENCH_PORT
// (default 4419); BENCH_FROM_SOURCE=1 runs the sources through tsx instead. The benchmark stands
// where the storefront stands (on loopback, a proxy the API trusts by default) and names each
// client's address in X-Forwarded-For, so every load client is a distinct client to the API's
// per-address limits, as real shoppers behind the storefront are.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";

const [clientsArg = "45", secondsArg = "20"] = process.argv.slice(2);
const clients = Math.min(Math.max(Number(clientsArg), 2), 400);
const seconds = Math.min(Math.max(Number(secondsArg), 3), 300);
const port = Number(process.env.BENCH_PORT ?? 4419);
const databaseUrl = process.env.DATABASE_URL;
const root = join(import.meta.dirname, "..");
const base = `http://127.0.0.1:${port}`;
const market = `${base}/1/api/marketplace`;
const fromSource = process.env.BENCH_FROM_SOURCE === "1";
// BENCH_CONNECTIONS=new: every call opens a connection of its own (as simple load tools do);
// by default each client keeps one connection alive, as browsers and the storefront do.
const newConnections = process.env.BENCH_CONNECTIONS === "new";
const connectionOfItsOwn = () =>
  newConnections ? undefined : new http.Agent({ keepAlive: true, maxSockets: 1 });

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * One call as a client behind the storefront makes it: form data, the client's address forwarded.
 * `agent` is the client's own kept-alive connection; without one the call opens a new connection.
 */
function call(url, { method = "GET", token, cartToken, form, address, agent } = {}) {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const headers = {
    Accept: "application/json",
    "Accept-Language": "en",
    ...(address ? { "X-Forwarded-For": address } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
    ...(cartToken ? { "X-Cart-Token": cartToken } : {}),
    ...(body
      ? {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
        }
      : {}),
  };
  return new Promise((resolve) => {
    const request = http.request(url, { method, headers, agent: agent ?? false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => {
        let parsed = null;
        try {
          parsed = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, body: parsed, headers: response.headers });
      });
      response.on("error", () => resolve({ status: 0, body: null, headers: {} }));
    });
    request.on("error", () => resolve({ status: 0, body: null, headers: {} }));
    request.end(body);
  });
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The API did not start");
}

// BENCH_DATA_DIR keeps one seeded embedded database between runs (seeding takes about a minute).
const keptDataDir = process.env.BENCH_DATA_DIR;
const dataDir = databaseUrl
  ? null
  : (keptDataDir ?? (await mkdtemp(join(tmpdir(), "souq-bench-fair-"))));
const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" };
if (dataDir) {
  delete env.DATABASE_URL;
  env.DATA_DIR = dataDir;
}
const node = (script, source, extra = []) =>
  fromSource ? ["--import", "tsx", join(root, source), ...extra] : [join(root, script), ...extra];

console.error(`seeding the ${databaseUrl ? "PostgreSQL" : "embedded"} database…`);
const seeded = spawnSync(
  process.execPath,
  node("packages/demo-seed/dist/seed-cli.js", "packages/demo-seed/src/seed-cli.ts", ["--if-empty"]),
  { env, stdio: ["ignore", "ignore", "inherit"] },
);
if (seeded.status !== 0) throw new Error("seeding failed");
const server = spawn(process.execPath, node("apps/api/dist/server.js", "apps/api/src/server.ts"), {
  env,
  stdio: ["ignore", "inherit", "inherit"],
});

let addressCounter = 0;
/** An address of its own for each client (10.x.y.z, as distinct shoppers would have). */
const newAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

async function register(address) {
  const email = `fair-${randomUUID().slice(0, 12)}@example.com`;
  const password = "bench-password-42";
  const answer = await call(`${base}/api/auth/register`, {
    method: "POST",
    address,
    form: {
      name: "Bench Shopper",
      email,
      phone: "+966512345678",
      password,
      password_confirmation: password,
      company_id: "1",
    },
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return { email, password, token: answer.body.access_token.accessToken };
}

try {
  await waitForHealth();
  // Every plain product with stock enough for a run: carts grow to as many lines as a long visit's.
  const products = [];
  for (let page = 1; page <= 10; page += 1) {
    const listing = await call(`${market}/products?per_page=60&page=${page}`);
    if (!Array.isArray(listing.body) || listing.body.length === 0) break;
    for (const product of listing.body) {
      if (product.variants.length === 0 && product.stock >= 20) products.push(product.id);
    }
  }
  if (products.length < 10) throw new Error("the catalog has too few plain products in stock");

  // The load: half signed in (an account each), half guests (a guest cart each), an address each.
  const loaders = [];
  for (let index = 0; index < clients; index += 1) {
    const address = newAddress();
    const agent = connectionOfItsOwn();
    if (index % 2 === 0) loaders.push({ address, agent, token: (await register(address)).token });
    else loaders.push({ address, agent, cartToken: undefined });
  }
  const shopperAddress = newAddress();
  const shopper = await register(shopperAddress);
  const shopperAgent = connectionOfItsOwn();
  const addressForm = {
    phone: "0551234567",
    address: "King Abdullah Road 9",
    city_name: "Riyadh",
    country_name: "SA",
    zip_code: "12271",
    state: "Riyadh",
  };
  const created = await call(`${market}/addresses`, {
    method: "POST",
    token: shopper.token,
    address: shopperAddress,
    form: addressForm,
  });
  if (created.status !== 201) throw new Error(`address answered ${created.status}`);
  const addressId = created.body.data.id;

  let shopperAdds = 0;
  /** The other shopper's three actions, each timed; throws on an answer a shopper would not get. */
  const actions = {
    "sign-in": async () => {
      const answer = await call(`${base}/api/auth/login`, {
        method: "POST",
        address: shopperAddress,
        agent: shopperAgent,
        form: { email: shopper.email, password: shopper.password, company_id: "1" },
      });
      return answer.status === 200;
    },
    "address save": async () => {
      const answer = await call(`${market}/addresses/${addressId}`, {
        method: "PUT",
        token: shopper.token,
        address: shopperAddress,
        agent: shopperAgent,
        form: { ...addressForm, address: `King Abdullah Road ${Math.floor(Math.random() * 90)}` },
      });
      return answer.status === 200;
    },
    "cart add": async () => {
      const answer = await call(`${market}/cart`, {
        method: "POST",
        token: shopper.token,
        address: shopperAddress,
        agent: shopperAgent,
        // A different product each round, so no line of the shopper's reaches 99 in a run.
        form: { item_id: String(products[shopperAdds++ % products.length]), item_quantity: "1" },
      });
      return answer.status === 200;
    },
  };

  /** Rounds of the three actions, a second apart, until `end`; latencies per action. */
  async function measureShopper(end) {
    const timings = Object.fromEntries(Object.keys(actions).map((name) => [name, []]));
    const failures = Object.fromEntries(Object.keys(actions).map((name) => [name, 0]));
    while (performance.now() < end) {
      for (const [name, action] of Object.entries(actions)) {
        const started = performance.now();
        const ok = await action();
        timings[name].push(performance.now() - started);
        if (!ok) failures[name] += 1;
        // A shopper reads the page between one action and the next.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    return { timings, failures };
  }

  const rows = [];
  const report = (label, { timings, failures }) => {
    for (const [name, list] of Object.entries(timings)) {
      list.sort((a, b) => a - b);
      rows.push(
        `| ${label} | ${name} | ${list.length} | ${percentile(list, 50).toFixed(0)} | ${percentile(list, 95).toFixed(0)} | ${(list.at(-1) ?? 0).toFixed(0)} | ${failures[name]} |`,
      );
    }
  };

  // Warm-up, then the shopper alone for a few seconds.
  for (const action of Object.values(actions)) await action();
  report("alone", await measureShopper(performance.now() + 8_000));

  // The load, and the shopper measured while it runs.
  const statuses = {};
  let loadDone = 0;
  let stop = false;
  const loadTimings = [];
  const loop = async (client, index) => {
    let next = index;
    while (!stop) {
      const started = performance.now();
      const answer = await call(`${market}/cart`, {
        method: "POST",
        token: client.token,
        cartToken: client.cartToken,
        address: client.address,
        agent: client.agent,
        form: { item_id: String(products[next++ % products.length]), item_quantity: "1" },
      });
      loadTimings.push(performance.now() - started);
      loadDone += 1;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      const issued = answer.headers["x-cart-token"];
      if (issued) client.cartToken = issued;
    }
  };
  const loadStarted = performance.now();
  const load = Promise.all(loaders.map(loop));
  // Let the load reach its pace before the shopper starts.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  report(`${clients} clients adding`, await measureShopper(performance.now() + seconds * 1000));
  stop = true;
  await load;
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  for (const client of [...loaders, { agent: shopperAgent }]) client.agent?.destroy();
  loadTimings.sort((a, b) => a - b);

  console.log(
    `${databaseUrl ? "PostgreSQL" : "PGlite (embedded)"} · ${clients} load clients (${Math.ceil(clients / 2)} signed in, ${Math.floor(clients / 2)} guests, an address each) · ${newConnections ? "a new connection per call" : "a kept-alive connection per client"} · ${seconds} s\n`,
  );
  console.log("| Load | Shopper's action | count | p50 ms | p95 ms | max ms | failures |");
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) console.log(row);
  const answered = Object.entries(statuses)
    .sort()
    .map(([status, count]) => `${count} × ${status}`)
    .join(", ");
  console.log(
    `\nLoad clients: ${loadDone} cart adds in ${loadSeconds.toFixed(1)} s (${(loadDone / loadSeconds).toFixed(0)}/s; ${answered}); their latency p50 ${percentile(loadTimings, 50).toFixed(0)} ms, p95 ${percentile(loadTimings, 95).toFixed(0)} ms`,
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  if (dataDir && !keptDataDir) await rm(dataDir, { recursive: true, force: true });
}

// Throughput of whole pages: N clients ask for one page again and again for a few seconds, each
// waiting for its answer before asking again, over kept-alive connections, as a load generator in
// its own process would. Prints requests a second, latency percentiles and the page's size, then
// the resident memory of the storefront and API processes found on this machine.
//
//   node bench/page-throughput.mjs [storefront] [clients] [seconds] [path …]
//   node bench/page-throughput.mjs http://localhost:3000 10 8 / /pages/shop /product/1
//
// Several servers, comma-separated (`http://localhost:3000,http://localhost:3001`), take the
// requests in turn, as a load balancer would share them (bench/scale-out.mjs).
//
// Start the product first (`npm start`). Each page is fetched once before it is measured, so the
// figures are those of a page already in the cache, as nearly every visitor gets it. A `{n}` in a
// path is replaced by a number that grows with each request, so that every request asks a question
// not asked before (nothing is at hand: the figures of the work itself). With
// BENCH_COOKIE (e.g. `souq_session=…`) every request carries it, as a signed-in shopper's does.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import http from "node:http";

const [basesArg = "http://localhost:3000", clientsArg = "10", secondsArg = "8", ...given] =
  process.argv.slice(2);
const bases = basesArg.split(",").map((each) => each.trim().replace(/\/+$/, ""));
const clients = Number(clientsArg);
const seconds = Number(secondsArg);
const paths = given.length ? given : ["/", "/ar", "/pages/shop", "/ar/pages/shop", "/product/1"];
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const headers = {
  "Accept-Encoding": "identity",
  ...(process.env.BENCH_COOKIE ? { Cookie: process.env.BENCH_COOKIE } : {}),
};

/** One GET with the body read whole; resolves to [status, bytes]. */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve([res.statusCode ?? 0, bytes]));
      res.on("error", reject);
    });
    request.on("error", reject);
  });
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function measure(path) {
  let asked = 0;
  const next = () => {
    asked += 1;
    return `${bases[asked % bases.length]}${path.replaceAll("{n}", String(asked))}`;
  };
  // Fetched once from each server first: the figures are those of a page already at hand.
  let bytes = 0;
  for (const _ of bases) {
    const url = next();
    const [status, size] = await get(url);
    if (status !== 200) throw new Error(`${url} answered ${status}`);
    bytes = size;
  }
  const latencies = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        const [code] = await get(next()).catch(() => [0]);
        if (code === 200) latencies.push(performance.now() - start);
        else failures += 1;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    path,
    "req/s": Math.round(latencies.length / seconds),
    "p50 ms": percentile(latencies, 50).toFixed(1),
    "p95 ms": percentile(latencies, 95).toFixed(1),
    "p99 ms": percentile(latencies, 99).toFixed(1),
    "HTML KB": (bytes / 1024).toFixed(1),
    failures,
  };
}

/** Resident memory of the largest process whose command line names the given script, in MB. */
function residentMb(script) {
  const pids = execFileSync("pgrep", ["-f", script], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean);
  return pids
    .map((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, "utf8");
        return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      } catch {
        return 0;
      }
    })
    .reduce((largest, mb) => Math.max(largest, mb), 0);
}

const rows = [];
for (const path of paths) rows.push(await measure(path));
if (process.env.BENCH_JSON === "true") {
  // For another bench (bench/scale-out.mjs): the rows alone, on one line.
  console.log(JSON.stringify(rows));
  agent.destroy();
  process.exit(0);
}
console.log(`${clients} clients, ${seconds} s a page, against ${bases.join(" and ")}`);
console.table(rows);
try {
  console.log(
    `resident memory after the run: storefront ${residentMb("server.mjs").toFixed(0)} MB, API ${residentMb("dist/server.js").toFixed(0)} MB`,
  );
} catch {
  console.log("resident memory: processes not found on this machine");
}
agent.destroy();

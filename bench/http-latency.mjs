// Latency of the API's catalog calls and the storefront's server-rendered pages, measured from a
// second process on loopback. Bounded: a fixed number of requests per target, a few at a time.
//   node bench/http-latency.mjs [apiUrl] [webUrl] [requests] [concurrency]
// Start the product first (npm start); results go to stdout as a Markdown table.
import { performance } from "node:perf_hooks";

const [
  apiUrl = "http://localhost:4000",
  webUrl = "http://localhost:3000",
  total = "300",
  parallel = "4",
] = process.argv.slice(2);
const requests = Math.min(Number(total), 5_000);
const concurrency = Math.min(Number(parallel), 32);
const targets = [
  { name: "API GET /health", url: `${apiUrl}/health` },
  {
    name: "API GET categories (en)",
    url: `${apiUrl}/1/api/marketplace/categories`,
    language: "en",
  },
  { name: "API GET home-page (en)", url: `${apiUrl}/1/api/marketplace/home-page`, language: "en" },
  { name: "API GET home-page (ar)", url: `${apiUrl}/1/api/marketplace/home-page`, language: "ar" },
  { name: "Web GET / (English home)", url: `${webUrl}/` },
  { name: "Web GET /ar (Arabic home)", url: `${webUrl}/ar` },
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(target) {
  const timings = [];
  let next = 0;
  let failures = 0;
  const worker = async () => {
    while (next < requests) {
      next += 1;
      const started = performance.now();
      const response = await fetch(target.url, {
        headers: target.language ? { "Accept-Language": target.language } : {},
      });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
      timings.push(performance.now() - started);
    }
  };
  // Warm up once, so the first request's compile and cache fill are not counted.
  await fetch(target.url).then((response) => response.arrayBuffer());
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    ...target,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    rps: timings.length / seconds,
    failures,
  };
}

console.log(`${requests} requests per target, ${concurrency} at a time\n`);
console.log("| Target | p50 ms | p95 ms | p99 ms | requests/s | failures |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
for (const target of targets) {
  const r = await measure(target);
  console.log(
    `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.failures} |`,
  );
}

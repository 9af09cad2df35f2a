// Page speed of the storefront's main pages in both languages, as Lighthouse measures it on a phone
// (its default: mobile screen, simulated slow 4G and a 4× slower CPU). Each page is run N times and
// the median run (by performance score) is reported.
//   node bench/lighthouse.mjs [baseUrl] [runs] [productId]
// Start the product first (npm start). Without a product id, the first product in the sitemap is used.
// With BENCH_COOKIE (`souq_session=…`, a signed-in shopper with something in the cart), checkout
// is measured too, as that shopper sees it. BENCH_PAGES (`Home,Shop,Product,Cart,Checkout`) picks pages.
// Chromium: CHROME_PATH, else /usr/bin/chromium. Prints a Markdown table; full figures go to
// bench/results/lighthouse-<time>.json. Lighthouse itself is installed into bench/tools on the
// first run (npm ci there), so the product's own install never carries it.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const [baseArgument = "http://localhost:3000", runsArgument = "3", productArgument] =
  process.argv.slice(2);
const baseUrl = baseArgument.replace(/\/+$/, "");
const runs = Math.min(Math.max(Number(runsArgument) || 3, 1), 15);
const here = dirname(fileURLToPath(import.meta.url));
const lighthouseCli = installedLighthouse();
const chromePath =
  process.env.CHROME_PATH ??
  ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((path) =>
    existsSync(path),
  );
// The flags the end-to-end suites use, so a sandboxed container without a GPU can run it.
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
].join(" ");
const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = {
  lcp: "largest-contentful-paint",
  cls: "cumulative-layout-shift",
  tbt: "total-blocking-time",
  fcp: "first-contentful-paint",
  si: "speed-index",
};

/** The Lighthouse CLI from bench/tools, installing the benchmark's tools there first if missing. */
function installedLighthouse() {
  const toolsDir = join(here, "tools");
  const resolveCli = () =>
    createRequire(join(toolsDir, "package.json")).resolve("lighthouse/cli/index.js");
  try {
    return resolveCli();
  } catch {
    console.info("Installing the benchmark's tools into bench/tools (once)…");
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: toolsDir, stdio: "inherit" });
    return resolveCli();
  }
}

/** A product page to measure: the one asked for, or the first the sitemap lists. */
async function productPath() {
  if (productArgument) return `/product/${productArgument}`;
  try {
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const body = await (await fetch(sitemap.replace(/^https?:\/\/[^/]+/, baseUrl))).text();
      const found = body.match(/<loc>https?:\/\/[^<]*?(\/product\/\d+)<\/loc>/);
      if (found) return found[1];
    }
  } catch (error) {
    console.warn(`No product found in the sitemap: ${error.message}`);
  }
  return null;
}

function runLighthouse(url, cookie) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        `--only-categories=${categories.join(",")}`,
        `--chrome-flags=${chromeFlags}`,
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      {
        env: { ...process.env, ...(chromePath ? { CHROME_PATH: chromePath } : {}) },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0)
        return reject(new Error(`lighthouse ${url} exited ${code}: ${stderr.slice(-500)}`));
      try {
        resolve(JSON.parse(stdout));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/**
 * One Lighthouse run, tried up to three times: Lighthouse now and then fails to record a page's
 * trace (NO_NAVSTART) on a busy machine, which says nothing of the page.
 */
async function runWithRetries(url, pageCookie) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouse(url, pageCookie);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Run again (${attempt} of 3 failed): ${error.message.split("\n")[0]}`);
    }
  }
}

/** What would help most: audits of the performance category that are not passed, biggest savings first. */
function opportunities(report) {
  const refs = report.categories.performance?.auditRefs ?? [];
  return refs
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      return {
        id: audit.id,
        title: audit.title,
        displayValue: audit.displayValue ?? "",
        savingsMs: Math.round(
          (savings.LCP ?? 0) +
            (savings.FCP ?? 0) +
            (savings.TBT ?? 0) +
            (audit.details?.overallSavingsMs ?? 0),
        ),
        savingsKiB: Math.round((audit.details?.overallSavingsBytes ?? 0) / 1024),
        cls: savings.CLS ?? 0,
      };
    })
    .filter((item) => item.savingsMs > 0 || item.savingsKiB > 0 || item.cls > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsKiB - a.savingsKiB || b.cls - a.cls)
    .slice(0, 6);
}

/** Audits other categories fail, so the page owners see them too. */
function failures(report) {
  return categories
    .filter((category) => category !== "performance")
    .flatMap((category) =>
      (report.categories[category]?.auditRefs ?? [])
        .map((ref) => report.audits[ref.id])
        .filter((audit) => audit && audit.scoreDisplayMode === "binary" && audit.score === 0)
        .map((audit) => `${category}: ${audit.title}`),
    );
}

/** The element that painted largest, and where its time went (Lighthouse's LCP breakdown insight). */
function lcpElement(report) {
  const items = report.audits["lcp-breakdown-insight"]?.details?.items ?? [];
  const node = items.find((item) => item.type === "node");
  const parts = items.find((item) => item.type === "table")?.items ?? [];
  if (!node) return null;
  const breakdown = parts.map((part) => `${part.label} ${Math.round(part.duration)} ms`).join(", ");
  return `${node.nodeLabel ?? node.selector}${breakdown ? ` (${breakdown})` : ""}`;
}

function summarize(report) {
  const score = (category) =>
    report.categories[category]?.score == null
      ? null
      : Math.round(report.categories[category].score * 100);
  return {
    scores: Object.fromEntries(categories.map((category) => [category, score(category)])),
    metrics: Object.fromEntries(
      Object.entries(metrics).map(([key, id]) => [key, report.audits[id]?.numericValue ?? null]),
    ),
    lcpElement: lcpElement(report),
    opportunities: opportunities(report),
    failures: failures(report),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const product = await productPath();
const cookie = process.env.BENCH_COOKIE;
const paths = [
  { name: "Home", path: "/" },
  { name: "Shop", path: "/pages/shop" },
  ...(product ? [{ name: "Product", path: product }] : []),
  // With a signed-in shopper, the cart as they see it (their lines); without, a guest's empty cart.
  { name: "Cart", path: "/pages/cart", signedIn: Boolean(cookie) },
  ...(cookie ? [{ name: "Checkout", path: "/shop/checkout", signedIn: true }] : []),
];
// BENCH_PAGES (e.g. `Cart,Checkout`) measures only the pages it names.
const onlyPages = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const pages = paths
  .filter((page) => !onlyPages || onlyPages.includes(page.name))
  .flatMap((page) => [
    { ...page, locale: "en", url: `${baseUrl}${page.path === "/" ? "/" : page.path}` },
    { ...page, locale: "ar", url: `${baseUrl}/ar${page.path === "/" ? "" : page.path}` },
  ]);
if (!product) console.warn("No product page measured (none in the sitemap; pass an id).");
console.info(`Lighthouse ${runs}× per page against ${baseUrl} (mobile, simulated throttling)\n`);

const results = [];
for (const page of pages) {
  const pageCookie = page.signedIn ? cookie : undefined;
  const headers = pageCookie ? { Cookie: pageCookie } : {};
  const status = (await fetch(page.url, { redirect: "manual", headers }).catch(() => null))?.status;
  if (status !== 200) {
    console.warn(`Skipping ${page.url}: it answers ${status ?? "nothing"}`);
    results.push({ ...page, status, runs: [] });
    continue;
  }
  const summaries = [];
  for (let run = 0; run < runs; run += 1)
    summaries.push(summarize(await runWithRetries(page.url, pageCookie)));
  console.info(
    `${page.name} (${page.locale}): performance ${summaries.map((s) => s.scores.performance).join(", ")}`,
  );
  const byScore = [...summaries].sort((a, b) => a.scores.performance - b.scores.performance);
  const medianRun = byScore[Math.floor((byScore.length - 1) / 2)];
  results.push({
    ...page,
    status,
    runs: summaries,
    median: {
      scores: medianRun.scores,
      metrics: Object.fromEntries(
        Object.keys(metrics).map((key) => [key, median(summaries.map((s) => s.metrics[key]))]),
      ),
      lcpElement: medianRun.lcpElement,
      opportunities: medianRun.opportunities,
      failures: medianRun.failures,
    },
  });
}

const ms = (value) => (value == null ? "–" : `${Math.round(value)}`);
console.log("| Page | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms | FCP ms | SI ms |");
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
for (const result of results) {
  const label = `${result.name} (${result.locale}) \`${result.url.replace(baseUrl, "") || "/"}\``;
  if (!result.median) {
    console.log(`| ${label} | not measured (${result.status ?? "no answer"}) | | | | | | | | |`);
    continue;
  }
  const { scores, metrics: m } = result.median;
  console.log(
    `| ${label} | ${scores.performance} | ${scores.accessibility} | ${scores["best-practices"]} | ${scores.seo} | ${ms(m.lcp)} | ${m.cls?.toFixed(3)} | ${ms(m.tbt)} | ${ms(m.fcp)} | ${ms(m.si)} |`,
  );
}
console.log("\nTop opportunities (median run):");
for (const result of results.filter((r) => r.median)) {
  console.log(
    `\n${result.name} (${result.locale}), LCP element: ${result.median.lcpElement ?? "?"}`,
  );
  for (const item of result.median.opportunities)
    console.log(
      `  - ${item.title}${item.displayValue ? ` (${item.displayValue})` : ""}: ~${item.savingsMs} ms${item.savingsKiB ? `, ${item.savingsKiB} KiB` : ""}${item.cls ? `, CLS ${item.cls.toFixed(3)}` : ""}`,
    );
  for (const failure of result.median.failures) console.log(`  - ${failure}`);
}

const resultsDir = join(here, "results");
mkdirSync(resultsDir, { recursive: true });
const file = join(resultsDir, `lighthouse-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(
  file,
  `${JSON.stringify({ date: new Date().toISOString(), baseUrl, runs, chromeFlags, results }, null, 2)}\n`,
);
console.info(`\nFull results: ${file}`);

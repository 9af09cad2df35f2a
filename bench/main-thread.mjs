// How long a page keeps a phone's main thread from answering the shopper while it loads: each page
// is opened in a fresh browser at phone size with the CPU slowed four times (as Lighthouse's
// mobile run slows it), and the browser's own long-task entries are summed as total blocking time
// (each task's time past 50 ms, from the first paint until the network is quiet and 1.5 s more).
// Lighthouse simulates this from an unthrottled load; this measures it under applied throttling,
// which varies less on a busy machine.
//   node bench/main-thread.mjs [baseUrl] [runs] [path ...]
// Start the product first (npm start). Prints a Markdown table: the median blocking time, the
// median longest task and the median count of long tasks per page.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const [baseArgument = "http://localhost:3000", runsArgument = "5", ...pathArguments] =
  process.argv.slice(2);
const baseUrl = baseArgument.replace(/\/+$/, "");
const runs = Math.min(Math.max(Number(runsArgument) || 5, 1), 25);
const paths = pathArguments.length
  ? pathArguments
  : ["/", "/ar", "/pages/shop", "/ar/pages/shop", "/product/1", "/ar/product/1"];
const executablePath = [
  process.env.CHROME_PATH,
  "/usr/bin/chromium-headless-shell",
  "/usr/bin/chromium",
].find((path) => path && existsSync(path));
const cpuSlowdown = 4;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu"],
});

/** One load of `path`: the long tasks after the first paint. */
async function measure(path) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    // The newsletter window is a later event of a visit, not of the load measured here.
    await context.addInitScript(() => {
      sessionStorage.setItem("souq-newsletter-popup", "closed");
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
    await page.waitForTimeout(1_500);
    return await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      const tasks = window.__longTasks.filter((task) => task.start >= paint);
      return {
        blocking: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        count: tasks.length,
      };
    });
  } finally {
    await context.close();
  }
}

console.log(`CPU ${cpuSlowdown}× slower, 412 px, median of ${runs} loads\n`);
console.log("| Page | Blocking time (ms) | Longest task (ms) | Long tasks |");
console.log("| --- | ---: | ---: | ---: |");
for (const path of paths) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(path));
  console.log(
    `| \`${path}\` | ${Math.round(median(results.map((result) => result.blocking)))} | ${Math.round(median(results.map((result) => result.longest)))} | ${median(results.map((result) => result.count))} |`,
  );
}
await browser.close();

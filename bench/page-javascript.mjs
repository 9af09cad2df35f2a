// The JavaScript each page makes a browser load, compressed as it travels (gzip), per route: what
// the size budgets in `e2e/javascript-budget.spec.ts` hold. Each page is opened in a fresh browser
// and left until the network is idle, so what loads later (the newsletter window's part, a
// dialog's) counts too.
//   node bench/page-javascript.mjs [baseUrl] [path …]
// Start the product first (npm start). Prints a Markdown table, and the largest files.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const [baseArgument = "http://localhost:3000", ...given] = process.argv.slice(2);
const baseUrl = baseArgument.replace(/\/+$/, "");
const paths = given.length ? given : ["/", "/pages/shop", "/pages/cart", "/pages/login"];
const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) =>
  existsSync(path),
);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu"],
});
const files = new Map();
console.log("| Page | Files | JavaScript (KB, gzip) |");
console.log("|---|---|---|");
for (const path of paths) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  const scripts = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => null);
    if (!body) return;
    const gzip = gzipSync(body).length;
    const name = new URL(response.url()).pathname;
    scripts.push(gzip);
    files.set(name, gzip);
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(6_000);
  const total = scripts.reduce((sum, size) => sum + size, 0);
  console.log(`| ${path} | ${scripts.length} | ${(total / 1024).toFixed(1)} |`);
  await context.close();
}
await browser.close();
console.log("\nLargest files (KB, gzip):");
for (const [name, size] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${(size / 1024).toFixed(1).padStart(7)}  ${name}`);
}

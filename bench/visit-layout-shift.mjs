// Layout shift over a whole visit, as a shopper on a phone sees it: each page is opened in a fresh
// browser (so the newsletter window and the personal parts come as on a first visit), scrolled to
// its end and back, and left open until the newsletter window has opened, then closed. Lighthouse
// scores the first load only; this counts what opens later too (the window, toasts, streamed parts).
//   node bench/visit-layout-shift.mjs [baseUrl] [productId]
// Start the product first (npm start). Prints a Markdown table of the cumulative layout shift (the
// largest session window, as browsers report CLS) per page, language and width, and the elements
// that moved most.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

const [baseArgument = "http://localhost:3000", productArgument] = process.argv.slice(2);
const baseUrl = baseArgument.replace(/\/+$/, "");
const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) =>
  existsSync(path),
);

async function firstProductPath() {
  if (productArgument) return `/product/${productArgument}`;
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const match = sitemap.match(/\/product\/(\d+)/);
  return match ? `/product/${match[1]}` : "/pages/shop";
}

const pages = [
  ["home", "/"],
  ["listing", "/pages/shop"],
  ["product", await firstProductPath()],
  ["cart", "/pages/cart"],
];
const widths = [320, 390];
// The newsletter window waits 4 seconds after the page is idle; a little more covers the retries.
const visitMs = 9_000;

const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: ["--no-sandbox", "--disable-gpu"],
});
const rows = [];
for (const [name, path] of pages) {
  for (const locale of ["en", "ar"]) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 800 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts = [];
        window.__shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (entry.hadRecentInput) continue;
            shifts.push({
              at: entry.startTime,
              value: entry.value,
              sources: (entry.sources ?? []).map((source) => {
                const node = source.node;
                if (node?.nodeType !== 1) return "(text)";
                const id = node.id ? `#${node.id}` : "";
                const test = node.getAttribute("data-testid");
                return `${node.tagName.toLowerCase()}${id}${test ? `[${test}]` : ""}`;
              }),
            });
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const url = `${baseUrl}${locale === "ar" ? `/ar${path === "/" ? "" : path}` : path}`;
      await page.goto(url, { waitUntil: "load" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
        window.scrollTo(0, 0);
      });
      const opened = await page
        .locator("dialog[open]")
        .first()
        .waitFor({ state: "visible", timeout: visitMs })
        .then(() => true)
        .catch(() => false);
      await page.waitForTimeout(500);
      if (opened) {
        await page.keyboard.press("Escape");
        await page.waitForTimeout(500);
      }
      const shifts = await page.evaluate(() => window.__shifts);
      // CLS: the largest session window (shifts less than 1 s apart, at most 5 s long).
      let cls = 0;
      let session = 0;
      let first = 0;
      let last = -Infinity;
      for (const shift of shifts) {
        if (shift.at - last > 1_000 || shift.at - first > 5_000) {
          session = 0;
          first = shift.at;
        }
        session += shift.value;
        last = shift.at;
        cls = Math.max(cls, session);
      }
      const movers = new Map();
      for (const shift of shifts) {
        for (const source of shift.sources) {
          movers.set(source, (movers.get(source) ?? 0) + shift.value);
        }
      }
      const top = [...movers]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 3)
        .map(([source, value]) => `${source} ${value.toFixed(3)}`)
        .join(", ");
      rows.push({ name, locale, width, cls, opened, top });
      await context.close();
    }
  }
}
await browser.close();

console.log(
  "| Page | Language | Width | CLS over the visit | Newsletter window opened | Moved most |",
);
console.log("|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.name} | ${row.locale} | ${row.width} | ${row.cls.toFixed(3)} | ${row.opened ? "yes" : "no"} | ${row.top || "—"} |`,
  );
}

// Takes full-page screenshots of storefront pages in both languages at phone and desktop widths,
// for a person to look at: `node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]`.
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl = "http://localhost:3000", outDir = ".cache/screenshots", ...paths] =
  process.argv.slice(2);
const pages = paths.length ? paths : ["/"];
const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((path) =>
  existsSync(path),
);
const browser = await chromium.launch({
  ...(executablePath ? { executablePath } : {}),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
  ],
});
mkdirSync(outDir, { recursive: true });
for (const width of [375, 1440]) {
  const context = await browser.newContext({
    viewport: { width, height: width < 800 ? 812 : 900 },
  });
  const page = await context.newPage();
  for (const locale of ["en", "ar"]) {
    for (const path of pages) {
      const url = `${baseUrl}${locale === "ar" ? `/ar${path === "/" ? "" : path}` : path}`;
      await page.goto(url, { waitUntil: "networkidle" });
      // Scroll through the page so that lazy pictures load before the capture.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState("networkidle");
      const name = `${locale}-${width}-${path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home"}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join(outDir, name));
    }
  }
  await context.close();
}
await browser.close();

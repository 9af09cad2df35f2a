import type { ProductSummary } from "../packages/contract/src/catalog.ts";
import { languages } from "./support/languages.ts";
import { freePort, removeData, startApi, startStorefront } from "./support/own-servers.ts";
import { expect, type Page, shown, test } from "./support/test.ts";

/** What the shopper reads (messages/{locale}/shell.json and cart.json). */
const say = {
  en: {
    title: "An Error Ocurred",
    retry: "Try again",
    home: "Back to the home page",
    added: "Product added to cart",
  },
  ar: {
    title: "حدث خطأ",
    retry: "حاول مرة أخرى",
    home: "العودة إلى الصفحة الرئيسية",
    added: "تمت إضافة المنتج إلى السلة",
  },
} as const;

/** A listing no page links to, so nothing but this suite ever asks for it (or caches it). */
const uncachedListing = "/pages/shop?min_price=37";

const headerCount = (page: Page) => page.getByTestId("cart-dropdown").getByTestId("cart-count");

// One project is enough: the outage does not depend on the screen, and the suite starts servers.
test.skip(({ isMobile }) => isMobile, "runs on the desktop project");

test("during an API outage cached pages stay, the rest says so in the shopper's language, and all comes back", async ({
  page,
  request,
}) => {
  // An API of its own (seeded), which the test stops and starts again, and a storefront on it.
  test.setTimeout(300_000);
  const apiPort = await freePort();
  let api = await startApi(apiPort);
  const storefront = await startStorefront(api.origin).catch(async (error) => {
    await api.stop();
    throw error;
  });
  const web = storefront.origin;
  try {
    const arrivals = await request.get(`${api.origin}/1/api/marketplace/home-page`);
    const product = ((await arrivals.json()) as { new_arrival: ProductSummary[] }).new_arrival.find(
      (candidate) => candidate.variants.length === 0 && candidate.stock >= 5,
    );
    if (!product) throw new Error("the seed has no new simple product in stock");
    const productPath = `/product/${product.id}`;

    // The shopper browses the home page, the shop and a product, in both languages: each page is
    // made once and cached, with the catalog reads it needed.
    const names: Record<string, string> = {};
    for (const language of languages) {
      for (const path of ["", "/pages/shop", productPath]) {
        const response = await page.goto(`${web}${language.prefix}${path}`);
        expect(response?.status()).toBe(200);
      }
      names[language.locale] = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    }

    await api.stop();
    const down = await fetch(`${api.origin}/health`).then(
      () => "answers",
      () => "down",
    );
    expect(down).toBe("down");

    for (const language of languages) {
      const words = say[language.locale];
      // Cached catalog pages are still served, whole.
      for (const path of [language.home, `${language.prefix}/pages/shop`]) {
        expect((await request.get(`${web}${path}`)).status()).toBe(200);
      }
      expect((await request.get(`${web}${language.prefix}${productPath}`)).status()).toBe(200);

      // A page that needs the API and is not cached: our error page, in the HTML as sent.
      const address = `${language.prefix}${uncachedListing}`;
      const failed = await request.get(`${web}${address}`, { maxRedirects: 0 });
      expect(failed.status()).toBeGreaterThanOrEqual(500);
      expect(failed.status()).toBeLessThan(600);
      const html = await failed.text();
      expect(html).toMatch(
        new RegExp(`<html[^>]* lang="${language.locale}" dir="${language.dir}"`),
      );
      expect(html).toContain(`>${words.title}</h1>`);
      expect(html).toContain(`<a href="${address}"`);
      expect(html).toContain(`<a href="${language.home}"`);
      expect(html).not.toMatch(/ECONNREFUSED|fetch failed|catalog read|\/api\/marketplace/);

      // And as the browser shows it once the scripts ran: inside the shop frame.
      const shown5xx = await page.goto(`${web}${address}`);
      expect(shown5xx?.status()).toBeGreaterThanOrEqual(500);
      await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect(page.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
      await expect(page.getByRole("button", { name: words.retry })).toBeVisible();
      await expect(page.getByRole("link", { name: words.home })).toHaveAttribute(
        "href",
        language.home,
      );
      await expect(page.getByRole("banner")).toBeVisible();

      // Adding to the cart from the cached product page says it failed, in the shopper's language
      // (the actions' one fallback, Common.errorOccurred), and changes nothing.
      await page.goto(`${web}${language.prefix}${productPath}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        names[language.locale] ?? "",
      );
      await page.getByTestId("purchase-buttons").getByTestId("add-to-cart").click();
      await expect(shown(page, "toast-error")).toHaveText(words.title);
      await expect(headerCount(page)).toHaveCount(0);
      // So does the footer's newsletter form.
      const newsletter = page.getByTestId("newsletter-form");
      await newsletter.getByRole("textbox").fill("outage@example.com");
      await newsletter.getByRole("button").click();
      await expect(newsletter.getByRole("status")).toHaveText(words.title);
    }

    // The API comes back on the same port and data; the storefront was never restarted.
    api = await startApi(apiPort, { keepData: true });
    await page.goto(`${web}${productPath}`);
    await page.getByTestId("purchase-buttons").getByTestId("add-to-cart").click();
    await expect(shown(page, "toast-success")).toHaveText(say.en.added);
    await expect(headerCount(page)).toHaveText("1");
    for (const language of languages) {
      expect((await request.get(`${web}${language.prefix}${uncachedListing}`)).status()).toBe(200);
    }
  } finally {
    await storefront.stop();
    await api.stop();
    removeData(api.dataDir);
  }
});

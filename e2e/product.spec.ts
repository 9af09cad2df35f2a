import type { ProductDetailResponse, ProductSummary } from "../packages/contract/src/catalog.ts";
import type { ReviewListResponse } from "../packages/contract/src/reviews.ts";
import { fillLogin, newShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { amount, apiUrl, languages } from "./support/languages.ts";
import { receiveProducts } from "./support/purchases.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

/** What the product page says in each language (from messages/{locale}/product-page.json). */
const texts = {
  en: {
    outOfStock: "Out of stock",
    availableSoon: /Available soon/,
    signInToReview: "Sign in to write a review",
    alreadyReviewed: "You have reviewed this product",
    ratingError: "Choose a rating from 1 to 5 stars.",
    tooShort: "Write at least 3 characters.",
    quickView: "Quick view",
    viewDetails: "View details",
  },
  ar: {
    outOfStock: "نفدت الكمية",
    availableSoon: /قريبًا/,
    signInToReview: "سجّل الدخول لكتابة تقييم",
    alreadyReviewed: "لقد قيّمت هذا المنتج",
    ratingError: "اختر تقييمًا من نجمة واحدة إلى خمس نجوم.",
    tooShort: "اكتب 3 أحرف على الأقل.",
    quickView: "نظرة سريعة",
    viewDetails: "عرض التفاصيل",
  },
} as const;

let catalog: ProductSummary[] | undefined;

/** Every product of the main marketplace, read once per worker. */
async function allProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  if (catalog) return catalog;
  const found: ProductSummary[] = [];
  for (let page = 1; page <= 10; page++) {
    const response = await request.get(`${marketplace}/products?per_page=60&page=${page}`);
    expect(response.status()).toBe(200);
    const batch = (await response.json()) as ProductSummary[];
    found.push(...batch);
    if (batch.length < 60) break;
  }
  catalog = found;
  return found;
}

async function productDetail(request: APIRequestContext, id: number, locale: string) {
  const response = await request.get(`${marketplace}/products/${id}`, {
    headers: { "Accept-Language": locale },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ProductDetailResponse;
}

/** One of several candidates, different for each language and project, so parallel runs never share one. */
function pick<T>(candidates: T[], locale: string, project: string): T {
  const slot = (locale === "en" ? 0 : 1) + (project === "desktop" ? 0 : 2);
  const chosen = candidates[slot % candidates.length];
  if (!chosen) throw new Error("the seed has no product of this kind");
  return chosen;
}

async function openReviewsTab(page: Page) {
  await page.getByRole("tab").last().click();
  await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
}

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`product page in ${language.locale}`, () => {
    test("shows the product, its price, breadcrumbs and structured data", async ({
      page,
      request,
    }) => {
      const products = await allProducts(request);
      const summary = products.find(
        (product) => product.variants.length === 0 && product.stock > 0,
      );
      if (!summary) throw new Error("no simple product in the seed");
      const { data: product, related } = await productDetail(request, summary.id, language.locale);
      const response = await page.goto(`${language.prefix}/product/${product.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.name);

      const crumbs = page.getByRole("navigation", { name: /Breadcrumb|مسار التنقل/ });
      for (const step of product.category_path) {
        await expect(crumbs.getByRole("link", { name: step.name, exact: true })).toBeVisible();
      }
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);

      const price = page.getByTestId("product-price");
      await expect(price.getByRole("img", { name: language.currency }).first()).toBeVisible();
      await expect(price).toContainText(amount(product.sale_price ?? product.price));
      await expect(page.getByTestId("stock-state")).toContainText(/\S/);
      // The product is in stock: it can go into the cart, the wishlist (not saved yet, as the
      // browser's state says) and the compare list.
      const buttons = page.getByTestId("purchase-buttons");
      await expect(buttons.getByTestId("add-to-cart")).toBeEnabled();
      const wishlist = buttons.getByTestId("add-to-wishlist");
      await expect(wishlist).toBeEnabled();
      await expect(wishlist).toHaveAttribute("aria-pressed", "false");
      await expect(buttons.getByTestId("add-to-compare")).toBeEnabled();
      await expect(buttons).not.toContainText(say.availableSoon);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.flatMap((text) => {
        const data = JSON.parse(text) as unknown;
        return (Array.isArray(data) ? data : [data]).map(
          (item) => (item as { "@type"?: string })["@type"],
        );
      });
      expect(types).toContain("Product");
      expect(types).toContain("BreadcrumbList");

      // The main picture is the largest thing on the first screen: loaded first, box reserved.
      const main = page.getByTestId("product-gallery").locator("img").first();
      await expect(main).toHaveAttribute("fetchpriority", "high");
      await expect(main).toHaveAttribute("alt", product.name);

      if (related.length) {
        await expect(page.getByTestId("related-products").getByRole("article")).toHaveCount(
          related.length,
        );
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("the larger picture opens in a dialog, and leaving with it open (Back) blocks no page", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/pages/shop`);
      await shown(page, "product-list").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
      const dialog = page.getByTestId("gallery-dialog");
      await expect(async () => {
        await page.getByTestId("product-gallery").getByRole("button").first().click();
        await expect(dialog).toBeVisible({ timeout: 1_000 });
      }).toPass();
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/shop$`));
      // The listing answers clicks again: nothing modal stays open on the page left behind.
      await shown(page, "product-list").getByRole("link").first().click();
      await expect(page).toHaveURL(/\/product\/\d+$/);
    });

    test("the same page answers at /product/default/{id}, naming /product/{id} as canonical", async ({
      page,
      request,
    }) => {
      const [product] = await allProducts(request);
      if (!product) throw new Error("empty catalog");
      const response = await page.goto(`${language.prefix}/product/default/${product.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId("product-name")).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        new RegExp(`${language.prefix}/product/${product.id}$`),
      );
      await expectNoSeriousA11yViolations(page);
    });

    test("choosing a colour and a size sets the price, the stock and the pictures", async ({
      page,
      request,
    }, testInfo) => {
      const products = await allProducts(request);
      const candidates = products.filter((product) => {
        const colours = new Set(product.variants.map((variant) => variant.colour?.hex ?? ""));
        const prices = new Set(product.variants.map((variant) => variant.price));
        return colours.size > 1 && prices.size > 1;
      });
      const summary = pick(candidates, language.locale, testInfo.project.name);
      const { data: product } = await productDetail(request, summary.id, language.locale);
      await page.goto(`${language.prefix}/product/${product.id}`);
      const price = page.getByTestId("product-price");
      const prices = product.variants.map((variant) => variant.price);
      // Before a choice the price is the range of spec section 3.
      await expect(price).toContainText(amount(Math.min(...prices)));
      await expect(price).toContainText(amount(Math.max(...prices)));

      const target =
        [...product.variants].reverse().find((variant) => variant.stock > 0) ?? product.variants[0];
      if (!target?.colour) throw new Error("no coloured variant");
      const mainPicture = page.getByTestId("product-gallery").locator("img").first();
      const before = await mainPicture.getAttribute("src");
      await page
        .getByRole("radio", { name: new RegExp(`^${target.colour.name}`) })
        .check({ force: true });
      if (target.size) {
        await page.getByRole("radio", { name: target.size, exact: true }).check({ force: true });
      }
      await expect(price).toContainText(amount(target.sale_price ?? target.price));
      await expect(price).not.toContainText("–");
      await expect(page.getByTestId("stock-state")).not.toHaveText(say.outOfStock);
      const colourPictures = product.gallery.filter(
        (picture) => picture.colour_hex?.toLowerCase() === target.colour?.hex.toLowerCase(),
      );
      if (colourPictures[0] && colourPictures[0].large.url !== before) {
        await expect(mainPicture).toHaveAttribute("src", colourPictures[0].large.url);
      }
      await expectNoSeriousA11yViolations(page);
    });

    test("the quantity stays between 1 and what is in stock (at most 99)", async ({
      page,
      request,
    }, testInfo) => {
      const products = await allProducts(request);
      // The oldest products: the checkout suites order (and cancel) the newest ones meanwhile.
      const product = pick(
        products.filter((candidate) => !candidate.variants.length && candidate.stock > 1).reverse(),
        language.locale,
        testInfo.project.name,
      );
      await page.goto(`${language.prefix}/product/${product.id}`);
      const quantity = page.getByTestId("quantity");
      const decrease = page.getByRole("button", { name: /Decrease quantity|إنقاص الكمية/ });
      const increase = page.getByRole("button", { name: /Increase quantity|زيادة الكمية/ });
      await expect(quantity).toHaveValue("1");
      await expect(decrease).toBeDisabled();
      await increase.click();
      await expect(quantity).toHaveValue("2");
      await decrease.click();
      await expect(quantity).toHaveValue("1");
      await quantity.fill("5000");
      const most = Math.min(product.stock, 99);
      await expect(quantity).toHaveValue(String(most));
      await expect(increase).toBeDisabled();
    });

    test("an out-of-stock product says so and offers no purchase", async ({ page, request }) => {
      const products = await allProducts(request);
      const product = products.find((candidate) => candidate.stock === 0);
      if (!product) throw new Error("the seed has no product out of stock");
      await page.goto(`${language.prefix}/product/${product.id}`);
      await expect(page.getByTestId("stock-state")).toHaveText(say.outOfStock);
      const buttons = page.getByTestId("purchase-buttons");
      await expect(buttons.getByTestId("add-to-cart")).toBeDisabled();
      await expect(buttons.getByTestId("add-to-cart")).toHaveText(say.outOfStock);
      await expect(page.getByTestId("quantity")).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
    });

    test("tabs move with the arrow keys in the reading direction", async ({ page, request }) => {
      const [product] = await allProducts(request);
      if (!product) throw new Error("empty catalog");
      await page.goto(`${language.prefix}/product/${product.id}`);
      const tabs = page.getByRole("tab");
      await expect(tabs).toHaveCount(3);
      await tabs.first().focus();
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      const forward = language.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
      const back = language.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
      // Keys pressed before the page's scripts run do nothing, for a shopper too: try until they do.
      await expect(async () => {
        await tabs.first().click();
        await page.keyboard.press(forward);
        await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true", { timeout: 1_000 });
      }).toPass();
      await expect(tabs.nth(1)).toBeFocused();
      await expect(page.locator("#panel-specifications")).toBeVisible();
      await expect(page.locator("#panel-description")).toBeHidden();
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press(forward);
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press(back);
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    });

    test("the sticky purchase bar appears once the main buttons scroll away", async ({
      page,
      request,
    }) => {
      const product = (await allProducts(request)).find(
        (candidate) => candidate.variants.length === 0 && candidate.stock > 0,
      );
      if (!product) throw new Error("no simple product in stock in the seed");
      await page.goto(`${language.prefix}/product/${product.id}`);
      const bar = page.getByTestId("sticky-purchase-bar");
      await expect(bar).toBeHidden();
      await page.getByTestId("product-tabs").evaluate((element) => element.scrollIntoView());
      await expect(bar).toBeVisible();
      await expect(bar.getByTestId("add-to-cart")).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
    });

    test("a visitor is offered to sign in before writing a review", async ({ page, request }) => {
      const [product] = await allProducts(request);
      if (!product) throw new Error("empty catalog");
      await page.goto(`${language.prefix}/product/${product.id}?reviews_page=1`);
      // A review page's address opens the reviews tab from the server.
      await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
      const signIn = page.getByTestId("review-sign-in");
      await expect(signIn).toHaveText(say.signInToReview);
      await expect(signIn).toHaveAttribute(
        "href",
        `${language.prefix}/pages/login?next=${encodeURIComponent(`${language.prefix}/product/${product.id}`)}`,
      );
      await expect(page.getByTestId("review-form")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("a new shopper reviews a product once; the list, summary and rating follow", async ({
      page,
      request,
    }, testInfo) => {
      test.slow();
      const products = await allProducts(request);
      const product = pick(
        products.filter((candidate) => candidate.review_count >= 3 && candidate.stock > 0),
        language.locale,
        testInfo.project.name,
      );
      const before = (await (
        await request.get(`${marketplace}/products/${product.id}/reviews`)
      ).json()) as ReviewListResponse;
      const shopper = await newShopper(request, language.locale);
      // Only a shopper who bought and received a product may review it.
      await receiveProducts(request, shopper.session, [product.id]);
      await page.goto(`${language.prefix}/product/${product.id}?reviews_page=1`);
      await page.getByTestId("review-sign-in").click();
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(page).toHaveURL(`${language.prefix}/product/${product.id}`, {
        timeout: 8_000,
      });
      await openReviewsTab(page);
      const form = page.getByTestId("review-form");

      // Too short and no rating: each field says what is wrong, in the page's language.
      await form.locator("textarea").fill(" ab ");
      await form.getByRole("button", { name: /Post review|انشر التقييم/ }).click();
      await expect(form.getByTestId("rating-error")).toHaveText(say.ratingError);
      await expect(form.getByTestId("body-error")).toHaveText(say.tooShort);
      await expect(form.locator("textarea")).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousA11yViolations(page);

      // Stars by keyboard: the first star, then three steps on.
      await form.getByRole("radio").first().focus();
      await page.keyboard.press("Space");
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
      await expect(form.getByRole("radio").nth(3)).toBeChecked();
      const body = `Solid and well made.\n<b>Would</b> buy again ${Date.now()}`;
      await form.locator("textarea").fill(body);
      await expect(form.getByTestId("body-counter")).toContainText(String(body.length));
      await form.getByRole("button", { name: /Post review|انشر التقييم/ }).click();

      await expect(page.getByTestId("toast-success")).toBeVisible();
      await expect(page.getByTestId("already-reviewed")).toHaveText(say.alreadyReviewed);
      await expect(page.getByTestId("review-form")).toHaveCount(0);
      const mine = page.getByTestId("review").filter({ hasText: "Solid and well made." });
      await expect(mine).toBeVisible();
      // Shown as text: the angle brackets are printed, never turned into markup.
      await expect(mine.getByTestId("review-body")).toHaveText(body);
      await expect(mine.locator("b")).toHaveCount(0);
      await expect(mine.getByTestId("verified-purchase")).toBeVisible();
      const count = String(before.summary.count + 1);
      await expect(page.getByTestId("rating-count")).toContainText(count);
      await expect(page.getByTestId("product-rating")).toContainText(count);

      // A second visit offers no second review.
      await page.reload();
      await openReviewsTab(page);
      await expect(shown(page, "already-reviewed")).toBeVisible();
      await expect(page.getByTestId("review-form")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("quick view opens from a home-page card and leads to the product", async ({ page }) => {
      await page.goto(language.home);
      const card = page.getByTestId("home-new_arrival").getByRole("article").first();
      const open = card.getByRole("button", { name: say.quickView });
      await expect(open, "every product card offers quick view").toHaveCount(1);
      const name = await card.getByRole("heading", { level: 3 }).textContent();
      await card.hover();
      await open.click();
      const dialog = page.getByRole("dialog", { name: name ?? "" });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute("aria-modal", "true");
      await expect(dialog.getByRole("img", { name: language.currency }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const width = await dialog.evaluate((element) => element.getBoundingClientRect().width);
      const viewport = page.viewportSize()?.width ?? 0;
      if (viewport >= 768) expect(width).toBeLessThanOrEqual(575);
      else expect(width).toBeGreaterThanOrEqual(viewport - 1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
      await card.hover();
      await open.click();
      await dialog.getByRole("link", { name: say.viewDetails }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/product/\\d+$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name ?? "");
    });

    for (const path of ["/product/999999", "/product/abc", "/product/default/abc"]) {
      test(`${path} is not found, with status 404`, async ({ page }) => {
        const response = await page.goto(`${language.prefix}${path}`);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
        await expectNoSeriousA11yViolations(page);
      });
    }

    test("an unknown product answers 404 at its own address, fresh and from the page cache", async ({
      request,
    }) => {
      for (let round = 0; round < 2; round += 1) {
        const answer = await request.get(`${language.prefix}/product/999998`, { maxRedirects: 0 });
        expect(answer.status()).toBe(404);
        const locations = answer.headersArray().filter((h) => h.name.toLowerCase() === "location");
        expect(locations).toHaveLength(0);
        expect(await answer.text()).toContain(language.notFoundTitle);
      }
    });
  });
}

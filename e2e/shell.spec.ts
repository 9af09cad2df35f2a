import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, type Page, test } from "./support/test.ts";

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

for (const language of languages) {
  test.describe(`storefront shell in ${language.locale}`, () => {
    test("the header shows logo, search, main menu and the category menu from the API", async ({
      page,
      request,
    }) => {
      test.skip(isPhone(page), "the desktop menu; the phone menu has its own test");
      const categories = (await (
        await request.get(`${apiUrl}/1/api/marketplace/categories`, {
          headers: { "Accept-Language": language.locale },
        })
      ).json()) as { categories: Array<{ id: number; name: string }> };
      await page.goto(language.home);
      const header = page.getByTestId("site-header");
      await expect(header.getByTestId("logo")).toHaveAttribute("href", language.prefix || "/");
      const menu = header.getByRole("navigation").last();
      await expect(menu.getByRole("link")).toHaveText([...language.menu]);
      await expect(menu.getByRole("link").nth(1)).toHaveAttribute(
        "href",
        `${language.prefix}/pages/shop`,
      );

      const categoryMenu = header.getByTestId("category-menu");
      await categoryMenu.getByRole("button").click();
      const first = categories.categories[0];
      const link = categoryMenu.getByRole("link", { name: first?.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute(
        "href",
        `${language.prefix}/pages/shop?category_id=${first?.id}`,
      );
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(link).toBeHidden();
    });

    test("the search field is required and sends the keyword to the shop page", async ({
      page,
    }) => {
      await page.goto(language.home);
      const form = page.getByTestId("search-header");
      const input = form.getByRole("combobox");
      await form.getByRole("button").click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix || ""}/?$`));
      expect(
        await input.evaluate((element: HTMLInputElement) => element.validity.valueMissing),
      ).toBe(true);
      await input.fill("dates box");
      await input.press("Enter");
      await expect(page).toHaveURL(`${language.prefix}/pages/shop?keyword=dates+box`);
    });

    test("the cart dropdown says the cart is empty, and is 300px wide", async ({ page }) => {
      await page.goto(language.home);
      const cart = page.getByTestId("cart-dropdown");
      // Nothing to count, no badge.
      await expect(cart.getByTestId("cart-count")).toHaveCount(0);
      await cart.getByRole("button").click();
      await expect(cart.getByTestId("cart-empty")).toHaveText(language.cartEmpty);
      const panel = cart.locator("[id]").filter({ has: page.getByTestId("cart-empty") });
      expect((await panel.boundingBox())?.width).toBe(300);
      // An empty cart has nothing to review or pay for: no way to the cart page or checkout.
      await expect(cart.getByRole("link")).toHaveCount(0);
    });

    test("the compare dropdown removes one product, clears all, and says when it is empty", async ({
      page,
    }) => {
      await page.goto(language.home);
      await page.evaluate(() => {
        const product = (id: number, name: string) => ({
          id,
          name,
          picture: null,
          price: 10,
          sale_price: null,
        });
        localStorage.setItem(
          "souq-store",
          JSON.stringify({
            version: 4,
            compare: [product(1, "First"), product(2, "Second")],
            wishlist: [],
          }),
        );
      });
      await page.reload();
      const compare = page.getByTestId("compare-dropdown");
      await expect(compare.getByTestId("compare-count")).toHaveText("2");
      await compare.getByRole("button").first().click();
      await compare.getByRole("button", { name: /First/ }).click();
      await expect(page.getByTestId("toast-success")).toHaveText(language.compareRemoved);
      await expect(compare.getByTestId("compare-count")).toHaveText("1");
      await compare.getByRole("button", { name: language.clearAll }).click();
      await expect(page.getByTestId("toast-success").last()).toHaveText(language.compareCleared);
      await expect(compare.getByTestId("compare-empty")).toHaveText(language.compareEmpty);
      // Success toasts leave after 1.5 s.
      await expect(page.getByTestId("toast-success")).toHaveCount(0, { timeout: 4_000 });
    });

    test("stored state of another version is discarded with all local storage", async ({
      page,
    }) => {
      await page.goto(language.home);
      await page.evaluate(() => {
        localStorage.setItem(
          "souq-store",
          JSON.stringify({ version: 3, compare: [{ id: 1 }], wishlist: [] }),
        );
        localStorage.setItem("userID", "99");
      });
      await page.reload();
      // The stored compare list of another version is gone: nothing to count, no badge.
      await expect(page.getByTestId("compare-dropdown")).toBeVisible();
      await expect(page.getByTestId("compare-count")).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem("userID"))).toBeNull();
    });

    test("the language switch keeps the page, remembers the choice and the server renders it next time", async ({
      page,
    }) => {
      const other = languages.find((candidate) => candidate.locale !== language.locale);
      await page.goto(`${language.prefix}/pages/login?next=%2Fpages%2Fprofile`);
      await page.getByTestId("language-switch").click();
      await expect(page).toHaveURL(`${other?.prefix ?? ""}/pages/login?next=%2Fpages%2Fprofile`);
      await expect(page.locator("html")).toHaveAttribute("dir", other?.dir ?? "");
      expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe(other?.locale);
      // A new visit to the unprefixed home page opens in the remembered language, rendered by the server.
      const response = await page.goto("/");
      await expect(page).toHaveURL(other?.home === "/" ? "/" : (other?.home ?? "/"));
      expect(await response?.text()).toContain(`lang="${other?.locale}"`);
    });

    test("the header becomes fixed past 210px without moving the page, and back-to-top appears after 400px", async ({
      page,
    }) => {
      await page.goto(language.home);
      const header = page.getByTestId("site-header");
      const heading = page.getByTestId("home-new_arrival").getByRole("heading", { level: 2 });
      const headingTop = await heading.evaluate(
        (element) => element.getBoundingClientRect().top + window.scrollY,
      );
      await expect(page.getByTestId("back-to-top")).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 150));
      await expect(header).toHaveAttribute("data-fixed", "false");
      await page.evaluate(() => window.scrollTo(0, 300));
      await expect(header).toHaveAttribute("data-fixed", "true");
      expect(
        await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
      ).toBeCloseTo(headingTop, 0);
      await expect(page.getByTestId("back-to-top")).toHaveCount(0);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.getByTestId("back-to-top").click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("the footer shows this year's copyright, the provider link, payment methods and the minimum order label", async ({
      page,
    }) => {
      await page.goto(language.home);
      const footer = page.getByTestId("site-footer");
      await expect(footer.getByTestId("copyright")).toContainText(String(new Date().getFullYear()));
      await expect(footer.getByTestId("provider-link")).toHaveAttribute("href", /^https?:\/\//);
      await expect(footer.getByTestId("minimum-order")).toContainText(language.minimumOrder);
      await expect(footer.getByRole("img", { name: /mada|مدى/ })).toBeVisible();
      await expect(footer.getByRole("list").last().getByRole("img")).toHaveCount(5);
    });

    test("the newsletter sign-up validates, stores, and takes a repeat address without error", async ({
      page,
    }) => {
      await page.goto(language.home);
      const form = page.getByTestId("newsletter-form");
      await form.getByRole("textbox").fill("not-an-email");
      await form.getByRole("button").click();
      const result = form.getByRole("status");
      await expect(result).not.toBeEmpty();
      await expect(form.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
      const address = `news-${language.locale}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      await form.getByRole("textbox").fill(address);
      await form.getByRole("button").click();
      await expect(form.getByRole("textbox")).not.toHaveAttribute("aria-invalid", "true");
      const first = await result.textContent();
      expect(first).toBeTruthy();
      // The same address again: thanked again, not refused.
      await form.getByRole("textbox").fill(address);
      await form.getByRole("button").click();
      await expect(result).toHaveText(first ?? "");
      await expect(form.getByRole("textbox")).not.toHaveAttribute("aria-invalid", "true");
    });

    test("the phone menu slides in with Menu and Categories tabs and closes with Escape or a tap outside", async ({
      page,
    }) => {
      test.skip(!isPhone(page), "phones only");
      await page.goto(language.home);
      await page.getByTestId("open-mobile-menu").click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu).toBeVisible();
      expect((await menu.boundingBox())?.width).toBe(280);
      await expect(menu.getByRole("tab")).toHaveCount(2);
      await expect(menu.getByRole("tabpanel").getByRole("link")).toHaveText([...language.menu]);
      await menu.getByRole("tab").last().click();
      await expect(menu.getByRole("tabpanel").getByRole("link").first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Focus stays inside the open menu.
      for (let index = 0; index < 8; index += 1) await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await page.getByTestId("open-mobile-menu").click();
      await page.mouse.click(340, 400);
      await expect(menu).toBeHidden();
    });

    test("every part of the header and footer fits a 320px screen", async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(language.home);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      for (const part of [
        "open-mobile-menu",
        "logo",
        "compare-dropdown",
        "cart-dropdown",
        "open-sign-in",
        "language-switch",
      ]) {
        await expect(page.getByTestId(part)).toBeInViewport();
      }
    });

    test("/pages/404 shows the not-found texts inside the shop frame with status 404", async ({
      page,
    }) => {
      const response = await page.goto(`${language.prefix}/pages/404`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
      await expect(page.getByText(language.notFoundMessage)).toBeVisible();
      // ADR 51: the shopper keeps the header (and its search) and the footer.
      await expect(page.getByTestId("site-header")).toBeVisible();
      await expect(page.getByTestId("site-footer")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}

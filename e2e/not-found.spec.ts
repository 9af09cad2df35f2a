import { newShopper, startSession } from "./support/accounts.ts";
import { languages } from "./support/languages.ts";
import { expect, type Page, type Response, test } from "./support/test.ts";

/** Phones are checked at 390 px, the width the reviewer used. */
async function atShopperWidth(page: Page) {
  if ((page.viewportSize()?.width ?? 1440) < 1024)
    await page.setViewportSize({ width: 390, height: 844 });
}

/** The not-found page at the address asked, with status 404, inside the shop frame (ADR 51). */
async function expectNotFoundHere(
  page: Page,
  response: Response | null,
  address: string,
  language: (typeof languages)[number],
) {
  expect(response?.status(), address).toBe(404);
  expect(response?.request().redirectedFrom(), address).toBeNull();
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`).toBe(address);
  expect(response?.headers()["cache-control"], address).toContain("no-store");
  await expect(page.locator("html")).toHaveAttribute("lang", language.locale);
  await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
  await expect(page).toHaveTitle(new RegExp(`^${language.notFoundTitle}`));
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("combobox")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
}

for (const language of languages) {
  test.describe(`not found in ${language.locale}`, () => {
    test("unknown products, vendors, categories and addresses answer 404 where asked, in the frame", async ({
      page,
    }) => {
      await atShopperWidth(page);
      for (const path of [
        "/product/99999",
        "/product/abc",
        "/pages/vendors/999999",
        "/pages/shop?category_id=999999",
        "/no/such/page",
      ]) {
        const address = `${language.prefix}${path}`;
        await expectNotFoundHere(page, await page.goto(address), address, language);
      }
      // The header's search still works from there.
      const search = page.getByTestId("site-header").getByRole("combobox");
      await search.fill("abaya");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/pages\/shop\?keyword=abaya$/);
    });

    test("another shopper's or an unknown order answers 404 where asked, in the frame", async ({
      page,
      request,
    }) => {
      await atShopperWidth(page);
      const shopper = await newShopper(request, language.locale);
      await startSession(page.context(), shopper.session);
      const address = `${language.prefix}/pages/orders/99999`;
      await expectNotFoundHere(page, await page.goto(address), address, language);
    });

    test("the whole not-found page is in the HTML, for readers without scripts", async ({
      request,
    }) => {
      const answer = await request.get(`${language.prefix}/product/99999`, { maxRedirects: 0 });
      expect(answer.status()).toBe(404);
      expect(answer.headers()["x-robots-tag"]).toBe("noindex");
      const html = await answer.text();
      expect(html).toContain(`<html lang="${language.locale}" dir="${language.dir}"`);
      expect(html).toContain('data-testid="site-header"');
      expect(html).toContain('data-testid="site-footer"');
      expect(html).toContain(`>${language.notFoundTitle}</h1>`);
    });
  });
}

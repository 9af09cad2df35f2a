import { signInNewShopper } from "./support/accounts.ts";
import { languages } from "./support/languages.ts";
import { expect, type Page, test } from "./support/test.ts";

// A shopper's own pages (sign-in, cart, checkout…) render inside the cached frame, their content
// streamed in after it (ADR 16). The footer waits below the first screen while the content comes,
// so nothing the shopper sees moves when it arrives (issue 26: checkout shifted by 0.17–0.19 on a
// phone, the footer jumping out of view).

/** Records every layout shift of the page from its start, for the sum a visit has seen. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { layoutShift: number };
    seen.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        seen.layoutShift += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The sum of the layout shifts the page has seen so far. */
const layoutShiftSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);

/** Where the footer begins, from the top of the page, against the height of the first screen. */
const footerStart = (page: Page) =>
  page.getByTestId("site-footer").evaluate((footer) => ({
    top: footer.getBoundingClientRect().top + window.scrollY,
    screen: window.innerHeight,
  }));

for (const language of languages) {
  const { prefix } = language;

  test.describe(`a shopper's own pages in ${language.locale} move nothing as they arrive`, () => {
    test("sign-in and the empty cart keep the footer below the first screen, and do not shift", async ({
      page,
    }) => {
      await watchLayoutShifts(page);
      for (const path of [`${prefix}/pages/login`, `${prefix}/pages/cart`]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const footer = await footerStart(page);
        expect(footer.top, path).toBeGreaterThanOrEqual(footer.screen);
        expect(await layoutShiftSoFar(page), path).toBeLessThanOrEqual(0.02);
      }
    });

    test("checkout with an empty cart keeps the footer below the first screen, and does not shift", async ({
      page,
      request,
    }) => {
      await watchLayoutShifts(page);
      await signInNewShopper(page, request, language.locale, `${prefix}/shop/checkout`);
      await expect(page.getByTestId("checkout-empty")).toBeVisible();
      const footer = await footerStart(page);
      expect(footer.top).toBeGreaterThanOrEqual(footer.screen);
      expect(await layoutShiftSoFar(page)).toBeLessThanOrEqual(0.02);
    });
  });
}

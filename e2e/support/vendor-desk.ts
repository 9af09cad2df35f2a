import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { fillLogin } from "./accounts.ts";
import { apiUrl } from "./languages.ts";
import { expect, newsletterPopupKey, shown, test } from "./test.ts";

/** One of the demo vendors' staff accounts, with the vendor it works for. */
export interface Staff {
  email: string;
  password: string;
  vendor: { id: number; name: string };
}

/** The demo vendors' staff accounts (the seed's `vendor<N>@example.com`), by their vendor's id. */
export async function staffByVendor(
  request: APIRequestContext,
  locale: "en" | "ar",
): Promise<Map<number, Staff>> {
  const staff = new Map<number, Staff>();
  for (let n = 1; n <= 10; n += 1) {
    const email = `vendor${n}@example.com`;
    const password = "vendor1234";
    const answer = await request.post(`${apiUrl}/api/auth/login`, {
      headers: { "Accept-Language": locale },
      form: { email, password, company_id: 1 },
    });
    expect(answer.status(), email).toBe(200);
    const { user } = (await answer.json()) as { user: { vendor?: Staff["vendor"] } };
    if (user.vendor) staff.set(user.vendor.id, { email, password, vendor: user.vendor });
  }
  return staff;
}

/**
 * After signing in, the page is in the account's language (the staff accounts' is English, as the
 * spec's sign-in has it); the Arabic run then switches to Arabic, as a vendor would.
 */
export async function inLanguage(page: Page, prefix: string, path: string) {
  await expect(page).toHaveURL(path, { timeout: 10_000 });
  if (!prefix) return;
  await shown(page, "language-switch").click();
  await expect(page).toHaveURL(`${prefix}${path}`);
}

/**
 * A browser of its own for one account, on the project's device (desktop or phone), as a
 * returning visitor (no newsletter window).
 */
export async function ownBrowser(browser: Browser) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
  await context.addInitScript((key) => {
    window.sessionStorage.setItem(key, "closed");
  }, newsletterPopupKey);
  return context.newPage();
}

/** A vendor's staff signs in through the header's sign-in, and lands on its dashboard. */
export async function signInAsStaff(browser: Browser, prefix: string, staff: Staff) {
  const page = await ownBrowser(browser);
  await page.goto(prefix || "/");
  await shown(page, "open-sign-in").click();
  await fillLogin(page.getByTestId("modal-login-form"), staff.email, staff.password);
  await inLanguage(page, prefix, "/vendor");
  return page;
}

/** The page fits the screen's width (a phone's too): nothing makes it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, page.url()).toBeLessThanOrEqual(0);
}

import { demo, fillLogin, latestMailTo, newShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { languages } from "./support/languages.ts";
import { expect, shown, test } from "./support/test.ts";

for (const language of languages) {
  test.describe(`accounts in ${language.locale}`, () => {
    test("a wrong password shows the one message for bad credentials and changes nothing", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/pages/login`);
      const form = page.getByTestId("login-form");
      await fillLogin(form, `nobody-${Date.now()}@example.com`, "wrong-password");
      const error = form.getByTestId("form-error");
      if (language.badCredentials) await expect(error).toHaveText(language.badCredentials);
      else await expect(error).toHaveText(/[\u0600-\u06FF]/);
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/login$`));
      expect(await page.evaluate(() => localStorage.getItem("userID"))).toBeNull();
      await expectNoSeriousA11yViolations(page);
    });

    test("signing in stores the spec's keys, keeps the token out of reach, and reloads in the shopper's language", async ({
      page,
      context,
    }) => {
      await page.goto(`${language.prefix}/pages/login`);
      await fillLogin(page.getByTestId("login-form"), demo.email, demo.password);
      await expect(page.getByTestId("toast-success")).toHaveText(language.loginSuccess);
      const stored = await page.evaluate(() => ({ ...localStorage }));
      expect(stored).toMatchObject({
        lang: "en",
        companyID: "1",
        name: demo.name,
        email: demo.email,
        phone: demo.phone,
      });
      expect(Number(stored.userID)).toBeGreaterThan(0);
      expect(JSON.stringify(stored)).not.toMatch(/token/i);
      const session = (await context.cookies()).find((cookie) => cookie.name === "souq_session");
      expect(session?.httpOnly).toBe(true);
      expect(await page.evaluate(() => document.cookie)).not.toContain("souq_session");
      // The demo shopper's locale is en-GB, so the page reloads in English after 2 s.
      await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
      const profile = page.getByTestId("profile-menu");
      await profile.getByRole("button").click();
      await expect(profile.getByTestId("profile-name")).toHaveText(demo.name);
      await expect(profile.getByText(demo.email)).toBeVisible();
      // The spec's Orders link leads to the shopper's orders.
      await expect(profile.getByRole("link", { name: /Orders|الطلبات/ })).toHaveAttribute(
        "href",
        "/pages/orders",
      );
      await expect(profile.getByRole("link", { name: /My profile|ملفي الشخصي/ })).toHaveAttribute(
        "href",
        "/pages/profile",
      );
      await expectNoSeriousA11yViolations(page);
    });

    test("a protected page sends a visitor to sign in and back; a signed-in shopper skips the login page", async ({
      page,
      request,
    }) => {
      const shopper = await newShopper(request, language.locale);
      await page.goto(`${language.prefix}/pages/profile`);
      await expect(page).toHaveURL(
        `${language.prefix}/pages/login?next=${encodeURIComponent(`${language.prefix}/pages/profile`)}`,
      );
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      // A shopper registered in Arabic has the ar-SA locale, in English en-GB: the page follows it.
      await expect(page).toHaveURL(`${language.prefix}/pages/profile`, { timeout: 8_000 });
      await expect(shown(page, "profile-summary")).toContainText(shopper.email);
      await expectNoSeriousA11yViolations(page);
      await page.goto(`${language.prefix}/pages/login`);
      await expect(page).toHaveURL(language.prefix ? `${language.prefix}` : "/");
    });

    test("registering answers 'check your email' for a new and a taken email alike; the emailed link signs the new shopper in", async ({
      page,
      request,
    }) => {
      const register = async (email: string) => {
        await page.goto(`${language.prefix}/pages/login`);
        await page.getByRole("tab").last().click();
        const form = page.getByTestId("register-form").filter({ visible: true });
        await form.locator('input[name="name"]').fill("Faisal Al-Otaibi");
        await form.locator('input[name="email"]').fill(email);
        await form.locator('input[name="phone"]').fill("+966500000001");
        await form.locator('input[name="password"]').fill("long-enough-1");
        await form.locator('input[name="password_confirmation"]').fill("long-enough-1");
        await form.getByRole("button").click();
        const answer = page.getByTestId("register-check-email");
        await expect(answer).toContainText(language.checkEmail);
        return answer.textContent();
      };
      // An email that already has an account is answered exactly as a new one.
      const taken = await register(demo.email);
      const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      expect(await register(email)).toBe(taken);
      expect(await page.evaluate(() => localStorage.getItem("userID"))).toBeNull();
      await expectNoSeriousA11yViolations(page);

      const mail = await latestMailTo(request, email);
      const link = new URL(/http\S+\/pages\/confirm-signup\?token=\S+/.exec(mail.text)?.[0] ?? "");
      expect(link.pathname).toBe(`${language.prefix}/pages/confirm-signup`);
      await page.goto(link.pathname + link.search);
      await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
      const confirm = page.getByTestId("confirm-signup-form");
      await expectNoSeriousA11yViolations(page);
      await confirm.getByRole("button").click();
      await expect(page.getByTestId("toast-success")).toHaveText(language.loginSuccess);
      // Signed in, on the home page in the language the account was opened in.
      await expect(page).toHaveURL(language.prefix || "/", { timeout: 8_000 });
      const profile = page.getByTestId("profile-menu");
      await profile.getByRole("button").click();
      await expect(profile.getByText(email)).toBeVisible();

      // The link works once.
      await page.goto(link.pathname + link.search);
      await page.getByTestId("confirm-signup-form").getByRole("button").click();
      await expect(page.getByTestId("form-error")).toHaveText(language.signupLinkInvalid);
    });

    test("logging out ends the session, clears the browser's storage and shows the toast", async ({
      page,
      request,
    }) => {
      const shopper = await newShopper(request, language.locale);
      await page.goto(`${language.prefix}/pages/login`);
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      // Signing in reloads the page after 2 s; the login page then sends the shopper home.
      await expect(page).toHaveURL(language.prefix || "/", { timeout: 8_000 });
      const profile = page.getByTestId("profile-menu");
      await expect(profile).toBeVisible();
      await profile.getByRole("button").first().click();
      // Logging out reloads the page once the toast has shown; wait for it before going on.
      const reloaded = page.waitForEvent("load", { timeout: 8_000 });
      await page.getByTestId("logout").click();
      await expect(page.getByTestId("toast-success")).toHaveText(language.logoutSuccess);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      await reloaded;
      await expect(page.getByTestId("open-sign-in")).toBeVisible({ timeout: 6_000 });
      await page.goto(`${language.prefix}/pages/profile`);
      await expect(page).toHaveURL(/\/pages\/login\?next=/);
    });

    test("the header's sign-in modal keeps focus, closes with Escape, and signs in", async ({
      page,
      request,
    }) => {
      const shopper = await newShopper(request, language.locale);
      await page.goto(language.home);
      await page.getByTestId("open-sign-in").click();
      const dialog = page.getByTestId("sign-in-dialog");
      await expect(dialog).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await page.getByTestId("open-sign-in").click();
      await fillLogin(dialog.getByTestId("modal-login-form"), shopper.email, shopper.password);
      await expect(page.getByTestId("toast-success")).toHaveText(language.loginSuccess);
      await expect(page.getByTestId("profile-menu")).toBeVisible({ timeout: 8_000 });
    });

    test("a session cookie whose token no longer works signs the browser out cleanly", async ({
      page,
      context,
      baseURL,
    }) => {
      await page.goto(language.home);
      await page.evaluate(() => localStorage.setItem("userID", "1"));
      await context.addCookies([
        {
          name: "souq_session",
          value: "1.this-token-was-never-issued-0123456789",
          url: baseURL ?? "",
        },
      ]);
      await page.reload();
      await expect(page.getByTestId("open-sign-in")).toBeVisible();
      await expect
        .poll(async () =>
          (await context.cookies()).some((cookie) => cookie.name === "souq_session"),
        )
        .toBe(false);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("userID"))).toBeNull();
    });

    test("a bad reset link says the action link is invalid", async ({ page }) => {
      await page.goto(
        `${language.prefix}/pages/reset-password?token=not-a-real-token-at-all-123456`,
      );
      await expect(shown(page, "invalid-link")).toHaveText(language.invalidLink);
      await expectNoSeriousA11yViolations(page);
    });

    test("a reset link from the outbox sets a new password once", async ({ page, request }) => {
      const shopper = await newShopper(request, language.locale);
      await page.goto(`${language.prefix}/pages/forgot-password`);
      const main = page.getByRole("main");
      await main.locator('input[name="email"]').fill(shopper.email);
      await main
        .getByRole("button")
        .filter({ hasText: /link|الرابط/ })
        .click();
      await expect(page.getByTestId("form-success")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      const mail = await latestMailTo(request, shopper.email);
      const link = /https?:\/\/\S+reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link).toBeTruthy();
      const path = new URL(link ?? "").pathname + new URL(link ?? "").search;
      await page.goto(path);
      await expectNoSeriousA11yViolations(page);
      await main.locator('input[name="password"]').fill("a-brand-new-pass");
      await main.locator('input[name="password_confirmation"]').fill("a-brand-new-pass");
      await main
        .getByRole("button")
        .filter({ hasText: /password|كلمة المرور/ })
        .click();
      await expect(page.getByTestId("form-success")).toBeVisible();
      await page.goto(path);
      await expect(shown(page, "invalid-link")).toHaveText(language.invalidLink);
      await page.goto(`${language.prefix}/pages/login`);
      await fillLogin(page.getByTestId("login-form"), shopper.email, "a-brand-new-pass");
      await expect(page.getByTestId("toast-success")).toHaveText(language.loginSuccess);
    });
  });
}

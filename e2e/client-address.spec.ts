import { randomBytes } from "node:crypto";
import { fillLogin, newShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, test } from "./support/test.ts";

// The storefront's server decides each client's address from its socket (TRUST_PROXY is false by
// default), so what a browser writes in X-Forwarded-For never reaches the API's per-address limits.
// These tests talk to the API directly as well: it trusts this machine to name an address, which
// lets each test give a made-up address (the IPv6 documentation range, one /64 each) a history.

/** The API's limit of failed sign-ins from one address in 15 minutes. */
const failuresPerAddress = 20;

function madeUpAddress(): string {
  const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
  return `2001:db8:${a}:${b}::1`;
}

const nobody = () => `nobody-${Date.now()}-${randomBytes(4).toString("hex")}@example.com`;

/** A sign-in sent straight to the API on behalf of `address`. */
function signInAs(
  request: APIRequestContext,
  address: string,
  email: string,
  password: string,
  locale = "en",
) {
  return request.post(`${apiUrl}/api/auth/login`, {
    headers: { "X-Forwarded-For": address, "Accept-Language": locale },
    form: { email, password, company_id: 1 },
  });
}

/** Every header in which a browser could claim to be `address`. */
const claimingToBe = (address: string) => ({
  "X-Forwarded-For": address,
  "X-Real-IP": address,
  Forwarded: `for="[${address}]"`,
});

for (const language of languages) {
  test.describe(`the client's address in ${language.locale}`, () => {
    test("claiming an address the API has locked out does not make the browser that address", async ({
      page,
      request,
    }) => {
      const lockedOut = madeUpAddress();
      const shopper = await newShopper(request, language.locale);
      let status = 0;
      for (let attempt = 0; attempt <= failuresPerAddress && status !== 429; attempt += 1) {
        status = (await signInAs(request, lockedOut, nobody(), "wrong-password")).status();
      }
      expect(status, "the API locks an address out after its failed sign-ins").toBe(429);
      expect((await signInAs(request, lockedOut, shopper.email, shopper.password)).status()).toBe(
        429,
      );

      await page.setExtraHTTPHeaders(claimingToBe(lockedOut));
      await page.goto(`${language.prefix}/pages/login`);
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(page.getByTestId("toast-success")).toHaveText(language.loginSuccess);
    });

    test("failed sign-ins claiming another address count against the browser's own", async ({
      page,
      request,
    }) => {
      const neighbour = madeUpAddress();
      const shopper = await newShopper(request, language.locale);
      // One failure short of the neighbour's limit.
      for (let attempt = 1; attempt < failuresPerAddress; attempt += 1) {
        expect((await signInAs(request, neighbour, nobody(), "wrong-password")).status()).toBe(422);
      }

      await page.setExtraHTTPHeaders(claimingToBe(neighbour));
      await page.goto(`${language.prefix}/pages/login`);
      const form = page.getByTestId("login-form");
      await fillLogin(form, shopper.email, "wrong-password");
      const error = form.getByTestId("form-error");
      if (language.badCredentials) await expect(error).toHaveText(language.badCredentials);
      else await expect(error).toHaveText(/[\u0600-\u06FF]/);

      // Had the claim been believed, this would be the neighbour's twentieth failure and a lock.
      const neighboursSignIn = await signInAs(request, neighbour, shopper.email, shopper.password);
      expect(neighboursSignIn.status()).toBe(200);
    });

    test("a sign-in the API refuses for too many attempts shows the API's message", async ({
      page,
      request,
    }) => {
      const shopper = await newShopper(request, language.locale);
      // Too many failures for one email lock it, from whichever addresses they came.
      let refusal = await signInAs(
        request,
        madeUpAddress(),
        shopper.email,
        "wrong",
        language.locale,
      );
      for (let attempt = 0; attempt < 10 && refusal.status() !== 429; attempt += 1) {
        refusal = await signInAs(request, madeUpAddress(), shopper.email, "wrong", language.locale);
      }
      expect(refusal.status()).toBe(429);
      const { message } = (await refusal.json()) as { message: string };

      await page.goto(`${language.prefix}/pages/login`);
      const form = page.getByTestId("login-form");
      await fillLogin(form, shopper.email, shopper.password);
      await expect(form.getByTestId("form-error")).toHaveText(message);
      if (language.locale === "ar") expect(message).toMatch(/[\u0600-\u06FF]/);
      else expect(message).toMatch(/^[\x20-\x7E]+$/);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

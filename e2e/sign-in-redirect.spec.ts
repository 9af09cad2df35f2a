import { fillLogin, newShopper } from "./support/accounts.ts";
import { languages } from "./support/languages.ts";
import { expect, test } from "./support/test.ts";

// A return address that only looks local (`/ar//evil.example` loses its `/ar` when the shopper's
// language is applied) must never take a shopper to another site after signing in.
const hostile = ["/ar//evil.example", "//evil.example", "/%2F%2Fevil.example", "/\\evil.example"];

for (const language of languages) {
  for (const next of hostile) {
    test(`signing in from the ${language.locale} login page with next=${next} stays on this site`, async ({
      page,
      request,
      baseURL,
    }) => {
      const visited: string[] = [];
      page.on("request", (sent) => visited.push(new URL(sent.url()).host));
      const shopper = await newShopper(request, language.locale);
      await page.goto(`${language.prefix}/pages/login?next=${encodeURIComponent(next)}`);
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(page.getByTestId("profile-menu")).toBeVisible({ timeout: 8_000 });
      // After the reload the login page sends the signed-in shopper home, in their language.
      await expect(page).toHaveURL(`${baseURL}${language.prefix || "/"}`, { timeout: 8_000 });
      expect(visited.filter((host) => host.includes("evil.example"))).toEqual([]);
    });
  }
}

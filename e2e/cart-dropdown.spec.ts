import { signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, test } from "./support/test.ts";

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
}

for (const language of languages) {
  test(`the cart dropdown lists a line with its picture, quantity × unit price and total, and removes it (${language.locale})`, async ({
    page,
    request,
  }) => {
    const shopper = await signInNewShopper(page, request, language.locale, language.prefix || "/");

    // Put one product in the cart through the API, with the session's own token.
    const token = shopper.session.split(".").slice(1).join(".");
    const home = (await (
      await request.get(`${apiUrl}/1/api/marketplace/home-page`, {
        headers: { "Accept-Language": language.locale },
      })
    ).json()) as { recommended_items: ApiProduct[] };
    const product = home.recommended_items.find(
      (candidate) => candidate.variants.length === 0 && candidate.stock >= 2,
    );
    expect(product).toBeDefined();
    const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
      headers: { Authorization: `Bearer ${token}`, "Accept-Language": language.locale },
      form: { item_id: product?.id ?? 0, item_quantity: 2 },
    });
    expect(added.status()).toBe(200);

    await page.reload();
    const cart = page.getByTestId("cart-dropdown");
    await expect(cart.getByTestId("cart-count")).toHaveText("2");
    await cart.getByRole("button").first().click();
    const line = cart.getByRole("listitem").filter({ hasText: product?.name ?? "" });
    await expect(line).toBeVisible();
    const unit = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(product?.sale_price ?? product?.price ?? 0);
    await expect(line).toContainText(`2 ×`);
    await expect(line).toContainText(unit);
    // The product's picture is decorative (empty alt), so it is found as an element, not a role.
    const box = await line.locator("img").first().boundingBox();
    expect([box?.width, box?.height]).toEqual([60, 60]);
    await expectNoSeriousA11yViolations(page);

    await line.getByTestId("cart-remove").click();
    // The cart is empty: no badge.
    await expect(cart.getByTestId("cart-count")).toHaveCount(0);
    // The open dropdown says so at once, and again when the shopper closes and reopens it.
    await expect(cart.getByTestId("cart-empty")).toHaveText(language.cartEmpty);
    const toggle = cart.getByRole("button", { expanded: true });
    await toggle.click();
    await expect(cart.getByTestId("cart-empty")).toBeHidden();
    await cart.getByRole("button", { expanded: false }).click();
    await expect(cart.getByTestId("cart-empty")).toHaveText(language.cartEmpty);
  });
}

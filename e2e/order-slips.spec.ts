import { newShopper, startSession } from "./support/accounts.ts";
import { amount, apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

// Slips a reviewer met buying (issue 24): the order page named the country in the language the
// address was typed in, and the cart's total changed a moment after its line's total.

const marketplace = `${apiUrl}/1/api/marketplace`;

interface ApiProduct {
  id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
}

/** Simple products in stock for a few, from the oldest (the checkout suites order the newest). */
async function simpleProducts(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get(`${marketplace}/products?per_page=60&sort=price_desc`);
  return ((await response.json()) as ApiProduct[]).filter(
    (product) => product.variants.length === 0 && product.stock >= 5,
  );
}

/** An address typed in one language, with the country named in that language. */
const typedAddress = {
  en: {
    address: "Prince Sultan Street 14",
    city_name: "Jeddah",
    country_name: "Saudi Arabia",
    state: "Makkah",
  },
  ar: {
    address: "شارع الأمير سلطان 14",
    city_name: "جدة",
    country_name: "المملكة العربية السعودية",
    state: "مكة المكرمة",
  },
} as const;

for (const language of languages) {
  const other = language.locale === "en" ? "ar" : "en";

  test(`the ${language.locale} order page names the country in ${language.locale}, whatever the address was typed in`, async ({
    page,
    request,
  }) => {
    if ((page.viewportSize()?.width ?? 1440) < 1024)
      await page.setViewportSize({ width: 390, height: 844 });
    const shopper = await newShopper(request, other);
    const token = shopper.session.split(".").slice(1).join(".");
    const headers = { Authorization: `Bearer ${token}`, "Accept-Language": other };
    const address = await request.post(`${marketplace}/addresses`, {
      headers,
      form: { phone: "0551234567", zip_code: "23521", ...typedAddress[other] },
    });
    expect(address.status()).toBe(201);
    const addressId = ((await address.json()) as { data: { id: number } }).data.id;
    const [product] = await simpleProducts(request);
    if (!product) throw new Error("no simple product");
    expect(
      (
        await request.post(`${marketplace}/cart`, {
          headers,
          form: { item_id: product.id, item_quantity: 1 },
        })
      ).status(),
    ).toBe(200);
    const placed = await request.post(`${marketplace}/checkout`, {
      headers: { ...headers, "Idempotency-Key": `order-slips-${Date.now()}-${language.locale}` },
      form: {
        address_id: addressId,
        delivery_option: "standard",
        payment_method: "cash_on_delivery",
      },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { data: { id: number } }).data;

    await startSession(page.context(), shopper.session);
    await page.goto(`${language.prefix}/pages/orders/${order.id}`);
    const shownAddress = shown(page, "order-address");
    await expect(shownAddress).toContainText(typedAddress[language.locale].country_name);
    await expect(shownAddress).not.toContainText(typedAddress[other].country_name);
    // What the shopper typed stays as they typed it.
    await expect(shownAddress).toContainText(typedAddress[other].city_name);
  });

  test(`the cart's line total and total change together (${language.locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const [first, second] = (await simpleProducts(request)).slice(2);
    if (!first || !second) throw new Error("too few simple products");
    let cartToken: string | undefined;
    for (const product of [first, second]) {
      const response = await request.post(`${marketplace}/cart`, {
        headers: cartToken ? { "X-Cart-Token": cartToken } : {},
        form: { item_id: product.id, item_quantity: 1 },
      });
      expect(response.status()).toBe(200);
      cartToken ??= response.headers()["x-cart-token"];
    }
    await page
      .context()
      .addCookies([{ name: "souq_cart", value: cartToken ?? "", url: baseURL ?? "" }]);
    await page.goto(`${language.prefix}/pages/cart`);
    const line = shown(page, "cart-line").first();
    const total = shown(page, "cart-page-total");
    await expect(total).toBeVisible();
    const unit = (await lineUnit(page)) ?? 0;
    const before = (await total.textContent()) ?? "";

    // Every change the page makes to either amount is recorded with the other as it was then.
    await page.evaluate(() => {
      const read = (id: string) =>
        [...document.querySelectorAll(`[data-testid="${id}"]`)].map((node) => node.textContent);
      const seen: Array<[string | null | undefined, string | null | undefined]> = [];
      (window as unknown as { seenAmounts: typeof seen }).seenAmounts = seen;
      new MutationObserver(() =>
        seen.push([read("cart-line-total")[0], read("cart-page-total")[0]]),
      ).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await line.getByTestId("cart-line-quantity-increase").click();
    await expect(line.getByTestId("cart-line-total")).toContainText(amount(unit * 2));
    await expect(total).not.toHaveText(before);
    const seen = await page.evaluate(
      () => (window as unknown as { seenAmounts: Array<[string, string]> }).seenAmounts,
    );
    for (const [lineTotal, cartTotal] of seen)
      if (lineTotal?.includes(amount(unit * 2))) expect(cartTotal).not.toBe(before);
  });
}

/** The unit price of the cart page's first line, in riyals. */
async function lineUnit(page: Page): Promise<number | null> {
  const text = await shown(page, "cart-line").first().getByTestId("cart-line-total").textContent();
  const match = /([\d,]+\.\d{2})/.exec(text ?? "");
  return match?.[1] ? Number(match[1].replace(/,/g, "")) : null;
}

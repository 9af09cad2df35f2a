import type { APIRequestContext } from "@playwright/test";
import { formatDeliveryDay } from "../apps/web/src/i18n/format-delivery-date.ts";
import { deliveryEstimateResponse } from "../packages/contract/src/delivery.ts";
import { signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { amount, apiUrl, languages, webUrl } from "./support/languages.ts";
import { expect, shown, test } from "./support/test.ts";

interface ApiProduct {
  id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
}

const texts = {
  en: {
    getItBy: "Get it by",
    arrivingBy: "Arriving by",
    toRiyadh: "Delivering to Riyadh",
    addForFree: "for free delivery",
    city: "Jeddah",
    saveAddress: "Save address",
    shortCode: "Short address: RRRD2929",
  },
  ar: {
    getItBy: "يصلك بحلول",
    arrivingBy: "يصلك بحلول",
    toRiyadh: "التوصيل إلى الرياض",
    addForFree: "ليصلك طلبك بتوصيل مجاني",
    city: "جدة",
    saveAddress: "حفظ العنوان",
    shortCode: "العنوان المختصر: RRRD2929",
  },
} as const;

/** A product without options, in stock, above the suites' 50.00 minimum and below free delivery. */
async function productToBuy(request: APIRequestContext): Promise<ApiProduct> {
  const response = await request.get(`${apiUrl}/1/api/marketplace/products?per_page=60`);
  const found = ((await response.json()) as ApiProduct[]).find((product) => {
    const unit = product.sale_price ?? product.price;
    return product.variants.length === 0 && product.stock >= 3 && unit >= 60 && unit <= 150;
  });
  if (!found) throw new Error("the catalog has no plain product between 60 and 150 SAR");
  return found;
}

for (const language of languages) {
  const say = texts[language.locale];

  test(`delivery dates from product to order, free delivery in the cart, a Saudi address with its short code (${language.locale})`, async ({
    page,
    request,
  }) => {
    const product = await productToBuy(request);
    const productPath = `${language.prefix}/product/${product.id}`;

    // A guest's date is for the marketplace's default city, as the API computes it.
    const estimate = deliveryEstimateResponse.parse(
      await (
        await request.get(
          `${apiUrl}/1/api/marketplace/delivery-estimate?product_ids=${product.id}`,
          { headers: { "Accept-Language": language.locale } },
        )
      ).json(),
    ).data;
    const standard = estimate.options.find((option) => option.id === "standard");
    if (!standard) throw new Error("no standard delivery date");
    const day = formatDeliveryDay(standard.estimated_delivery.latest, language.locale);

    // The cached page carries no date (it is today's and the shopper's): the date comes after.
    const cached = await (await request.get(`${webUrl}${productPath}`)).text();
    expect(cached).toContain('data-testid="delivery-estimate"');
    expect(cached).not.toContain('data-testid="delivery-date"');
    expect(cached).not.toContain(day);
    await page.goto(productPath);
    const promise = shown(page, "delivery-estimate");
    await expect(promise.getByTestId("delivery-date")).toHaveText(`${say.getItBy} ${day}`);
    await expect(promise.getByTestId("delivery-city")).toHaveText(say.toRiyadh);
    if (language.locale === "ar") {
      // The Umm al-Qura day follows the Gregorian one, in brackets.
      await expect(promise.getByTestId("delivery-date")).toHaveText(
        /\(\d{1,2}\s[\u0600-\u06ff\s]+\)$/,
      );
    }

    // Signed in, the product goes into the cart: the cart says what is left for free delivery.
    await signInNewShopper(page, request, language.locale, productPath);
    await shown(page, "purchase-buttons").getByTestId("add-to-cart").click();
    await expect(shown(page, "cart-count")).toHaveText("1");
    await page.goto(`${language.prefix}/pages/cart`);
    const unit = product.sale_price ?? product.price;
    const summary = shown(page, "cart-summary");
    await expect(summary.getByTestId("free-delivery")).toContainText(say.addForFree);
    await expect(summary.getByTestId("free-delivery")).toContainText(amount(200 - unit));
    await expect(summary.getByTestId("delivery-date")).toContainText(say.getItBy);
    await expectNoSeriousA11yViolations(page);

    // Checkout without an address: one is added as Saudi shoppers write it, short code in lower
    // case with Arabic-Indic digits, and checkout comes back with it chosen.
    await page.goto(`${language.prefix}/shop/checkout`);
    await shown(page, "checkout-add-address").click();
    const form = shown(page, "address-form");
    await form.locator('[name="recipient_name"]').fill("Noura Al-Harbi");
    await form.locator('[name="phone"]').fill("0551234567");
    await form.locator('[name="short_code"]').fill("rrrd ٢٩٢٩");
    await form.locator('[name="building_number"]').fill("٢٩٢٩");
    await form.locator('[name="street"]').fill("King Fahd Road");
    await form.locator('[name="district"]').fill("Al Olaya");
    await form.locator('[name="city_name"]').fill(say.city);
    await form.getByRole("button", { name: say.saveAddress }).click();
    await expect(page).toHaveURL(`${language.prefix}/shop/checkout`, { timeout: 10_000 });
    const address = shown(page, "checkout-address");
    await expect(address.locator("input")).toBeChecked();
    await expect(address).toContainText("Noura Al-Harbi");
    await expect(address).toContainText("2929 King Fahd Road, Al Olaya");
    await expect(address.getByTestId("address-short-code")).toHaveText(say.shortCode);

    // Each delivery option says when; the order keeps the standard option's date per shipment.
    const checkout = shown(page, "checkout-form");
    const standardDate = checkout.getByTestId("delivery-date-standard");
    await expect(standardDate).toContainText(say.getItBy);
    await expect(checkout.getByTestId("delivery-date-express")).toContainText(say.getItBy);
    const promisedDay = ((await standardDate.textContent()) ?? "").replace(say.getItBy, "").trim();
    await expectNoSeriousA11yViolations(page);
    await checkout.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\?placed=1$/, { timeout: 15_000 });
    const order = shown(page, "order-detail");
    await expect(order.getByTestId("shipment-delivery-date")).toHaveText(
      `${say.arrivingBy} ${promisedDay}`,
    );
    const shipTo = order.getByTestId("order-address");
    await expect(shipTo).toContainText("Noura Al-Harbi");
    await expect(shipTo).toContainText("2929 King Fahd Road, Al Olaya");
    await expect(shipTo.getByTestId("address-short-code")).toHaveText(say.shortCode);
    await expectNoSeriousA11yViolations(page);
  });
}

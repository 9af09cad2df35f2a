import type { APIRequestContext, Page } from "@playwright/test";
import { signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { addJeddahAddress } from "./support/purchases.ts";
import { expect, shown, test } from "./support/test.ts";

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
  vendor: { id: number };
}

const texts = {
  en: {
    minimum: "Minimum Order Price:",
    belowMinimum: "less than the minimum order",
    placed: "Thank you! Your order has been placed",
    inProgress: "In progress",
    cancelled: "Cancelled",
    cancelledToast: "Your order has been cancelled",
    confirmed: "Confirmed",
    empty: "Your cart is empty.",
    city: "Jeddah",
    saveAddress: "Save address",
  },
  ar: {
    minimum: "الحد الأدنى لقيمة الطلب:",
    belowMinimum: "أقل من الحد الأدنى للطلب",
    placed: "شكرًا لك! تم تقديم طلبك",
    inProgress: "قيد التنفيذ",
    cancelled: "ملغى",
    cancelledToast: "تم إلغاء طلبك",
    confirmed: "تم التأكيد",
    empty: "سلة التسوق فارغة.",
    city: "جدة",
    saveAddress: "حفظ العنوان",
  },
} as const;

/**
 * Signs a new shopper in and answers the headers of their API token (the one in the session
 * cookie); gives them an address through the API unless told not to.
 */
async function signIn(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  locale: "en" | "ar",
  withAddress = true,
) {
  const shopper = await signInNewShopper(page, request, locale, prefix || "/");
  const token = shopper.session.split(".").slice(1).join(".");
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": locale };
  if (!withAddress) return { headers };
  await addJeddahAddress(request, headers);
  return { headers };
}

async function catalog(request: APIRequestContext, locale: string): Promise<ApiProduct[]> {
  const response = await request.get(`${apiUrl}/1/api/marketplace/products?per_page=60`, {
    headers: { "Accept-Language": locale },
  });
  return ((await response.json()) as ApiProduct[]).filter(
    (product) => product.variants.length === 0 && product.stock >= 3,
  );
}

const unitPrice = (product: ApiProduct) => product.sale_price ?? product.price;

for (const language of languages) {
  const say = texts[language.locale];

  test(`a shopper checks out, follows the order to a fulfilment step and cancels it (${language.locale})`, async ({
    page,
    request,
  }) => {
    const { headers } = await signIn(page, request, language.prefix, language.locale, false);
    // Two products of two vendors, together above the minimum order (50 SAR in these suites).
    const products = await catalog(request, language.locale);
    const first = products.find((product) => unitPrice(product) >= 60);
    const second = products.find(
      (product) => product.vendor.id !== first?.vendor.id && unitPrice(product) >= 10,
    );
    if (!first || !second) throw new Error("the catalog has no two vendors to buy from");
    for (const product of [first, second]) {
      const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
        headers,
        form: { item_id: product.id, item_quantity: 1 },
      });
      expect(added.status()).toBe(200);
    }

    // No address yet: checkout offers to add one, on the address book, and comes back.
    await page.goto(`${language.prefix}/shop/checkout`);
    const form = shown(page, "checkout-form");
    await expect(form.getByTestId("checkout-line")).toHaveCount(2);
    await expect(form.getByTestId("checkout-address")).toHaveCount(0);
    await expect(form.getByTestId("place-order")).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await form.getByTestId("checkout-add-address").click();
    await expect(page).toHaveURL(/\/pages\/addresses\?next=/);
    const addressForm = shown(page, "address-form");
    await addressForm.locator('[name="phone"]').fill("0551234567");
    await addressForm.locator('[name="recipient_name"]').fill("Noura Al-Harbi");
    await addressForm.locator('[name="street"]').fill("Prince Sultan Street");
    await addressForm.locator('[name="district"]').fill("Al Rawdah");
    await addressForm.locator('[name="city_name"]').fill(say.city);
    await addressForm.getByRole("button", { name: say.saveAddress }).click();
    await expect(page).toHaveURL(`${language.prefix}/shop/checkout`, { timeout: 10_000 });
    await expect(shown(page, "checkout-address").locator("input")).toBeChecked();
    await expect(shown(page, "checkout-address")).toContainText(say.city);
    await expect(form.getByTestId("checkout-minimum")).toContainText(say.minimum);
    await expect(form.getByTestId("checkout-minimum")).toContainText("50.00");
    await expect(form.getByTestId("checkout-add-address")).toHaveAttribute(
      "href",
      `${language.prefix}/pages/addresses?next=/shop/checkout`,
    );
    await expectNoSeriousA11yViolations(page);

    // Express delivery is priced by the API: the shipping line changes to 45.00.
    await form.getByTestId("delivery-express").check();
    await expect(form.getByTestId("totals-shipping")).toContainText("45.00");
    await expect(form.getByTestId("delivery-express")).toBeChecked();

    await form.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\?placed=1$/, { timeout: 15_000 });
    const confirmation = shown(page, "order-placed");
    await expect(confirmation).toContainText(say.placed);
    const detail = shown(page, "order-detail");
    const number = (await detail.getAttribute("data-number")) ?? "";
    expect(number).toMatch(/^SQ-\d+$/);
    await expect(confirmation).toContainText(number);
    await expect(detail.getByTestId("order-shipment")).toHaveCount(2);
    await expect(detail.getByTestId("order-status")).toHaveText(say.inProgress);
    await expectNoSeriousA11yViolations(page);

    // The orders list shows it with its status badge.
    await page.goto(`${language.prefix}/pages/orders`);
    const row = shown(page, "order-row").filter({ hasText: number });
    await expect(row.getByTestId("order-status")).toHaveText(say.inProgress);
    await expectNoSeriousA11yViolations(page);
    await row.getByRole("link").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+$/);

    // The operator confirms one vendor's part; the timeline shows the step, dated.
    const shipment = shown(page, "order-shipment").first();
    const vendorId = Number(await shipment.getAttribute("data-vendor"));
    const confirmedStep = shipment.locator('[data-step="confirmed"]');
    await expect(confirmedStep).toHaveAttribute("data-reached", "false");
    const advanced = await request.post(`${apiUrl}/api/dev/orders/advance`, {
      form: { order: number, vendor_id: vendorId },
    });
    expect(advanced.status()).toBe(200);
    await page.reload();
    const confirmed = page
      .locator(`[data-testid="order-shipment"][data-vendor="${vendorId}"]`)
      .filter({ visible: true })
      .locator('[data-step="confirmed"]');
    await expect(confirmed).toHaveAttribute("data-reached", "true");
    await expect(confirmed).toContainText(say.confirmed);
    await expect(confirmed.locator("time")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    // Nothing has shipped yet: the shopper cancels, after confirming.
    await shown(page, "cancel-order").click();
    const dialog = shown(page, "cancel-order-dialog");
    await expect(dialog).toContainText(number);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByTestId("cancel-order-confirm").click();
    await expect(shown(page, "toast-success")).toHaveText(say.cancelledToast);
    await expect(shown(page, "order-detail").getByTestId("order-status")).toHaveText(say.cancelled);
    await expect(shown(page, "cancel-order")).toHaveCount(0);
  });

  test(`checkout says when the items fall below the minimum order, and when the cart is empty (${language.locale})`, async ({
    page,
    request,
  }) => {
    const { headers } = await signIn(page, request, language.prefix, language.locale);
    const cheap = (await catalog(request, language.locale)).find(
      (product) => unitPrice(product) < 50,
    );
    if (!cheap) throw new Error("the catalog has nothing under 50 SAR");
    const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
      headers,
      form: { item_id: cheap.id, item_quantity: 1 },
    });
    expect(added.status()).toBe(200);

    await page.goto(`${language.prefix}/shop/checkout`);
    const form = shown(page, "checkout-form");
    await expect(form.getByTestId("checkout-below-minimum")).toContainText(say.belowMinimum);
    await expect(form.getByTestId("place-order")).toBeDisabled();
    await expectNoSeriousA11yViolations(page);

    const cart = (await (
      await request.get(`${apiUrl}/1/api/marketplace/cart`, { headers })
    ).json()) as { data: { items: { id: number }[] } };
    for (const line of cart.data.items) {
      await request.delete(`${apiUrl}/1/api/marketplace/cart/${line.id}`, { headers });
    }
    await page.reload();
    await expect(shown(page, "checkout-empty")).toContainText(say.empty);
    await expectNoSeriousA11yViolations(page);
  });
}

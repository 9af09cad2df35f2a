import type { APIRequestContext, Page } from "@playwright/test";
import { readZatcaQrPayload } from "../packages/contract/src/zatca-qr.ts";
import { signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { readDrawnQr } from "./support/drawn-qr.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { addJeddahAddress } from "./support/purchases.ts";
import { expect, shown, test } from "./support/test.ts";

// Paying by card through the sandbox provider's hosted page, in both languages: a paid card, a
// declined one then a second try, a cancelled 3-D Secure step, and a mada card shown as mada.

interface ApiProduct {
  id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
}

const texts = {
  en: {
    card: "Card (mada, Visa, Mastercard)",
    continueToPay: "Continue to payment",
    testMode: "Test mode: no real card is charged",
    number: "Card number",
    name: "Name on card",
    expiry: "Expiry (MM/YY)",
    cvc: "CVC",
    pay: "Pay",
    authenticate: "Authenticate",
    cancel: "Cancel",
    paid: "Paid",
    failed: "Payment failed",
    paidNotice: "Thank you! Your payment was received.",
    failedNotice: "The payment did not go through",
    payAgain: "Pay again",
    cardMethod: "Card",
    visa: "Visa •••• 1111",
    mada: "mada •••• 0007",
    holder: "Noura Test",
    // Typed as a shopper on an English keyboard types them.
    digits: (text: string) => text,
  },
  ar: {
    card: "بطاقة (مدى، فيزا، ماستركارد)",
    continueToPay: "المتابعة إلى الدفع",
    testMode: "وضع الاختبار: لن تُخصم أي مبالغ من بطاقة حقيقية",
    number: "رقم البطاقة",
    name: "الاسم على البطاقة",
    expiry: "تاريخ الانتهاء (شهر/سنة)",
    cvc: "رمز التحقق (CVC)",
    pay: "ادفع",
    authenticate: "تأكيد الهوية",
    cancel: "إلغاء",
    paid: "مدفوع",
    failed: "فشل الدفع",
    paidNotice: "شكرًا لك! استلمنا دفعتك.",
    failedNotice: "لم تتم عملية الدفع",
    payAgain: "الدفع مرة أخرى",
    cardMethod: "بطاقة",
    visa: "فيزا •••• 1111",
    mada: "مدى •••• 0007",
    holder: "نورة الاختبار",
    // An Arabic keyboard types Arabic-Indic digits: the page must read them as the card's.
    digits: (text: string) =>
      text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit))),
  },
} as const;

// The journeys are the same on a phone; one test below checks the payment page at phone width.
test.skip(({ isMobile }) => isMobile, "runs on the desktop project");

const cards = {
  visa: "4111 1111 1111 1111",
  declined: "4000 0000 0000 0002",
  mada: "4464 0400 0000 0007",
};

type Say = (typeof texts)[keyof typeof texts];

/**
 * A new shopper, signed in, with an address and one product above the minimum order in the cart,
 * all through the API; answers the page's language prefix for the checks.
 */
async function shopperWithCart(
  page: Page,
  request: APIRequestContext,
  locale: "en" | "ar",
  prefix: string,
) {
  const shopper = await signInNewShopper(page, request, locale, prefix || "/");
  const token = shopper.session.split(".").slice(1).join(".");
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": locale };
  await addJeddahAddress(request, headers);
  const products = (await (
    await request.get(`${apiUrl}/1/api/marketplace/products?per_page=60`, { headers })
  ).json()) as ApiProduct[];
  const product = products.find(
    (item) =>
      item.variants.length === 0 && item.stock >= 3 && (item.sale_price ?? item.price) >= 60,
  );
  if (!product) throw new Error("the catalog has no product above the minimum order");
  const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
    headers,
    form: { item_id: product.id, item_quantity: 1 },
  });
  expect(added.status()).toBe(200);
}

/** Checks out by card and lands on the sandbox's payment page; answers the total checkout showed. */
async function checkOutByCard(page: Page, prefix: string, say: Say) {
  await page.goto(`${prefix}/shop/checkout`);
  const form = shown(page, "checkout-form");
  await form.getByRole("radio", { name: say.card }).check();
  const total = ((await form.getByTestId("totals-total").textContent()) ?? "").trim();
  await expect(form.getByTestId("place-order")).toHaveText(say.continueToPay);
  await form.getByTestId("place-order").click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*${prefix}/pages/pay/[A-Za-z0-9_-]{16,}$`), {
    timeout: 30_000,
  });
  return total;
}

/** Types a card on the sandbox's page and presses Pay. */
async function typeCard(page: Page, say: Say, number: string) {
  const form = shown(page, "pay-card-form");
  await form.getByRole("textbox", { name: say.number, exact: true }).fill(say.digits(number));
  await form.getByRole("textbox", { name: say.name, exact: true }).fill(say.holder);
  await form.getByRole("textbox", { name: say.expiry, exact: true }).fill(say.digits("12/34"));
  await form.getByRole("textbox", { name: say.cvc, exact: true }).fill(say.digits("123"));
  await form.getByRole("button", { name: say.pay, exact: true }).click();
}

/** The 3-D Secure step's choice, then back on the order's page. */
async function secureStep(page: Page, say: Say, choice: "authenticate" | "cancel") {
  const step = shown(page, "pay-secure-step");
  await expect(step.getByRole("button", { name: say.cancel, exact: true })).toBeVisible();
  await step.getByRole("button", { name: say[choice], exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/orders\/\d+\?payment=[^&]+$/, { timeout: 30_000 });
}

/** The order's page shows its payment in this state (and in the notice on top). */
async function expectPayment(page: Page, status: "paid" | "failed", say: Say) {
  const notice = shown(page, "payment-notice");
  await expect(notice).toContainText(status === "paid" ? say.paidNotice : say.failedNotice);
  const payment = shown(page, "order-payment");
  await expect(payment.getByTestId("payment-method")).toHaveText(say.cardMethod);
  await expect(payment.getByTestId("payment-status")).toHaveText(say[status]);
  return payment;
}

for (const language of languages) {
  const say = texts[language.locale];
  const prefix = language.prefix;

  test(`a card payment is made on the provider's page and the order shows it paid (${language.locale})`, async ({
    page,
    request,
  }) => {
    // A whole journey: sign-up, checkout, two steps at the provider, the order and the list.
    test.slow();
    await shopperWithCart(page, request, language.locale, prefix);
    const total = await checkOutByCard(page, prefix, say);

    // The sandbox's page: marked as a test, in the page's language and direction, the amount
    // the checkout showed, in riyals with two decimals.
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const answer = await page.request.get(page.url());
    expect(answer.headers()["cache-control"]).toContain("no-store");
    await expect(shown(page, "pay-test-mode")).toHaveText(say.testMode);
    const amount = shown(page, "pay-amount");
    await expect(amount).toHaveText(total);
    await expect(amount).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await expect(amount.getByRole("img", { name: language.currency })).toBeVisible();
    const form = shown(page, "pay-card-form");
    for (const [label, autocomplete] of [
      [say.number, "cc-number"],
      [say.name, "cc-name"],
      [say.expiry, "cc-exp"],
      [say.cvc, "cc-csc"],
    ] as const) {
      await expect(form.getByRole("textbox", { name: label, exact: true })).toHaveAttribute(
        "autocomplete",
        autocomplete,
      );
    }
    await expect(form.getByRole("textbox", { name: say.number, exact: true })).toHaveAttribute(
      "inputmode",
      "numeric",
    );
    await expectNoSeriousA11yViolations(page);

    // A card number left empty is refused under its field, and the page stays.
    await form.getByRole("button", { name: say.pay, exact: true }).click();
    const number = shown(page, "pay-card-form").getByRole("textbox", {
      name: say.number,
      exact: true,
    });
    await expect(number).toHaveAttribute("aria-invalid", "true");
    await expect(shown(page, "form-error")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await typeCard(page, say, cards.visa);
    await expectNoSeriousA11yViolations(page);
    await secureStep(page, say, "authenticate");
    const payment = await expectPayment(page, "paid", say);
    await expect(payment.getByTestId("payment-card")).toContainText(say.visa);
    await expect(shown(page, "pay-again")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Coming back to the same address again changes nothing: still paid.
    await page.reload();
    await expectPayment(page, "paid", say);

    // The orders list shows how it was paid.
    const orderNumber = (await shown(page, "order-detail").getAttribute("data-number")) ?? "";
    await page.goto(`${prefix}/pages/orders`);
    const row = shown(page, "order-row").filter({ hasText: orderNumber });
    await expect(row.getByTestId("payment-status")).toHaveText(say.paid);
    await expect(row.getByTestId("order-row-payment")).toContainText(say.visa);
  });

  test(`a declined card fails, then the shopper pays again and the order is paid (${language.locale})`, async ({
    page,
    request,
  }) => {
    // Three attempts at the provider's page, each back to the order.
    test.slow();
    await shopperWithCart(page, request, language.locale, prefix);
    await checkOutByCard(page, prefix, say);

    // Declined: straight back to the order, which says so and offers to pay again.
    await typeCard(page, say, cards.declined);
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\?payment=[^&]+$/, { timeout: 30_000 });
    await expectPayment(page, "failed", say);
    await expect(shown(page, "payment-deadline")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A second try, cancelled at the bank's step: failed again, and again offered.
    await shown(page, "pay-again").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pages/pay/[A-Za-z0-9_-]{16,}$`), {
      timeout: 30_000,
    });
    await typeCard(page, say, cards.visa);
    await secureStep(page, say, "cancel");
    await expectPayment(page, "failed", say);

    // A third, paid.
    await expect(shown(page, "pay-again")).toHaveText(say.payAgain);
    await shown(page, "pay-again").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/pages/pay/[A-Za-z0-9_-]{16,}$`), {
      timeout: 30_000,
    });
    await typeCard(page, say, cards.visa);
    await secureStep(page, say, "authenticate");
    const payment = await expectPayment(page, "paid", say);
    await expect(payment.getByTestId("payment-card")).toContainText(say.visa);
    await expect(shown(page, "pay-again")).toHaveCount(0);
  });

  test(`a mada card is paid and shown as mada (${language.locale})`, async ({ page, request }) => {
    // A sign-up, a checkout and two steps at the provider.
    test.slow();
    await shopperWithCart(page, request, language.locale, prefix);
    await checkOutByCard(page, prefix, say);
    await typeCard(page, say, cards.mada);
    await secureStep(page, say, "authenticate");
    const payment = await expectPayment(page, "paid", say);
    await expect(payment.getByTestId("payment-card")).toContainText(say.mada);

    // Paid, the order is invoiced: its invoice's QR, read from the drawn code, carries its seller,
    // VAT number and amounts as ZATCA's TLV.
    await shown(page, "order-invoices-link").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\/invoice$/);
    const sheet = page.getByTestId("invoice").first();
    await expect(sheet).toBeVisible();
    const payload = await readDrawnQr(sheet.getByTestId("invoice-qr"));
    const fields = readZatcaQrPayload(payload ?? "");
    await expect(sheet.getByTestId("invoice-seller")).toHaveText(fields.sellerName);
    await expect(sheet.getByTestId("invoice-vat-number")).toHaveText(fields.vatNumber);
    expect(fields.vatNumber).toMatch(/^3\d{13}3$/);
    expect(Number(fields.total)).toBeGreaterThan(0);
  });
}

test("the payment page fits a 320 px wide phone", async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await shopperWithCart(page, request, "ar", "/ar");
  await checkOutByCard(page, "/ar", texts.ar);
  await expect(shown(page, "pay-card-form")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await expectNoSeriousA11yViolations(page);
});

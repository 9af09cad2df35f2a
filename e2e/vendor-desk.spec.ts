import type { APIRequestContext, Page } from "@playwright/test";
import { fillLogin, newShopper, startSession } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { amount, apiUrl, languages } from "./support/languages.ts";
import { addJeddahAddress } from "./support/purchases.ts";
import { expect, shown, test } from "./support/test.ts";
import {
  expectNoSidewaysScroll,
  inLanguage,
  ownBrowser,
  type Staff,
  signInAsStaff,
  staffByVendor,
} from "./support/vendor-desk.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

interface ApiProduct {
  id: number;
  name: string;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
  vendor: { id: number; name: string };
}

const texts = {
  en: {
    dashboard: "Vendor dashboard",
    signInNote: "The vendor dashboard is for vendors' staff. Sign in with your vendor account.",
    carrier: "Carrier",
    tracking: "Tracking number",
    reason: "Reason (the shopper reads it)",
    price: "Price",
    completed: "Completed",
    wrongTracking: "Use 4 to 40 Latin letters, digits, - or /, starting with a letter or a digit.",
    salePriceBelow: "Keep the sale price below the price.",
  },
  ar: {
    dashboard: "لوحة البائع",
    signInNote: "لوحة البائع مخصصة لفريق عمل البائعين. سجّل الدخول بحساب البائع.",
    carrier: "شركة الشحن",
    tracking: "رقم التتبع",
    reason: "السبب (يطّلع عليه المتسوق)",
    price: "السعر",
    completed: "مكتمل",
    wrongTracking: "استخدم من 4 إلى 40 حرفًا لاتينيًا أو رقمًا أو - أو /، على أن يبدأ بحرف أو رقم.",
    salePriceBelow: "يجب أن يكون سعر التخفيض أقل من السعر.",
  },
} as const;

/**
 * A new shopper orders one product from each of two vendors (cash on delivery), through the API as
 * checkout does, and writes to the first vendor about its product.
 */
async function shopperOrdersFromTwoVendors(
  request: APIRequestContext,
  locale: "en" | "ar",
  staff: Map<number, Staff>,
) {
  const shopper = await newShopper(request, locale);
  const token = shopper.session.split(".").slice(1).join(".");
  const headers = { Authorization: `Bearer ${token}`, "Accept-Language": locale };
  const products = (await (
    await request.get(`${marketplace}/products?per_page=60&sort=newest`, { headers })
  ).json()) as ApiProduct[];
  const plain = products.filter(
    (product) =>
      product.variants.length === 0 && product.stock >= 5 && staff.has(product.vendor.id),
  );
  // The two languages' runs buy from different pairs of vendors, so neither sees the other's steps.
  const offset = locale === "en" ? 0 : 1;
  const vendorIds = [...new Set(plain.map((product) => product.vendor.id))];
  const [a, b] = [vendorIds[offset * 2], vendorIds[offset * 2 + 1]];
  // The first vendor's product gets a new price later: one without a sale shows it plainly.
  const first =
    plain.find((product) => product.vendor.id === a && product.sale_price === null) ??
    plain.find((product) => product.vendor.id === a);
  const second = plain.find((product) => product.vendor.id === b);
  if (!first || !second) throw new Error("the catalog has no two vendors to buy from");
  for (const product of [first, second]) {
    const added = await request.post(`${marketplace}/cart`, {
      headers,
      form: { item_id: product.id, item_quantity: 3 },
    });
    expect(added.status()).toBe(200);
  }
  const addressId = await addJeddahAddress(request, headers);
  const placed = await request.post(`${marketplace}/checkout`, {
    headers: { ...headers, "Idempotency-Key": `vendor-desk-${Date.now()}-${locale}` },
    form: {
      address_id: addressId,
      delivery_option: "standard",
      payment_method: "cash_on_delivery",
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { data: { id: number; number: string } }).data;
  const question = `Can you gift-wrap it? ${Date.now()}`;
  const sent = await request.post(`${marketplace}/vendor-messages`, {
    headers,
    form: { vendor_id: first.vendor.id, product_id: first.id, message: question },
  });
  expect(sent.status()).toBe(201);
  const vendors = [staff.get(first.vendor.id), staff.get(second.vendor.id)] as [Staff, Staff];
  return { shopper, order, question, vendors, products: [first, second] as const };
}

/** Opens an order's shipment from the shipments list, filtered to new ones. */
async function openShipment(page: Page, orderNumber: string) {
  await shown(page, "desk-nav-shipments").click();
  await shown(page, "shipment-filter-placed").click();
  await expect(page).toHaveURL(/\/vendor\/shipments\?status=placed$/);
  const row = shown(page, "shipment-row").and(page.locator(`[data-order="${orderNumber}"]`));
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/vendor\/shipments\/[0-9]+$/);
  await expect(shown(page, "shipment-view")).toHaveAttribute("data-status", "placed");
}

/** Confirms, ships (carrier and tracking number) and delivers the shipment on the page. */
async function fulfil(
  page: Page,
  labels: { carrier: string; tracking: string },
  carrier: string,
  tracking: string,
) {
  const steps = shown(page, "shipment-steps");
  await steps.getByTestId("step-confirm").click();
  await expect(shown(page, "shipment-view")).toHaveAttribute("data-status", "confirmed");
  await expect(steps.getByTestId("step-done")).toBeFocused();
  const form = steps.getByTestId("ship-form");
  await form.getByRole("textbox", { name: labels.carrier }).fill(carrier);
  await form.getByRole("textbox", { name: labels.tracking }).fill(tracking);
  await form.getByTestId("step-ship").click();
  await expect(shown(page, "shipment-view")).toHaveAttribute("data-status", "shipped");
  await expect(shown(page, "shipment-tracking")).toHaveText(tracking);
  await steps.getByTestId("step-deliver").click();
  await expect(shown(page, "shipment-view")).toHaveAttribute("data-status", "delivered");
  await expect(steps.getByTestId("step-finished")).toBeVisible();
}

for (const language of languages) {
  const say = texts[language.locale];
  const prefix = language.prefix;

  test(`two vendors fulfil their parts of an order, one answers the shopper and changes a price (${language.locale})`, async ({
    browser,
    page,
    request,
  }) => {
    // Two staff sign-ins (each waits out the sign-in's 2 s), three steps each, a conversation and
    // a price: about a minute on an idle machine.
    test.setTimeout(180_000);
    const staff = await staffByVendor(request, language.locale);
    const { shopper, order, question, vendors, products } = await shopperOrdersFromTwoVendors(
      request,
      language.locale,
      staff,
    );
    const [staffA, staffB] = vendors;

    // The first vendor signs in from the header and lands on its dashboard.
    const deskA = await signInAsStaff(browser, prefix, staffA);
    await expect(deskA.getByRole("heading", { level: 1 })).toHaveText(say.dashboard);
    await expect(shown(deskA, "desk-vendor")).toContainText(staffA.vendor.name);
    await expect(
      shown(deskA, "desk-sales").getByRole("img", { name: language.currency }),
    ).toBeVisible();
    await expect(shown(deskA, "header-vendor-desk")).toBeVisible();
    await expectNoSeriousA11yViolations(deskA);
    await openShipment(deskA, order.number);
    await expectNoSeriousA11yViolations(deskA);
    await expectNoSidewaysScroll(deskA);

    // Shipping needs a carrier and a tracking number of the right shape, said beside the field.
    const steps = shown(deskA, "shipment-steps");
    await steps.getByTestId("step-confirm").click();
    await expect(shown(deskA, "shipment-view")).toHaveAttribute("data-status", "confirmed");
    const shipForm = steps.getByTestId("ship-form");
    await shipForm.getByRole("textbox", { name: say.carrier }).fill("SMSA Express");
    const tracking = shipForm.getByRole("textbox", { name: say.tracking });
    await tracking.fill("#1");
    await shipForm.getByTestId("step-ship").click();
    await expect(tracking).toBeFocused();
    await expect(tracking).toHaveAttribute("aria-invalid", "true");
    await expect(shipForm).toContainText(say.wrongTracking);
    await expect(shown(deskA, "shipment-view")).toHaveAttribute("data-status", "confirmed");
    const trackingA = `SM-${Date.now()}`;
    await tracking.fill(trackingA);
    await shipForm.getByTestId("step-ship").click();
    await expect(shown(deskA, "shipment-view")).toHaveAttribute("data-status", "shipped");
    await expect(shown(deskA, "shipment-carrier")).toHaveText("SMSA Express");
    await steps.getByTestId("step-deliver").click();
    await expect(shown(deskA, "shipment-view")).toHaveAttribute("data-status", "delivered");
    await expect(steps.getByTestId("step-done")).toBeFocused();
    const shipmentA = deskA.url();

    // The second vendor opens a deep link as a guest, signs in there and comes back to it.
    const deskB = await ownBrowser(browser);
    await deskB.goto(`${prefix}/vendor/shipments?status=placed`);
    await expect(deskB).toHaveURL(/\/pages\/login\?next=/);
    await expect(shown(deskB, "vendor-sign-in-note")).toHaveText(say.signInNote);
    await fillLogin(deskB.getByTestId("login-form"), staffB.email, staffB.password);
    await inLanguage(deskB, prefix, "/vendor/shipments?status=placed");
    await openShipment(deskB, order.number);
    const trackingB = `AR/${Date.now()}`;
    await fulfil(deskB, say, "Aramex", trackingB);
    // Another vendor's shipment is not found, never a hint that it exists.
    // The not-found page answers at the address asked, with status 404 (ADR 51).
    const missing = await deskB.goto(shipmentA);
    expect(missing?.status()).toBe(404);
    await expect(deskB).toHaveURL(shipmentA);
    await expect(deskB.getByRole("heading", { level: 1 })).toHaveText(language.notFoundTitle);

    // The shopper's order shows both carriers and tracking numbers, and is completed.
    await startSession(page.context(), shopper.session);
    await page.goto(`${prefix}/pages/orders/${order.id}`);
    const detail = shown(page, "order-detail");
    await expect(detail.getByTestId("order-status")).toHaveText(say.completed);
    const shipments = detail.getByTestId("order-shipment");
    await expect(shipments).toHaveCount(2);
    await expect(shipments.filter({ hasText: "SMSA Express" })).toContainText(trackingA);
    await expect(shipments.filter({ hasText: "Aramex" })).toContainText(trackingB);
    for (const shipment of await shipments.all())
      await expect(shipment.getByTestId("timeline-step").last()).toHaveAttribute(
        "data-reached",
        "true",
      );

    // The first vendor answers the shopper's question; the shopper reads it under Messages.
    await shown(deskA, "desk-nav-messages").click();
    const conversation = shown(deskA, "conversation-row").filter({ hasText: question });
    await expect(conversation.getByTestId("conversation-state")).toHaveAttribute(
      "data-awaiting",
      "true",
    );
    await conversation.getByRole("link").click();
    await expect(deskA).toHaveURL(/\/vendor\/messages\/[0-9]+$/);
    const answer = `Yes, we wrap it for free. ${Date.now()}`;
    await shown(deskA, "reply-body").fill(answer);
    await shown(deskA, "reply-send").click();
    await expect(shown(deskA, "reply-sent")).toBeFocused();
    await expect(shown(deskA, "conversation-message").last()).toContainText(answer);
    await expectNoSeriousA11yViolations(deskA);
    await page.goto(`${prefix}/pages/messages`);
    const thread = shown(page, "thread-row").filter({ hasText: staffA.vendor.name });
    await expect(thread.getByTestId("thread-last")).toContainText(answer);

    // The first vendor raises a price; the product page, seen before, shows it at once.
    const product = products[0];
    const before = product.sale_price ?? product.price;
    await page.goto(`${prefix}/product/${product.id}`);
    await expect(shown(page, "product-price")).toContainText(amount(before));
    await shown(deskA, "desk-nav-products").click();
    const search = shown(deskA, "product-search");
    await search.getByRole("searchbox").fill(product.name);
    await search.getByRole("button").first().click();
    const row = shown(deskA, "desk-product").and(deskA.locator(`[data-product="${product.id}"]`));
    const price = row.getByRole("textbox", { name: say.price, exact: true });
    // A sale price at or above the price is refused beside it, in the vendor's language.
    const salePrice = row.locator('input[name="sale_price"]');
    await salePrice.fill("999999");
    await row.getByTestId("product-save").click();
    await expect(salePrice).toBeFocused();
    await expect(row).toContainText(say.salePriceBelow);
    const raised = Math.round((product.price + 1) * 100) / 100;
    await salePrice.fill(product.sale_price === null ? "" : product.sale_price.toFixed(2));
    await price.fill(raised.toFixed(2));
    await row.getByTestId("product-save").click();
    await expect(row.getByTestId("product-saved")).toBeFocused();
    await expectNoSeriousA11yViolations(deskA);
    await expectNoSidewaysScroll(deskA);
    await page.reload();
    await expect(shown(page, "product-price")).toContainText(amount(product.sale_price ?? raised));
    if (product.sale_price !== null)
      await expect(shown(page, "product-price")).toContainText(amount(raised));

    await deskA.context().close();
    await deskB.context().close();
  });

  test(`a shopper opening the vendor dashboard is sent to sign in (${language.locale})`, async ({
    page,
    request,
  }) => {
    const shopper = await newShopper(request, language.locale);
    await startSession(page.context(), shopper.session);
    await page.goto(`${prefix}/vendor`);
    await expect(page).toHaveURL(
      `${prefix}/pages/login?next=${encodeURIComponent(`${prefix}/vendor`)}`,
    );
    await expect(shown(page, "vendor-sign-in-note")).toHaveText(say.signInNote);
    await expect(shown(page, "login-form")).toBeVisible();
  });

  test(`the vendor's pages are never cached or indexed (${language.locale})`, async ({
    page,
    request,
  }) => {
    const answer = await request.post(`${apiUrl}/api/auth/login`, {
      form: { email: "vendor3@example.com", password: "vendor1234", company_id: 1 },
    });
    const { access_token, user } = (await answer.json()) as {
      access_token: { accessToken: string };
      user: { id: number };
    };
    await startSession(page.context(), `${user.id}.${access_token.accessToken}`);
    for (const path of ["/vendor", "/vendor/shipments", "/vendor/products", "/vendor/messages"]) {
      const response = await page.goto(`${prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      expect(response?.headers()["cache-control"], path).toMatch(/private/);
      expect(response?.headers()["cache-control"], path).toMatch(/no-store/);
      expect(response?.headers()["x-nextjs-cache"], path).toBeUndefined();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(shown(page, "vendor-desk")).toBeVisible();
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Disallow: \/vendor$/m);
    expect(robots).toMatch(/^Disallow: \/ar\/vendor$/m);
  });
}

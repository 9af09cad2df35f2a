import { readZatcaQrPayload } from "../packages/contract/src/zatca-qr.ts";
import { latestMailTo, signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { readDrawnQr } from "./support/drawn-qr.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { addJeddahAddress } from "./support/purchases.ts";
import { expect, shown, test } from "./support/test.ts";

interface ApiProduct {
  id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  variants: unknown[];
  vendor: { id: number };
}

interface ApiInvoice {
  number: string;
  seller_name: string;
  vat_number: string;
  issued_at: string;
  total: number;
  vat: number;
  qr: string;
  type: string;
}

const texts = {
  en: { invoices: "Tax invoices", emailLink: "Your tax invoices" },
  ar: { invoices: "الفواتير الضريبية", emailLink: "فواتيرك الضريبية" },
} as const;

/** Amounts as the page writes them: two decimals with grouped thousands. */
const shownAmount = (riyals: number) =>
  riyals.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

for (const language of languages) {
  const say = texts[language.locale];

  test(`a cash-on-delivery order's invoices open from the order and the email, each with a readable ZATCA QR (${language.locale})`, async ({
    page,
    request,
  }, testInfo) => {
    test.skip(testInfo.project.name !== "desktop", "the invoice's QR is read on one screen size");
    const shopper = await signInNewShopper(page, request, language.locale, language.prefix || "/");
    const token = shopper.session.split(".").slice(1).join(".");
    const headers = { Authorization: `Bearer ${token}`, "Accept-Language": language.locale };
    await addJeddahAddress(request, headers);

    // Two vendors' products, above the minimum order; express delivery adds the marketplace's fee.
    const products = (
      (await (
        await request.get(`${apiUrl}/1/api/marketplace/products?per_page=60`, { headers })
      ).json()) as ApiProduct[]
    ).filter((product) => product.variants.length === 0 && product.stock >= 3);
    const priceOf = (product: ApiProduct) => product.sale_price ?? product.price;
    const first = products.find((product) => priceOf(product) >= 60);
    const second = products.find(
      (product) => product.vendor.id !== first?.vendor.id && priceOf(product) >= 10,
    );
    if (!first || !second) throw new Error("the catalog has no two vendors to buy from");
    for (const product of [first, second]) {
      const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
        headers,
        form: { item_id: product.id, item_quantity: 1 },
      });
      expect(added.status()).toBe(200);
    }

    await page.goto(`${language.prefix}/shop/checkout`);
    const form = shown(page, "checkout-form");
    await form.getByTestId("delivery-express").check();
    await expect(form.getByTestId("totals-shipping")).toContainText("45.00");
    await form.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\?placed=1$/, { timeout: 15_000 });
    const orderId = Number(/\/pages\/orders\/(\d+)/.exec(page.url())?.[1]);
    const number = (await shown(page, "order-detail").getAttribute("data-number")) ?? "";

    // The order page links to its invoices.
    const link = shown(page, "order-invoices-link");
    await expect(link).toHaveText(say.invoices);
    await link.click();
    await expect(page).toHaveURL(`${language.prefix}/pages/orders/${orderId}/invoice`);
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir);

    const answer = await request.get(`${apiUrl}/1/api/marketplace/order/${orderId}/invoices`, {
      headers,
    });
    expect(answer.status()).toBe(200);
    const issued = ((await answer.json()) as { data: ApiInvoice[] }).data;
    const order = (await (
      await request.get(`${apiUrl}/1/api/marketplace/order/${orderId}`, { headers })
    ).json()) as { data: { total: number } };
    expect(issued).toHaveLength(3);
    expect(issued.reduce((sum, invoice) => sum + Math.round(invoice.total * 100), 0)).toBe(
      Math.round(order.data.total * 100),
    );

    const sheets = page.getByTestId("invoice");
    await expect(sheets).toHaveCount(3);
    for (const invoice of issued) {
      const sheet = page.locator(`[data-testid="invoice"][data-number="${invoice.number}"]`);
      await expect(sheet).toBeVisible();
      // The labels ZATCA asks for, in both languages whatever the page's language.
      await expect(sheet.getByRole("heading")).toContainText("Simplified Tax Invoice");
      await expect(sheet.getByRole("heading")).toContainText("فاتورة ضريبية مبسطة");
      await expect(sheet.getByTestId("invoice-order")).toHaveText(number);
      await expect(sheet.getByTestId("invoice-total")).toContainText(shownAmount(invoice.total));
      await expect(sheet.getByTestId("invoice-vat")).toContainText(shownAmount(invoice.vat));

      // The QR code as drawn, read from its pixels, says what the invoice says.
      const qr = sheet.getByTestId("invoice-qr");
      await expect(qr).toBeVisible();
      const payload = await readDrawnQr(qr);
      expect(payload).toBe(invoice.qr);
      expect(await qr.getAttribute("data-qr")).toBe(invoice.qr);
      const fields = readZatcaQrPayload(payload ?? "");
      await expect(sheet.getByTestId("invoice-seller")).toHaveText(fields.sellerName);
      await expect(sheet.getByTestId("invoice-vat-number")).toHaveText(fields.vatNumber);
      expect(fields.vatNumber).toMatch(/^3\d{13}3$/);
      expect(fields.timestamp).toBe(invoice.issued_at);
      expect(fields.total).toBe(invoice.total.toFixed(2));
      expect(fields.vatTotal).toBe(invoice.vat.toFixed(2));
    }
    await expectNoSeriousA11yViolations(page);

    // On paper: the invoices only, without the site's header and footer.
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.locator("footer").first()).toBeHidden();
    await expect(sheets.first()).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    // The confirmation email links to the same page, in the shopper's language.
    const mail = await latestMailTo(request, shopper.email);
    const invoiceLink = `${language.prefix}/pages/orders/${orderId}/invoice`;
    expect(mail.text).toContain(`${say.emailLink}: `);
    const linked = new RegExp(`https?://[^\\s]+${invoiceLink.replaceAll("/", "\\/")}`).exec(
      mail.text ?? "",
    )?.[0];
    expect(linked).toBeTruthy();
    await page.goto(new URL(linked ?? "").pathname);
    await expect(page.getByTestId("invoice")).toHaveCount(3);
  });
}

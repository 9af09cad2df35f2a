import type { APIRequestContext } from "@playwright/test";
import { signInNewShopper } from "./support/accounts.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, shown, test } from "./support/test.ts";

// Issue 24: the chosen colour and size through checkout, the confirmation and the order page
// (slip 1), the lines' pictures and "Buy again" (orders), and the minimum order said with its
// amount in the footer and at checkout (slip 4: 50 SAR in these suites).

interface ApiVariant {
  id: number;
  price: number;
  sale_price: number | null;
  stock: number;
  colour: { name: string } | null;
  size: string | null;
}

interface ApiProduct {
  id: number;
  name: string;
  variants: ApiVariant[];
}

const texts = {
  en: {
    colour: (name: string) => `Colour: ${name}`,
    size: (size: string) => `Size: ${size}`,
    someAdded: "Some of this order's items are in your cart again; the rest could not be added.",
    soldOut: "sold out",
  },
  ar: {
    colour: (name: string) => `اللون: ${name}`,
    size: (size: string) => `المقاس: ${size}`,
    someAdded: "أُعيد بعض منتجات هذا الطلب إلى سلة التسوق، وتعذّرت إضافة الباقي.",
    soldOut: "نفدت الكمية",
  },
} as const;

/** Products with a variant of both a colour and a size in stock, the variant with the least first. */
async function variantsOnSale(request: APIRequestContext, locale: string) {
  const found: Array<{ product: ApiProduct; variant: ApiVariant }> = [];
  for (let page = 1; page <= 3; page++) {
    const response = await request.get(
      `${apiUrl}/1/api/marketplace/products?per_page=60&page=${page}`,
      { headers: { "Accept-Language": locale } },
    );
    for (const product of (await response.json()) as ApiProduct[]) {
      const variant = product.variants
        .filter((each) => each.colour && each.size && each.stock > 0)
        .sort((a, b) => a.stock - b.stock)[0];
      if (variant) found.push({ product, variant });
    }
  }
  return found.sort((a, b) => a.variant.stock - b.variant.stock);
}

for (const [index, language] of languages.entries()) {
  const say = texts[language.locale];

  test(`the chosen colour and size show at checkout, on the confirmation and the order with pictures; buy again says what could not be added (${language.locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const shopper = await signInNewShopper(page, request, language.locale, language.home);
    const headers = {
      Authorization: `Bearer ${shopper.session.split(".").slice(1).join(".")}`,
      "Accept-Language": language.locale,
    };
    const address = await request.post(`${apiUrl}/1/api/marketplace/addresses`, {
      headers,
      form: {
        phone: "0551234567",
        address: "Tahlia Street 9",
        city_name: "Jeddah",
        country_name: "SA",
      },
    });
    expect(address.status()).toBe(201);

    // One line that stays on sale, and one whose last units this order buys (each run its own).
    const candidates = await variantsOnSale(request, language.locale);
    const slot = index + (testInfo.project.name === "phone" ? languages.length : 0);
    const last = candidates.filter(({ variant }) => variant.stock <= 20)[slot];
    const kept = candidates.find(
      ({ product, variant }) =>
        variant.stock >= 10 && product.id !== last?.product.id && variant.price >= 50,
    );
    if (!last || !kept) throw new Error("the catalog has no variants to buy");
    for (const [{ product, variant }, quantity] of [
      [kept, 1],
      [last, last.variant.stock],
    ] as const) {
      const added = await request.post(`${apiUrl}/1/api/marketplace/cart`, {
        headers,
        form: { item_id: product.id, variant_id: variant.id, item_quantity: quantity },
      });
      expect(added.status()).toBe(200);
    }
    const variantOf = ({ variant }: typeof kept) => [
      say.colour(variant.colour?.name ?? ""),
      say.size(variant.size ?? ""),
    ];

    // Checkout names each line's colour and size; the minimum order says its amount.
    await page.goto(`${language.prefix}/shop/checkout`);
    const form = shown(page, "checkout-form");
    const keptAtCheckout = form.getByTestId("checkout-line").filter({ hasText: kept.product.name });
    for (const text of variantOf(kept)) {
      await expect(keptAtCheckout.getByTestId("line-variant")).toContainText(text);
    }
    await expect(form.getByTestId("checkout-minimum")).toContainText("50.00");
    const footerMinimum = page.getByTestId("minimum-order");
    await expect(footerMinimum).toContainText("50.00");
    await expect(footerMinimum.getByRole("img", { name: language.currency })).toBeVisible();

    // The confirmation is the order's page: each line with its picture, colour and size.
    await form.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/pages\/orders\/\d+\?placed=1$/, { timeout: 15_000 });
    await expect(shown(page, "order-placed")).toBeVisible();
    const lines = shown(page, "order-detail").getByTestId("order-line");
    await expect(lines).toHaveCount(2);
    for (const bought of [kept, last]) {
      const line = lines.filter({ hasText: bought.product.name });
      for (const text of variantOf(bought)) {
        await expect(line.getByTestId("line-variant")).toContainText(text);
      }
      await expect(line.getByTestId("line-picture")).toBeVisible();
      expect(
        await line
          .getByTestId("line-picture")
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
    }

    // Buy again: what is still sold goes back in the cart; the sold-out line is named, and why.
    await shown(page, "order-detail").getByTestId("buy-again").click();
    const result = shown(page, "buy-again-result");
    await expect(result).toContainText(say.someAdded);
    const short = result.getByTestId("buy-again-short");
    await expect(short).toHaveCount(1);
    await expect(short).toHaveAttribute("data-shortfall", "sold_out");
    await expect(short).toContainText(last.product.name);
    await expect(short).toContainText(say.soldOut);
    for (const text of variantOf(last)) await expect(short).toContainText(text);

    // At the narrowest phone the order page fits its width.
    if (testInfo.project.name === "phone") {
      await page.setViewportSize({ width: 320, height: 720 });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(320);
    }

    await result.getByTestId("buy-again-view-cart").click();
    await expect(page).toHaveURL(`${language.prefix}/pages/cart`);
    const cartLines = shown(page, "cart-line");
    await expect(cartLines).toHaveCount(1);
    await expect(cartLines).toContainText(kept.product.name);
  });
}

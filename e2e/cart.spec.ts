import type { ProductSummary } from "../packages/contract/src/catalog.ts";
import { fillLogin, newShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { amount, apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

/** What the cart says in each language (messages/{locale}/cart.json). */
const texts = {
  en: {
    added: "Product added to cart",
    removed: "Product removed from cart",
    quickView: "Quick view",
    cartTitle: "Shopping cart",
    backToShop: "Continue shopping",
    checkout: "Proceed to checkout",
    chooseOption: "Choose one of this product's options.",
    short: "Only 1 left in stock: lower the quantity to check out.",
  },
  ar: {
    added: "تمت إضافة المنتج إلى السلة",
    removed: "تمت إزالة المنتج من السلة",
    quickView: "نظرة سريعة",
    cartTitle: "سلة التسوق",
    backToShop: "مواصلة التسوق",
    checkout: "الانتقال إلى الدفع",
    chooseOption: "اختر أحد خيارات هذا المنتج.",
    short: "لم يتبقَّ في المخزون سوى 1: خفّض الكمية لإتمام الطلب.",
  },
} as const;

/** The home page's new arrivals, as its cards show them. */
async function newArrivals(request: APIRequestContext, locale: string) {
  const response = await request.get(`${marketplace}/home-page`, {
    headers: { "Accept-Language": locale },
  });
  return ((await response.json()) as { new_arrival: ProductSummary[] }).new_arrival;
}

async function simpleProducts(request: APIRequestContext, locale: string) {
  const products = (await newArrivals(request, locale)).filter(
    (product) => product.variants.length === 0 && product.stock >= 5,
  );
  if (products.length < 3) throw new Error("the seed has too few new simple products");
  return products;
}

/**
 * Gives the page's browser a guest cart made through the API, as the storefront makes one: the
 * first add answers the cart token, the browser keeps it in the storefront's cookie.
 */
async function giveGuestCart(
  page: Page,
  request: APIRequestContext,
  baseURL: string | undefined,
  lines: Array<[ProductSummary, number]>,
): Promise<void> {
  let token: string | undefined;
  for (const [product, quantity] of lines) {
    const response = await request.post(`${marketplace}/cart`, {
      headers: token ? { "X-Cart-Token": token } : {},
      form: { item_id: product.id, item_quantity: quantity },
    });
    expect(response.status()).toBe(200);
    token ??= response.headers()["x-cart-token"];
  }
  if (!token) throw new Error("no cart token");
  await page.context().addCookies([{ name: "souq_cart", value: token, url: baseURL ?? "" }]);
}

/**
 * A product no other suite orders, one per language and screen: simple, in stock for a few, from
 * the oldest (the checkout suites order the newest, the product page's quantity test the four
 * oldest of these).
 */
async function productToRunShort(request: APIRequestContext, slot: number) {
  const found: ProductSummary[] = [];
  for (let page = 1; page <= 10; page++) {
    const batch = (await (
      await request.get(`${marketplace}/products?per_page=60&page=${page}`)
    ).json()) as ProductSummary[];
    found.push(...batch);
    if (batch.length < 60) break;
  }
  const candidates = found
    .filter((product) => !product.variants.length && product.stock > 1)
    .reverse()
    .slice(4)
    .filter(
      (product) =>
        product.stock >= 3 && product.stock <= 99 && (product.sale_price ?? product.price) >= 30,
    );
  const product = candidates[slot % candidates.length];
  if (!product) throw new Error("the seed has no product to run short");
  return product;
}

/** Another shopper orders all but one of a product through the API, as checkout would. */
async function buyAllButOne(request: APIRequestContext, product: ProductSummary) {
  const buyer = await newShopper(request);
  const signIn = await request.post(`${apiUrl}/api/auth/login`, {
    headers: { "X-Forwarded-For": "10.9.8.6" },
    form: { email: buyer.email, password: buyer.password, company_id: 1 },
  });
  const token = ((await signIn.json()) as { access_token: { accessToken: string } }).access_token
    .accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const added = await request.post(`${marketplace}/cart`, {
    headers,
    form: { item_id: product.id, item_quantity: product.stock - 1 },
  });
  expect(added.status()).toBe(200);
  const address = await request.post(`${marketplace}/addresses`, {
    headers,
    form: {
      phone: "0551234567",
      address: "Olaya Street 20",
      city_name: "Riyadh",
      country_name: "SA",
      zip_code: "12211",
      state: "Riyadh",
    },
  });
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;
  const order = await request.post(`${marketplace}/checkout`, {
    headers: { ...headers, "Idempotency-Key": `short-line-${Date.now()}-${product.id}` },
    form: {
      address_id: addressId,
      delivery_option: "standard",
      payment_method: "cash_on_delivery",
    },
  });
  expect(order.status()).toBe(201);
}

const headerCount = (page: Page) => page.getByTestId("cart-dropdown").getByTestId("cart-count");

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`cart in ${language.locale}`, () => {
    test("a guest fills the cart from a card, the quick view and a product page; the header counts it", async ({
      page,
      request,
    }) => {
      const [first, second] = await simpleProducts(request, language.locale);
      const withOptions = (await newArrivals(request, language.locale)).find((product) =>
        product.variants.some((variant) => variant.stock > 0),
      );
      if (!first || !second || !withOptions) throw new Error("the seed has too few new arrivals");
      await page.goto(language.home);
      const section = page.getByTestId("home-new_arrival");
      const cardOf = (product: ProductSummary) =>
        section
          .getByRole("article")
          .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) })
          .first();

      // A card's cart button puts a product without options in the cart at once.
      const card = cardOf(first);
      await card.hover();
      await card.getByTestId("card-add-to-cart").click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(headerCount(page)).toHaveText("1");

      // The quick view adds the product it shows.
      const secondCard = cardOf(second);
      await secondCard.hover();
      await secondCard.getByRole("button", { name: say.quickView }).click();
      const quickView = page.getByRole("dialog", { name: second.name });
      await quickView.getByTestId("add-to-cart").click();
      await expect(headerCount(page)).toHaveText("2");
      await page.keyboard.press("Escape");
      await expect(quickView).toBeHidden();

      // A product with options opens the quick view from its card's cart button, to choose them.
      const variant = withOptions.variants.find((candidate) => candidate.stock > 0);
      const optionsCard = cardOf(withOptions);
      await optionsCard.hover();
      await optionsCard.getByTestId("card-add-to-cart").click();
      const options = page.getByRole("dialog", { name: withOptions.name });
      await expect(options).toBeVisible();
      if (variant?.colour) {
        await options
          .locator("label")
          .filter({ has: page.locator(`input[value="${variant.colour.hex}"]`) })
          .click();
      }
      if (variant?.size) {
        await options
          .locator("label")
          .filter({ has: page.locator(`input[value="${variant.size}"]`) })
          .click();
      }
      await options.getByTestId("add-to-cart").click();
      await expect(headerCount(page)).toHaveText("3");
      await page.keyboard.press("Escape");

      // The product page adds the quantity chosen.
      await page.goto(`${language.prefix}/product/${first.id}`);
      const buttons = page.getByTestId("purchase-buttons");
      await page.getByTestId("quantity-increase").click();
      await expect(page.getByTestId("quantity")).toHaveValue("2");
      await buttons.getByTestId("add-to-cart").click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(headerCount(page)).toHaveText("5");

      // The dropdown lists the three lines, with the total, and leads to the cart page.
      const dropdown = page.getByTestId("cart-dropdown");
      await dropdown.getByRole("button").first().click();
      await expect(dropdown.getByTestId("cart-dropdown-line")).toHaveCount(3);
      await expect(dropdown.getByTestId("cart-dropdown-line").first()).toContainText("3 ×");
      await expect(dropdown.getByTestId("cart-checkout")).toHaveAttribute(
        "href",
        `${language.prefix}/shop/checkout`,
      );
      await expectNoSeriousA11yViolations(page);
      await dropdown.getByTestId("cart-view").click();
      await expect(page).toHaveURL(`${language.prefix}/pages/cart`);
      await expect(shown(page, "cart-line")).toHaveCount(3);
    });

    test("the cart page changes a quantity and removes a line, at once and for good", async ({
      page,
      request,
      baseURL,
    }) => {
      const [first, second] = await simpleProducts(request, language.locale);
      if (!first || !second) throw new Error("too few products");
      await giveGuestCart(page, request, baseURL, [
        [first, 1],
        [second, 2],
      ]);
      await page.goto(`${language.prefix}/pages/cart`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.cartTitle);
      const lines = shown(page, "cart-line");
      await expect(lines).toHaveCount(2);
      const line = lines.filter({ hasText: first.name });
      const unit = first.sale_price ?? first.price;
      await expect(line.getByTestId("cart-line-price")).toContainText(amount(unit));
      const picture = await line.locator("img").first().boundingBox();
      expect([picture?.width, picture?.height]).toEqual([60, 60]);
      await expect(headerCount(page)).toHaveText("3");
      await expectNoSeriousA11yViolations(page);

      // Two more of the first product: the stepper shows 3 at once; the line total, the header and
      // the totals follow the server's answer together.
      await line.getByTestId("cart-line-quantity-increase").click();
      await line.getByTestId("cart-line-quantity-increase").click();
      await expect(line.getByTestId("cart-line-quantity")).toHaveValue("3");
      await expect(line.getByTestId("cart-line-total")).toContainText(amount(unit * 3));
      await expect(headerCount(page)).toHaveText("5");
      await expect(shown(page, "cart-item-count")).toContainText("5");

      // Removing the second line.
      const other = lines.filter({ hasText: second.name });
      await other.getByTestId("cart-line-remove").click();
      await expect(shown(page, "toast-success")).toHaveText(say.removed);
      await expect(lines).toHaveCount(1);
      await expect(headerCount(page)).toHaveText("3");

      // A reload shows the same cart: the changes were saved.
      await page.reload();
      await expect(shown(page, "cart-line")).toHaveCount(1);
      await expect(shown(page, "cart-line-quantity")).toHaveValue("3");
      await expect(shown(page, "cart-proceed")).toHaveText(say.checkout);
      await expect(shown(page, "cart-proceed")).toHaveAttribute(
        "href",
        `${language.prefix}/shop/checkout`,
      );
    });

    test("signing in merges the guest's cart into the account's", async ({
      page,
      request,
      baseURL,
    }) => {
      const [first, second] = await simpleProducts(request, language.locale);
      if (!first || !second) throw new Error("too few products");
      const shopper = await newShopper(request, language.locale);
      // The account already holds one of the first product.
      const signIn = await request.post(`${apiUrl}/api/auth/login`, {
        headers: { "X-Forwarded-For": "10.9.8.7" },
        form: { email: shopper.email, password: shopper.password, company_id: 1 },
      });
      const token = ((await signIn.json()) as { access_token: { accessToken: string } })
        .access_token.accessToken;
      await request.post(`${marketplace}/cart`, {
        headers: { Authorization: `Bearer ${token}` },
        form: { item_id: first.id, item_quantity: 1 },
      });
      // As a guest, two of the first product and one of the second.
      await giveGuestCart(page, request, baseURL, [
        [first, 2],
        [second, 1],
      ]);
      await page.goto(`${language.prefix}/pages/login`);
      await expect(headerCount(page)).toHaveText("3");
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(page).toHaveURL(language.prefix || "/", { timeout: 8_000 });
      await expect(headerCount(page)).toHaveText("4");

      await page.goto(`${language.prefix}/pages/cart`);
      const lines = shown(page, "cart-line");
      await expect(lines).toHaveCount(2);
      await expect(
        lines.filter({ hasText: first.name }).getByTestId("cart-line-quantity"),
      ).toHaveValue("3");
      const cookies = await page.context().cookies();
      expect(cookies.some((cookie) => cookie.name === "souq_cart")).toBe(false);
    });

    test("a refused add says why in the shopper's language and changes nothing", async ({
      page,
      request,
    }) => {
      // A product with several colours: until one is chosen there is nothing to add.
      const product = (await newArrivals(request, language.locale)).find(
        (candidate) =>
          new Set(candidate.variants.map((variant) => variant.colour?.hex)).size > 1 &&
          candidate.variants.some((variant) => variant.stock > 0),
      );
      if (!product) throw new Error("the seed has no new product with several colours");
      await page.goto(`${language.prefix}/product/${product.id}`);
      await page.getByTestId("purchase-buttons").getByTestId("add-to-cart").click();
      await expect(shown(page, "toast-error")).toHaveText(say.chooseOption);
      await expect(headerCount(page)).toHaveCount(0);
    });

    test("a line whose stock ran short since it was added says so on the cart page", async ({
      page,
      request,
      baseURL,
    }, testInfo) => {
      const slot =
        (language.locale === "en" ? 0 : 1) + (testInfo.project.name === "desktop" ? 0 : 2);
      const product = await productToRunShort(request, slot);
      await giveGuestCart(page, request, baseURL, [[product, 2]]);
      await page.goto(`${language.prefix}/pages/cart`);
      const line = shown(page, "cart-line");
      await expect(line.getByTestId("cart-line-quantity")).toHaveValue("2");
      await expect(line.getByTestId("cart-line-short")).toHaveCount(0);

      await buyAllButOne(request, product);
      await page.reload();
      await expect(shown(page, "cart-line").getByTestId("cart-line-short")).toHaveText(say.short);
      await expectNoSeriousA11yViolations(page);
    });

    test("an empty cart says so and leads back to the shop", async ({ page }) => {
      await page.goto(`${language.prefix}/pages/cart`);
      const empty = shown(page, "cart-page-empty");
      await expect(empty).toContainText(language.cartEmpty);
      await expectNoSeriousA11yViolations(page);
      await empty.getByRole("link", { name: say.backToShop }).click();
      await expect(page).toHaveURL(`${language.prefix}/pages/shop`);
    });
  });
}

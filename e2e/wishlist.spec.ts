import type { ProductSummary } from "../packages/contract/src/catalog.ts";
import { fillLogin, newShopper, signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { amount, apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

/** What the wishlist says in each language (messages/{locale}/wishlist.json, spec §8). */
const texts = {
  en: {
    added: "Product added to wishlist",
    removed: "Product removed from wishlist",
    moved: "Product moved to cart",
    failed: "Could not update wishlist.",
    title: "Wishlist",
    save: "Add to wishlist",
    saveNamed: (name: string) => `Add ${name} to the wishlist`,
    empty: "Your wishlist is empty",
    toShop: "Continue shopping",
    inStock: /In stock|Only \d+ left/,
    guestNote: "Your wishlist is kept in this browser.",
  },
  ar: {
    added: "تمت إضافة المنتج إلى المفضلة",
    removed: "تمت إزالة المنتج من المفضلة",
    moved: "تم نقل المنتج إلى السلة",
    failed: "تعذّر تحديث المفضلة.",
    title: "المفضلة",
    save: "أضف إلى المفضلة",
    saveNamed: (name: string) => `أضف ${name} إلى المفضلة`,
    empty: "مفضلتك فارغة",
    toShop: "مواصلة التسوق",
    inStock: /متوفر|بقي \d+ فقط/,
    guestNote: "تُحفظ مفضلتك في هذا المتصفح.",
  },
} as const;

/** The home page's new arrivals without options and in stock, as its cards show them. */
async function simpleProducts(request: APIRequestContext, locale: string) {
  const response = await request.get(`${marketplace}/home-page`, {
    headers: { "Accept-Language": locale },
  });
  const products = (
    (await response.json()) as { new_arrival: ProductSummary[] }
  ).new_arrival.filter((product) => product.variants.length === 0 && product.stock >= 5);
  if (products.length < 3) throw new Error("the seed has too few new simple products");
  return products;
}

const wishlistCount = (page: Page) =>
  page.getByTestId("header-wishlist").getByTestId("wishlist-count");
const cartCount = (page: Page) => page.getByTestId("cart-dropdown").getByTestId("cart-count");

/** A new-arrival card on the home page, by its product's name. */
const cardOf = (page: Page, product: ProductSummary) =>
  page
    .getByTestId("home-new_arrival")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: product.name, exact: true }) })
    .first();

/** What the browser keeps of a guest's wishlist. */
const storedWishlist = (page: Page) =>
  page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem("souq-store") ?? "{}") as { wishlist?: { id: number }[] })
        .wishlist ?? [],
  );

async function signIn(page: Page, prefix: string, email: string, password: string) {
  await page.goto(`${prefix}/pages/login`);
  await fillLogin(page.getByTestId("login-form"), email, password);
  await expect(page).toHaveURL(prefix || "/", { timeout: 8_000 });
}

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`wishlist in ${language.locale}`, () => {
    test("a guest saves from a card and the product page, sees the count and the list, and signing in keeps it in the account", async ({
      page,
      request,
    }) => {
      test.slow();
      const [first, second] = await simpleProducts(request, language.locale);
      if (!first || !second) throw new Error("too few products");
      const shopper = await newShopper(request, language.locale);

      await page.goto(language.home);
      // Nothing saved: the header shows the bare heart.
      await expect(page.getByTestId("header-wishlist")).toBeVisible();
      await expect(wishlistCount(page)).toHaveCount(0);

      // A card's heart saves the product; its state is pressed and the header counts it.
      const card = cardOf(page, first);
      await card.hover();
      const heart = card.getByRole("button", { name: say.saveNamed(first.name) });
      await expect(heart).toHaveAttribute("aria-pressed", "false");
      await heart.click();
      await expect(shown(page, "toast-success")).toHaveText(say.added);
      await expect(heart).toHaveAttribute("aria-pressed", "true");
      await expect(wishlistCount(page)).toHaveText("1");
      await expectNoSeriousA11yViolations(page);

      // The product page's heart, pressed again, removes and then saves once more.
      await page.goto(`${language.prefix}/product/${second.id}`);
      const pageHeart = page
        .getByTestId("purchase-buttons")
        .getByRole("button", { name: say.save, exact: true });
      await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
      await expect(wishlistCount(page)).toHaveText("1");
      await pageHeart.click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.added);
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(wishlistCount(page)).toHaveText("2");
      await pageHeart.click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.removed);
      await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
      await expect(wishlistCount(page)).toHaveText("1");
      await pageHeart.click();
      await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      await expect(wishlistCount(page)).toHaveText("2");
      await expectNoSeriousA11yViolations(page);

      // The header's link leads to the list: picture, name, price in riyals and stock of each.
      await page.getByTestId("header-wishlist").click();
      await expect(page).toHaveURL(`${language.prefix}/shop/wishlist`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
      const lines = shown(page, "wishlist-line");
      await expect(lines).toHaveCount(2);
      // The last saved first.
      await expect(lines.first().getByTestId("wishlist-line-name")).toHaveText(second.name);
      const line = lines.filter({ hasText: first.name });
      await expect(line.getByTestId("wishlist-line-price")).toContainText(
        amount(first.sale_price ?? first.price),
      );
      await expect(
        line
          .getByTestId("wishlist-line-price")
          .getByRole("img", { name: language.currency })
          .first(),
      ).toBeVisible();
      await expect(line.getByTestId("wishlist-line-stock")).toHaveText(say.inStock);
      await expect(page.getByText(say.guestNote)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect((await storedWishlist(page)).map((entry) => entry.id)).toEqual([second.id, first.id]);

      // Signing in hands the browser's list to the account and clears it from the browser.
      await signIn(page, language.prefix, shopper.email, shopper.password);
      await expect(wishlistCount(page)).toHaveText("2");
      await expect.poll(() => storedWishlist(page)).toEqual([]);

      // The page read again shows the account's list, from the server.
      await page.goto(`${language.prefix}/shop/wishlist`);
      await page.reload();
      await expect(lines).toHaveCount(2);
      await expect(lines.first().getByTestId("wishlist-line-name")).toHaveText(second.name);
      await expect(page.getByText(say.guestNote)).toHaveCount(0);
      await expect(wishlistCount(page)).toHaveText("2");
      expect(await storedWishlist(page)).toEqual([]);

      // The hearts follow the account's list on cards too.
      await page.goto(language.home);
      const savedCard = cardOf(page, first);
      await savedCard.hover();
      await expect(
        savedCard.getByRole("button", { name: say.saveNamed(first.name) }),
      ).toHaveAttribute("aria-pressed", "true");
    });

    test("a signed-in shopper removes one product and moves another to the cart", async ({
      page,
      request,
    }) => {
      test.slow();
      const [, , third, fourth] = await simpleProducts(request, language.locale);
      if (!third || !fourth) throw new Error("too few products");
      await signInNewShopper(page, request, language.locale, language.prefix || "/");

      // Saved through the server's toggle, from two product pages.
      for (const product of [third, fourth]) {
        await page.goto(`${language.prefix}/product/${product.id}`);
        const pageHeart = page
          .getByTestId("purchase-buttons")
          .getByRole("button", { name: say.save, exact: true });
        await pageHeart.click();
        await expect(shown(page, "toast-success").last()).toHaveText(say.added);
        await expect(pageHeart).toHaveAttribute("aria-pressed", "true");
      }
      await expect(wishlistCount(page)).toHaveText("2");
      await expect(cartCount(page)).toHaveCount(0);

      await page.goto(`${language.prefix}/shop/wishlist`);
      const lines = shown(page, "wishlist-line");
      await expect(lines).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);

      // Remove: gone from the list and the count, for good.
      await lines.filter({ hasText: third.name }).getByTestId("wishlist-remove").click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.removed);
      await expect(lines).toHaveCount(1);
      await expect(wishlistCount(page)).toHaveText("1");

      // Move to cart: one unit in the cart, out of the wishlist.
      await lines.filter({ hasText: fourth.name }).getByTestId("wishlist-move-to-cart").click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.moved);
      await expect(cartCount(page)).toHaveText("1");
      await expect(wishlistCount(page)).toHaveCount(0);
      const empty = shown(page, "wishlist-empty");
      await expect(empty).toContainText(say.empty);
      await expectNoSeriousA11yViolations(page);

      // Read again from the server: the wishlist stays empty and the cart holds the product.
      await page.reload();
      await expect(shown(page, "wishlist-empty")).toBeVisible();
      await expect(cartCount(page)).toHaveText("1");
      await page.getByTestId("cart-dropdown").getByRole("button").first().click();
      await expect(page.getByTestId("cart-dropdown-line")).toContainText(fourth.name);
      await page.keyboard.press("Escape");

      // The empty state leads to the shop.
      await shown(page, "wishlist-to-shop").click();
      await expect(page).toHaveURL(`${language.prefix}/pages/shop`);
    });

    test("a change the server never receives says the wishlist could not be updated", async ({
      page,
      request,
    }) => {
      const [first] = await simpleProducts(request, language.locale);
      if (!first) throw new Error("too few products");
      await signInNewShopper(
        page,
        request,
        language.locale,
        `${language.prefix}/product/${first.id}`,
      );
      const pageHeart = page
        .getByTestId("purchase-buttons")
        .getByRole("button", { name: say.save, exact: true });
      await expect(pageHeart).toBeEnabled();
      // The connection drops: the storefront's server action never arrives.
      await page.route("**/*", (route) =>
        route.request().method() === "POST" && route.request().headers()["next-action"]
          ? route.abort()
          : route.fallback(),
      );
      await pageHeart.click();
      await expect(shown(page, "toast-error")).toHaveText(say.failed);
      await expect(pageHeart).toHaveAttribute("aria-pressed", "false");
      await expect(wishlistCount(page)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });
}

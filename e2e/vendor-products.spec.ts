import type { APIRequestContext, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { addJeddahAddress } from "./support/purchases.ts";
import { expect, shown, test } from "./support/test.ts";
import { expectNoSidewaysScroll, type Staff, signInAsStaff } from "./support/vendor-desk.ts";

const texts = {
  en: {
    nameEn: "Name in English",
    nameAr: "Name in Arabic",
    descriptionEn: "Description in English",
    descriptionAr: "Description in Arabic",
    category: "Category",
    price: "Price (SAR)",
    colourEn: "Colour in English",
    colourAr: "Colour in Arabic",
    colourHex: "Colour code",
    stock: "Stock",
    labelEn: "Label in English",
    labelAr: "Label in Arabic",
    valueEn: "Value in English",
    valueAr: "Value in Arabic",
    moveLater: "Move picture 1 later",
    published: "Published",
    variantPicture: "Picture of this colour",
    picture2: "Picture 2",
    previewNote: "This is how shoppers will see the page once it is published.",
  },
  ar: {
    nameEn: "الاسم بالإنجليزية",
    nameAr: "الاسم بالعربية",
    descriptionEn: "الوصف بالإنجليزية",
    descriptionAr: "الوصف بالعربية",
    category: "الفئة",
    price: "السعر (ر.س)",
    colourEn: "اللون بالإنجليزية",
    colourAr: "اللون بالعربية",
    colourHex: "رمز اللون",
    stock: "المخزون",
    labelEn: "اسم المواصفة بالإنجليزية",
    labelAr: "اسم المواصفة بالعربية",
    valueEn: "القيمة بالإنجليزية",
    valueAr: "القيمة بالعربية",
    moveLater: "تأخير الصورة 1",
    published: "منشور",
    variantPicture: "صورة هذا اللون",
    picture2: "الصورة 2",
    previewNote: "هكذا سيرى المتسوقون الصفحة بعد نشرها.",
  },
} as const;

/** The two colours the product comes in; the shopper chooses the second. */
const colours = [
  { en: "Crimson", ar: "قرمزي", hex: "#B22222" },
  { en: "Teal", ar: "فيروزي", hex: "#008080" },
] as const;

/** A made-up word per run, so runs never find each other's products: the time's digits as letters. */
function uniqueWords() {
  const digits = String(Date.now()).slice(-8);
  const latin = "qwxzkvjybp";
  const arabic = "ضصثقفغعهخح";
  const word = (letters: string) => [...digits].map((digit) => letters[Number(digit)]).join("");
  return { en: `Zor${word(latin)}`, ar: `زور${word(arabic)}` };
}

/** A small square PNG of one colour: two colours make two pictures with different keys. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** One of the demo vendors' staff accounts (the seed's `vendor<N>@example.com`). */
async function staffAccount(request: APIRequestContext, n: number): Promise<Staff> {
  const email = `vendor${n}@example.com`;
  const password = "vendor1234";
  const answer = await request.post(`${apiUrl}/api/auth/login`, {
    form: { email, password, company_id: 1 },
  });
  expect(answer.status(), email).toBe(200);
  const { user } = (await answer.json()) as { user: { vendor?: Staff["vendor"] } };
  if (!user.vendor) throw new Error(`${email} is not a vendor's staff`);
  return { email, password, vendor: user.vendor };
}

/** The product cards of a search of the storefront's shop by one word. */
async function searchCards(page: Page, prefix: string, word: string): Promise<Locator> {
  await page.goto(`${prefix}/pages/shop?keyword=${encodeURIComponent(word)}`);
  return page.getByTestId("product-card");
}

for (const language of languages) {
  const { prefix, locale } = language;
  const say = texts[locale];

  test.describe(`vendor lists a product (${locale})`, () => {
    test("a vendor writes, pictures and publishes a product; a shopper finds and buys it; archived, it is gone", async ({
      browser,
      page,
      request,
      isMobile,
    }) => {
      test.skip(
        isMobile,
        "the whole journey once, on the desktop; the phone checks the form's width",
      );
      test.slow();
      const words = uniqueWords();
      const names = { en: `Lamp ${words.en}`, ar: `مصباح ${words.ar}` };
      const staff = await staffAccount(request, locale === "en" ? 9 : 11);
      const desk = await signInAsStaff(browser, prefix, staff);

      // From the products list to a new product.
      await desk.goto(`${prefix}/vendor/products`);
      await shown(desk, "new-product").click();
      await expect(desk).toHaveURL(`${prefix}/vendor/products/new`);
      const form = shown(desk, "listing-form");

      // Publishing an empty form is refused, each message beside its field, in the language.
      await shown(form, "publish-product").click();
      await expect(shown(desk, "form-error")).toBeVisible();
      const nameError = form.getByTestId("field-error").first();
      await expect(nameError).toBeVisible();
      if (locale === "ar") await expect(nameError).toHaveText(/[\u0600-\u06FF]/);

      const namesBox = shown(form, "listing-names");
      await namesBox.getByLabel(say.nameEn, { exact: true }).fill(names.en);
      const arabicName = namesBox.getByLabel(say.nameAr, { exact: true });
      await expect(arabicName).toHaveAttribute("dir", "rtl");
      await arabicName.fill(names.ar);
      await namesBox.getByLabel(say.descriptionEn).fill(`A desk lamp, ${words.en}.`);
      await namesBox.getByLabel(say.descriptionAr).fill(`مصباح مكتب، ${words.ar}.`);
      await namesBox.getByLabel(say.category).selectOption({ index: 1 });
      await shown(form, "listing-prices").getByLabel(say.price, { exact: true }).fill("250");

      await shown(form, "add-spec").click();
      const spec = shown(form, "spec-row");
      await spec.getByLabel(say.labelEn).fill("Power");
      await spec.getByLabel(say.labelAr).fill("القدرة");
      await spec.getByLabel(say.valueEn).fill("40 W");
      await spec.getByLabel(say.valueAr).fill("40 واط");

      for (const [index, colour] of colours.entries()) {
        await shown(form, "add-variant").click();
        const row = form.getByTestId("variant-row").nth(index);
        await row.getByLabel(say.colourEn).fill(colour.en);
        await row.getByLabel(say.colourAr).fill(colour.ar);
        await row.getByLabel(say.colourHex).fill(colour.hex);
        await row.getByLabel(say.price, { exact: true }).fill(String(250 + index * 10));
        await row.getByLabel(say.stock, { exact: true }).fill("5");
      }

      // Two pictures, uploaded as soon as they are chosen, then put in the other order.
      const [red, teal] = await Promise.all([png(178, 34, 34), png(0, 128, 128)]);
      await shown(form, "picture-input").setInputFiles([
        { name: "red.png", mimeType: "image/png", buffer: red },
        { name: "teal.png", mimeType: "image/png", buffer: teal },
      ]);
      const previews = form.getByTestId("picture-preview");
      await expect(previews).toHaveCount(2, { timeout: 20_000 });
      const firstKey = await previews.first().getAttribute("data-key");
      await form.getByRole("button", { name: say.moveLater }).click();
      await expect(previews.nth(1)).toHaveAttribute("data-key", firstKey ?? "");
      // The second colour shows the picture now second (the one first chosen).
      await form
        .getByTestId("variant-row")
        .nth(1)
        .getByLabel(say.variantPicture)
        .selectOption({ label: say.picture2 });

      await expectNoSeriousA11yViolations(desk);
      await shown(form, "publish-product").click();
      await expect(desk).toHaveURL(new RegExp(`${prefix}/vendor/products/\\d+$`), {
        timeout: 20_000,
      });
      await expect(shown(desk, "listing-status")).toHaveAttribute("data-status", "published");
      const id = Number(new URL(desk.url()).pathname.split("/").pop());
      // The new product's page may stay in the document, hidden: only the shown form counts.
      const saved = shown(desk, "listing-form");
      await expect(saved.getByTestId("picture-preview")).toHaveCount(2);
      await expect(saved.getByTestId("variant-row")).toHaveCount(2);
      await expect(saved.getByTestId("variant-picture").nth(1)).toHaveValue(firstKey ?? "");

      // The list shows it published.
      await desk.goto(`${prefix}/vendor/products?keyword=${encodeURIComponent(words.en)}`);
      const listed = shown(desk, "desk-product");
      await expect(listed.getByTestId("product-status")).toHaveText(say.published);
      await expectNoSidewaysScroll(desk);

      // A shopper finds it by a word of either language and sees its pictures.
      const shopper = await signInNewShopper(page, request, locale, language.home);
      for (const word of [words.ar, words.en]) {
        const cards = await searchCards(page, prefix, word);
        await expect(cards).toHaveCount(1);
        await expect(cards.first()).toContainText(locale === "ar" ? names.ar : names.en);
      }
      await page.goto(`${prefix}/product/${id}`);
      const gallery = shown(page, "product-gallery");
      await expect(gallery.locator("img").first()).toBeVisible();
      expect(await gallery.locator("img").count()).toBeGreaterThanOrEqual(2);

      // The second colour, into the cart and through the checkout.
      const second = colours[1][locale];
      await page.getByRole("radio", { name: new RegExp(`^${second}`) }).check({ force: true });
      await shown(page, "purchase-buttons").getByTestId("add-to-cart").click();
      await expect(
        page.getByTestId("cart-dropdown").getByTestId("cart-count").filter({ visible: true }),
      ).toHaveText("1");
      await addJeddahAddress(request, {
        Authorization: `Bearer ${shopper.session.split(".").slice(1).join(".")}`,
        "Accept-Language": locale,
      });
      await page.goto(`${prefix}/shop/checkout`);
      await shown(page, "checkout-form").getByTestId("place-order").click();
      await expect(page).toHaveURL(/\/pages\/orders\/\d+\?placed=1$/, { timeout: 15_000 });

      // The vendor archives it: its page and its place in the search are gone at once.
      await desk.goto(`${prefix}/vendor/products/${id}`);
      desk.once("dialog", (dialog) => dialog.accept());
      await shown(desk, "archive-product").click();
      await expect(shown(desk, "listing-status")).toHaveAttribute("data-status", "archived");
      const gone = await page.goto(`${prefix}/product/${id}`);
      expect(gone?.status()).toBe(404);
      await expect
        .poll(
          async () => {
            const cards = await searchCards(page, prefix, words.en);
            return cards.count();
          },
          { timeout: 15_000 },
        )
        .toBe(0);
      await desk.goto(
        `${prefix}/vendor/products?status=archived&keyword=${encodeURIComponent(words.en)}`,
      );
      await expect(shown(desk, "desk-product").getByTestId("product-status")).toHaveAttribute(
        "data-status",
        "archived",
      );
    });

    test("a draft has a preview its vendor alone sees; an archived product stays archived on Save", async ({
      browser,
      page,
      request,
      isMobile,
    }) => {
      test.skip(isMobile, "once, on the desktop; the phone checks the form's width");
      test.slow();
      const words = uniqueWords();
      const name = locale === "ar" ? `فانوس ${words.ar}` : `Lantern ${words.en}`;
      const staff = await staffAccount(request, locale === "en" ? 7 : 8);
      const login = await request.post(`${apiUrl}/api/auth/login`, {
        form: { email: staff.email, password: staff.password, company_id: 1 },
      });
      const token = ((await login.json()) as { access_token: { accessToken: string } }).access_token
        .accessToken;
      const categories = await request.get(`${apiUrl}/1/api/marketplace/categories`);
      const [category] = ((await categories.json()) as { categories: Array<{ id: number }> })
        .categories;
      const body = {
        name_en: `Lantern ${words.en}`,
        name_ar: `فانوس ${words.ar}`,
        description_en: "A brass lantern.",
        description_ar: "فانوس نحاسي.",
        category_id: category?.id,
        price: 180,
        stock: 4,
      };
      const headers = { Authorization: `Bearer ${token}` };
      const created = await request.post(`${apiUrl}/1/api/vendor/products`, {
        headers,
        data: body,
      });
      expect(created.status()).toBe(201);
      const { id } = ((await created.json()) as { data: { id: number } }).data;

      // The draft's page, as shoppers will see it, for its vendor only.
      const desk = await signInAsStaff(browser, prefix, staff);
      await desk.goto(`${prefix}/vendor/products/${id}`);
      await expect(shown(desk, "listing-status")).toHaveAttribute("data-status", "draft");
      await shown(desk, "preview-product").click();
      await expect(desk).toHaveURL(`${prefix}/vendor/products/${id}/preview`);
      await expect(shown(desk, "preview-banner")).toContainText(say.previewNote);
      await expect(shown(desk, "product-name")).toHaveText(name);
      await expect(desk.getByTestId("purchase-buttons")).toHaveCount(0);
      expect((await page.goto(`${prefix}/product/${id}`))?.status()).toBe(404);

      // Archived, its form's Save keeps it archived.
      const archived = await request.put(`${apiUrl}/1/api/vendor/products/${id}`, {
        headers,
        data: { ...body, status: "archived" },
      });
      expect(archived.status()).toBe(200);
      await desk.goto(`${prefix}/vendor/products/${id}`);
      await expect(shown(desk, "listing-status")).toHaveAttribute("data-status", "archived");
      await Promise.all([
        desk.waitForResponse((answer) => answer.request().method() === "POST"),
        shown(desk, "save-product").click(),
      ]);
      await desk.reload();
      await expect(shown(desk, "listing-status")).toHaveAttribute("data-status", "archived");
    });

    test("the new product's form fits a phone's width", async ({ browser, request, isMobile }) => {
      test.skip(!isMobile || locale !== "ar", "the phone's width, in Arabic (the longer words)");
      const staff = await staffAccount(request, 10);
      const desk = await signInAsStaff(browser, prefix, staff);
      await desk.goto(`${prefix}/vendor/products/new`);
      const form = shown(desk, "listing-form");
      await shown(form, "add-spec").click();
      await shown(form, "add-variant").click();
      await expect(form.getByTestId("variant-row")).toHaveCount(1);
      await expectNoSidewaysScroll(desk);
    });
  });
}

import type { Locator, Page } from "@playwright/test";
import { latestMailTo, signInNewShopper, signupTokenOf } from "./support/accounts.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { expect, shown, test } from "./support/test.ts";

// Issue 24, slips 2 and 3: one phone rule on every form, a refused form keeps what was typed
// (passwords too), and stars filled to the rating, never more.

const texts = {
  en: {
    // The address book's sentence, now the store's (ADR 49).
    badPhone:
      "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
    // As the reviewer typed it on sign-up and the profile.
    phone: "055 123 4567",
    save: "Save changes",
    updated: "Profile info updated successfully",
  },
  ar: {
    badPhone:
      "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
    phone: "٠٥٥١٢٣٤٥٦٧",
    save: "حفظ التغييرات",
    updated: "تم تحديث بيانات الملف الشخصي بنجاح",
  },
} as const;

const stored = "+966551234567";

/**
 * The share of a drawing of stars that is gold: columns of its pixels holding gold over columns
 * holding any star, read back from a screenshot on a canvas (as the QR code is in drawn-qr.ts).
 */
async function goldShare(stars: Locator): Promise<number> {
  const png = (await stars.screenshot({ animations: "disabled" })).toString("base64");
  return stars.evaluate(async (_element, data) => {
    const picture = new Image();
    picture.src = `data:image/png;base64,${data}`;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = picture.width;
    canvas.height = picture.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.drawImage(picture, 0, 0);
    const pixels = context.getImageData(0, 0, picture.width, picture.height).data;
    const at = (x: number, y: number) => {
      const i = (y * picture.width + x) * 4;
      return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0] as const;
    };
    // Ink is any pixel darker than the background; gold ink is darkened far more in blue than in
    // red, grey ink alike. A column counts when a pixel in it is at least half as dark as the
    // darkest of its kind, so the edges of gold and of grey stars count alike.
    const [br, bg, bb] = at(0, 0);
    const inks: Array<{ x: number; gold: boolean; darker: number }> = [];
    const darkest = { gold: 1, grey: 1 };
    for (let x = 0; x < picture.width; x++) {
      for (let y = 0; y < picture.height; y++) {
        const [r, g, b] = at(x, y);
        const darker = br - r + (bg - g) + (bb - b);
        if (darker <= 10) continue;
        const gold = (bb - b - (br - r)) / darker > 0.25;
        inks.push({ x, gold, darker });
        if (gold) darkest.gold = Math.max(darkest.gold, darker);
        else darkest.grey = Math.max(darkest.grey, darker);
      }
    }
    const goldColumns = new Set<number>();
    const starColumns = new Set<number>();
    for (const ink of inks) {
      if (ink.darker < (ink.gold ? darkest.gold : darkest.grey) / 2) continue;
      starColumns.add(ink.x);
      if (ink.gold) goldColumns.add(ink.x);
    }
    const gold = goldColumns.size;
    const star = starColumns.size;
    return star === 0 ? 0 : gold / star;
  }, png);
}

/** The filters: the sidebar on wide screens, the drawer (opened here) on phones. */
async function openFilters(page: Page): Promise<Locator> {
  const button = shown(page, "open-filters");
  if (await button.isVisible()) {
    await button.click();
    return shown(page, "filter-drawer");
  }
  return shown(page, "filter-sidebar");
}

interface RatedProduct {
  id: number;
  rating: number;
  review_count: number;
}

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`forms and ratings in ${language.locale}`, () => {
    test("sign-up takes the phone as the address book does, and a refused sign-up keeps both passwords", async ({
      page,
      request,
    }) => {
      await page.goto(`${language.prefix}/pages/login`);
      await page.getByRole("tab").last().click();
      const form = shown(page, "register-form");
      const email = `phone-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const phone = form.locator('input[name="phone"]');
      const password = form.locator('input[name="password"]');
      const confirmation = form.locator('input[name="password_confirmation"]');
      await form.locator('input[name="name"]').fill("Faisal Al-Otaibi");
      await form.locator('input[name="email"]').fill(email);
      await phone.fill("12345");
      await password.fill("long-enough-1");
      await confirmation.fill("long-enough-1");
      await form.getByRole("button").click();

      // Refused in the address book's words; everything typed is still there.
      await expect(form.getByText(say.badPhone)).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveValue("12345");
      await expect(form.locator('input[name="email"]')).toHaveValue(email);
      await expect(password).toHaveValue("long-enough-1");
      await expect(confirmation).toHaveValue("long-enough-1");

      // The number as people write it is taken, and kept in one form.
      await phone.fill(say.phone);
      await form.getByRole("button").click();
      await expect(shown(page, "register-check-email")).toBeVisible();
      const confirmed = await request.post(`${apiUrl}/api/auth/register/confirm`, {
        form: { token: signupTokenOf(await latestMailTo(request, email)) },
      });
      expect(confirmed.status()).toBe(201);
      expect((await confirmed.json()).user.phone).toBe(stored);
    });

    test("the profile takes the phone as the address book does, and a refused change keeps the passwords", async ({
      page,
      request,
    }) => {
      const shopper = await signInNewShopper(
        page,
        request,
        language.locale,
        `${language.prefix}/pages/profile`,
      );
      const form = shown(page, "profile-form");
      const phone = form.locator('input[name="phone"]');
      await phone.fill("12345");
      await form.locator('input[name="change_password"]').check();
      await form.locator('input[name="current_password"]').fill(shopper.password);
      await form.locator('input[name="password"]').fill("a-new-secret-9");
      await form.locator('input[name="password_confirmation"]').fill("a-new-secret-9");
      await form.getByRole("button", { name: say.save }).click();

      await expect(form.getByText(say.badPhone)).toBeVisible();
      await expect(phone).toHaveValue("12345");
      await expect(form.locator('input[name="current_password"]')).toHaveValue(shopper.password);
      await expect(form.locator('input[name="password"]')).toHaveValue("a-new-secret-9");
      await expect(form.locator('input[name="password_confirmation"]')).toHaveValue(
        "a-new-secret-9",
      );

      await phone.fill(say.phone);
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.updated);
      await expect(shown(page, "profile-summary")).toContainText(stored);
    });

    test("stars fill to the rating: a 4.1 summary shows four and a tenth, the filter's 4 & up four and 3 & up three", async ({
      page,
      request,
    }) => {
      // A product rated between 4.05 and 4.3: four full stars and part of the fifth.
      let rated: RatedProduct | undefined;
      for (let page = 1; !rated && page <= 3; page++) {
        const listing = await request.get(
          `${apiUrl}/1/api/marketplace/products?per_page=60&page=${page}`,
        );
        rated = ((await listing.json()) as RatedProduct[]).find(
          (product) => product.rating >= 4.05 && product.rating < 4.3 && product.review_count > 0,
        );
      }
      if (!rated) throw new Error("no product rated a little over 4");
      await page.goto(`${language.prefix}/product/${rated.id}`);
      await page.getByRole("tab").last().click();
      const summary = shown(page, "rating-summary");
      const share = await goldShare(summary.getByRole("img").first());
      expect(share).toBeGreaterThan(0.76);
      expect(share).toBeLessThan(0.86);

      await page.goto(`${language.prefix}/pages/shop`);
      const filter = (await openFilters(page)).getByTestId("filter-rating");
      const starsFor = (rating: number) =>
        filter.locator("label", { has: page.locator(`input[value="${rating}"]`) }).getByRole("img");
      const four = await goldShare(starsFor(4));
      expect(four).toBeGreaterThan(0.75);
      expect(four).toBeLessThan(0.85);
      const three = await goldShare(starsFor(3));
      expect(three).toBeGreaterThan(0.55);
      expect(three).toBeLessThan(0.66);
    });
  });
}

import { fillLogin, newShopper, signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { languages } from "./support/languages.ts";
import { expect, type Page, shown, test } from "./support/test.ts";

/** What the address book says in each language (the spec's toasts and our field message). */
const texts = {
  en: {
    menuLink: "My addresses",
    title: "My addresses",
    created: "Address created successfully",
    updated: "Address updated successfully",
    deleted: "Address deleted successfully",
    madeDefault: "Set to default address successfully",
    badPhone:
      "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
    check: "Some of the information given is not valid.",
    save: "Save address",
    defaultMark: "Default",
    country: "Kuwait",
    cities: ["Riyadh", "Jeddah", "Dammam"],
  },
  ar: {
    menuLink: "عناويني",
    title: "عناويني",
    created: "تمت إضافة العنوان بنجاح",
    updated: "تم تحديث العنوان بنجاح",
    deleted: "تم حذف العنوان بنجاح",
    madeDefault: "تم تعيين العنوان الافتراضي بنجاح",
    badPhone:
      "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
    check: "بعض البيانات المدخلة غير صالحة.",
    save: "حفظ العنوان",
    defaultMark: "افتراضي",
    country: "الكويت",
    cities: ["الرياض", "جدة", "الدمام"],
  },
} as const;

/** Signs a new shopper in (in the test's language) and opens the home page. */
async function signIn(
  page: Page,
  request: Parameters<typeof newShopper>[0],
  prefix: string,
  locale: "en" | "ar",
) {
  return signInNewShopper(page, request, locale, prefix || "/");
}

/** Fills the form on screen; only the fields given. */
async function fillAddress(page: Page, fields: Record<string, string>) {
  const form = shown(page, "address-form");
  for (const [name, value] of Object.entries(fields)) {
    const control = form.locator(`[name="${name}"]`);
    if (name === "country_name") await control.selectOption(value);
    else await control.fill(value);
  }
}

const cardOf = (page: Page, city: string) => shown(page, "address-card").filter({ hasText: city });

for (const language of languages) {
  const say = texts[language.locale];
  const [riyadh, jeddah, dammam] = say.cities;

  test.describe(`the address book in ${language.locale}`, () => {
    test("reached from the profile menu: add after fixing a bad phone, edit, set default, delete", async ({
      page,
      request,
    }) => {
      await signIn(page, request, language.prefix, language.locale);
      const menu = page.getByTestId("profile-menu");
      await menu.getByRole("button").click();
      await menu.getByRole("link", { name: say.menuLink }).click();
      await expect(page).toHaveURL(`${language.prefix}/pages/addresses`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);

      // A shopper without addresses finds the form open; the phone reads left to right.
      const form = shown(page, "address-form");
      const phone = form.locator('input[name="phone"]');
      await expect(phone).toHaveAttribute("dir", "ltr");
      await expect(phone).toHaveAttribute("inputmode", "tel");
      await fillAddress(page, {
        recipient_name: "Sara Al-Qahtani",
        phone: "12345",
        street: "King Fahd Road",
        district: "Al Olaya",
        city_name: riyadh,
        zip_code: "12211",
      });
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-error")).toHaveText(say.check);
      await expect(form.getByText(say.badPhone)).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toBeFocused();
      // What was typed is still there.
      await expect(phone).toHaveValue("12345");
      await expect(form.locator('input[name="city_name"]')).toHaveValue(riyadh);
      await expect(shown(page, "address-card")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      // Fixed with Arabic-Indic digits and spaces: stored as one number, and the first is default.
      await phone.fill("٠٥٠ ١٢٣ ٤٥٦٧");
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.created);
      await expect(cardOf(page, riyadh).getByTestId("address-phone")).toHaveText("+966501234567");
      await expect(cardOf(page, riyadh).getByTestId("default-badge")).toHaveText(say.defaultMark);

      // A second address, in Kuwait.
      await shown(page, "add-address").click();
      await fillAddress(page, {
        recipient_name: "Fahad Al-Mutairi",
        phone: "+965 9123 4567",
        street: "Salem Al Mubarak Street",
        district: "Salmiya",
        city_name: jeddah,
        country_name: "KW",
      });
      await shown(page, "address-form").getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.created);
      await expect(shown(page, "address-card")).toHaveCount(2);
      await expect(cardOf(page, jeddah)).toContainText(say.country);
      await expect(cardOf(page, jeddah).getByTestId("default-badge")).toHaveCount(0);

      // Edit it: the form shows what is saved; the change shows at once and survives a reload.
      await cardOf(page, jeddah)
        .getByRole("button", { name: new RegExp(jeddah) })
        .first()
        .click();
      const editForm = shown(page, "address-form");
      // The cursor starts in the first field, the recipient's name.
      await expect(editForm.locator('input[name="recipient_name"]')).toBeFocused();
      await expect(editForm.locator('input[name="recipient_name"]')).toHaveValue(
        "Fahad Al-Mutairi",
      );
      await expect(editForm.locator('input[name="phone"]')).toHaveValue("+96591234567");
      await expect(editForm.locator('select[name="country_name"]')).toHaveValue("KW");
      await editForm.locator('input[name="city_name"]').fill(dammam);
      await editForm.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.updated);
      await expect(cardOf(page, dammam)).toBeVisible();
      await page.reload();
      await expect(cardOf(page, dammam)).toBeVisible();
      await expect(cardOf(page, jeddah)).toHaveCount(0);

      // Make it the default: exactly one card is marked, and it comes first.
      await cardOf(page, dammam).locator("button").last().click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.madeDefault);
      await expect(cardOf(page, dammam).getByTestId("default-badge")).toBeVisible();
      await expect(shown(page, "default-badge")).toHaveCount(1);
      await expect(shown(page, "address-card").first()).toContainText(dammam);

      // Delete it after confirming: the other address becomes the default.
      await cardOf(page, dammam).getByRole("button").nth(1).click();
      const dialog = page.getByTestId("delete-address-dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(dammam);
      await expectNoSeriousA11yViolations(page);
      await dialog.getByTestId("confirm-delete").click();
      await expect(shown(page, "toast-success").last()).toHaveText(say.deleted);
      await expect(shown(page, "address-card")).toHaveCount(1);
      await expect(cardOf(page, riyadh).getByTestId("default-badge")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("opened with next, adding an address returns there; a foreign next is ignored", async ({
      page,
      request,
      browser,
    }) => {
      await signIn(page, request, language.prefix, language.locale);
      // From the profile page's own link.
      await page.goto(`${language.prefix}/pages/profile`);
      await shown(page, "profile-addresses-link").click();
      await expect(page).toHaveURL(`${language.prefix}/pages/addresses`);

      await page.goto(
        `${language.prefix}/pages/addresses?next=${encodeURIComponent("/pages/profile")}`,
      );
      await fillAddress(page, {
        recipient_name: "Sara Al-Qahtani",
        phone: "0551234567",
        street: "Tahlia Street",
        district: "Al Andalus",
        city_name: jeddah,
      });
      await shown(page, "address-form").getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.created);
      await expect(page).toHaveURL(`${language.prefix}/pages/profile`);

      await page.goto(
        `${language.prefix}/pages/addresses?next=${encodeURIComponent("//evil.example/pages/profile")}`,
      );
      await shown(page, "add-address").click();
      await fillAddress(page, {
        recipient_name: "Sara Al-Qahtani",
        phone: "0551234568",
        street: "Corniche Road",
        district: "Al Shati",
        city_name: dammam,
      });
      await shown(page, "address-form").getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.created);
      await expect(cardOf(page, dammam)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/addresses\\?next=`));

      // The page is rendered for each shopper: another one, at the same address, sees none of it.
      const other = await browser.newContext();
      try {
        const theirs = await other.newPage();
        await signIn(theirs, request, language.prefix, language.locale);
        const answer = await theirs.goto(`${language.prefix}/pages/addresses`);
        expect(answer?.headers()["x-nextjs-cache"]).not.toBe("HIT");
        expect((await answer?.text()) ?? "").not.toContain("Corniche Road");
        await expect(shown(theirs, "address-form")).toBeVisible();
        await expect(shown(theirs, "address-card")).toHaveCount(0);
      } finally {
        await other.close();
      }
    });

    test("a visitor is sent to sign in and comes back with next kept", async ({
      page,
      request,
    }) => {
      const shopper = await newShopper(request, language.locale);
      const wanted = `${language.prefix}/pages/addresses?next=${encodeURIComponent("/pages/profile")}`;
      await page.goto(wanted);
      await expect(page).toHaveURL(
        `${language.prefix}/pages/login?next=${encodeURIComponent(wanted)}`,
      );
      await fillLogin(page.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(page).toHaveURL(wanted, { timeout: 8_000 });
      await expect(shown(page, "address-form")).toBeVisible();
    });
  });
}

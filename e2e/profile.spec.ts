import sharp from "sharp";
import { fillLogin, newShopper, signInNewShopper } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { languages } from "./support/languages.ts";
import { expect, type Page, shown, test } from "./support/test.ts";

/** What the profile page says in each language (the spec's toast and the API's messages). */
const texts = {
  en: {
    title: "My profile",
    updated: "Profile info updated successfully",
    check: "Some of the information given is not valid.",
    emailTaken: "This email is already registered",
    badPicture: "Choose a JPEG, PNG or WebP picture. Other files, such as SVG, cannot be used.",
    tooLarge: "Choose a picture of at most 2 MB.",
    wrongPassword: "The current password is not correct.",
    passwordForEmail: "Enter your current password to change your email.",
    save: "Save changes",
    changePassword: "Change password",
    currentPassword: "Current password",
    confirmPassword: "Confirm the new password",
    picture: "Profile picture",
    passwordChanged:
      "Your password has been changed. Your account was signed out on every other device.",
    newName: "Layla Al-Harbi",
    address: "Olaya Street, Riyadh",
  },
  ar: {
    title: "ملفي الشخصي",
    updated: "تم تحديث بيانات الملف الشخصي بنجاح",
    check: "بعض البيانات المدخلة غير صالحة.",
    emailTaken: "هذا البريد الإلكتروني مسجل بالفعل",
    badPicture: "اختر صورة بصيغة JPEG أو PNG أو WebP. لا يمكن استخدام ملفات أخرى مثل SVG.",
    tooLarge: "اختر صورة لا يزيد حجمها على 2 ميغابايت.",
    wrongPassword: "كلمة المرور الحالية غير صحيحة.",
    passwordForEmail: "أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني.",
    save: "حفظ التغييرات",
    changePassword: "تغيير كلمة المرور",
    currentPassword: "كلمة المرور الحالية",
    confirmPassword: "تأكيد كلمة المرور الجديدة",
    picture: "الصورة الشخصية",
    passwordChanged: "تم تغيير كلمة المرور، وسُجِّل خروج حسابك من جميع الأجهزة الأخرى.",
    newName: "ليلى الحربي",
    address: "شارع العليا، الرياض",
  },
} as const;

/** Signs a new shopper in (in the test's language), then opens their profile page. */
async function openProfile(
  page: Page,
  request: Parameters<typeof newShopper>[0],
  prefix: string,
  locale: "en" | "ar",
) {
  const shopper = await signInNewShopper(page, request, locale, `${prefix}/pages/profile`);
  await expect(shown(page, "profile-form")).toBeVisible();
  return shopper;
}

/** Opens the header's profile menu and answers it. */
async function openProfileMenu(page: Page) {
  const menu = page.getByTestId("profile-menu");
  await menu.getByRole("button").first().click();
  return menu;
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A small picture made here: a real PNG, as a shopper's camera roll would have. */
const pngPicture = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: "#1d6b57" } })
    .png()
    .toBuffer();

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`the profile in ${language.locale}`, () => {
    test("edit name, email, phone and address: an error keeps what was typed, a save shows in the header", async ({
      page,
      request,
    }) => {
      const shopper = await openProfile(page, request, language.prefix, language.locale);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.title);
      await expect(shown(page, "profile-summary")).toContainText(shopper.email);
      await expectNoSeriousA11yViolations(page);

      // Another account's email: the API's message in a toast, its field's under the field.
      const taken = await newShopper(request, language.locale);
      const form = shown(page, "profile-form");
      const name = form.locator('input[name="name"]');
      const email = form.locator('input[name="email"]');
      await expect(email).toHaveAttribute("dir", "ltr");
      await name.fill(say.newName);
      await email.fill(taken.email);
      await form.locator('input[name="address"]').fill(say.address);
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-error")).toHaveText(say.check);
      await expect(form.getByText(say.emailTaken)).toBeVisible();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toBeFocused();
      await expect(name).toHaveValue(say.newName);
      await expect(form.locator('input[name="address"]')).toHaveValue(say.address);
      await expectNoSeriousA11yViolations(page);

      // Fixed: saved, and the summary, the header's menu and the browser's copy follow at once.
      // A new email needs the current password, asked for beside it.
      const newEmail = uniqueEmail("renamed");
      await email.fill(newEmail);
      const currentPassword = form.locator('input[name="current_password"]');
      await form.getByRole("button", { name: say.save }).click();
      await expect(form.getByText(say.passwordForEmail)).toBeVisible();
      await expect(currentPassword).toHaveAttribute("aria-invalid", "true");
      await currentPassword.fill(shopper.password);
      await form.locator('input[name="phone"]').fill("+966598765432");
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.updated);
      const summary = shown(page, "profile-summary");
      await expect(summary).toContainText(say.newName);
      await expect(summary).toContainText(newEmail);
      await expect(summary).toContainText("+966598765432");
      await expect(summary).toContainText(say.address);
      const menu = await openProfileMenu(page);
      await expect(menu.getByTestId("profile-name")).toHaveText(say.newName);
      await expect(menu).toContainText(newEmail);
      await expect(menu).toContainText("+966598765432");
      expect(
        await page.evaluate(() => [localStorage.getItem("name"), localStorage.getItem("email")]),
      ).toEqual([say.newName, newEmail]);
      await expectNoSeriousA11yViolations(page);

      // It was saved, not only shown: a reload reads it back.
      await page.reload();
      await expect(shown(page, "profile-summary")).toContainText(newEmail);
      await expect(shown(page, "profile-form").locator('input[name="name"]')).toHaveValue(
        say.newName,
      );
    });

    test("upload a picture: an SVG is refused, a PNG shows in the header's menu at once", async ({
      page,
      request,
    }) => {
      await openProfile(page, request, language.prefix, language.locale);
      const form = shown(page, "profile-form");
      const picker = form.getByLabel(say.picture);
      await expect(shown(page, "profile-picture")).toHaveCount(0);

      // An SVG with a .png name: refused by its content, with the API's messages.
      await picker.setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
        ),
      });
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-error")).toHaveText(say.check);
      await expect(form.getByText(say.badPicture)).toBeVisible();
      await expect(picker).toHaveAttribute("aria-invalid", "true");

      // A file over 2 MB is refused before it is sent.
      await picker.setInputFiles({
        name: "huge.png",
        mimeType: "image/png",
        buffer: Buffer.alloc(2 * 1_048_576 + 1),
      });
      await expect(form.getByText(say.tooLarge)).toBeVisible();
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-error").last()).toHaveText(say.tooLarge);

      await picker.setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: await pngPicture(),
      });
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.updated);
      const onPage = shown(page, "profile-picture");
      await expect(onPage).toHaveAttribute("src", /-200\.webp$/);
      await expect
        .poll(() => onPage.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const menu = await openProfileMenu(page);
      const avatar = menu.getByTestId("profile-avatar");
      await expect(avatar).toHaveAttribute("src", /-200\.webp$/);
      await expect(avatar).toHaveAttribute("srcset", /-50\.webp 50w/);
      await expect
        .poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => localStorage.getItem("images"))).toMatch(/-200\.webp$/);
      await expectNoSeriousA11yViolations(page);
    });

    test("change the password: a wrong current one is refused, then the new one signs in and other sessions end", async ({
      page,
      request,
      browser,
    }) => {
      // Three sign-ins (each reloads after the spec's 2 s), a sign-out and a second browser.
      test.slow();
      const shopper = await openProfile(page, request, language.prefix, language.locale);
      // The same account signed in on another device.
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      await other.goto(`${language.prefix}/pages/login`);
      await fillLogin(other.getByTestId("login-form"), shopper.email, shopper.password);
      await expect(other.getByTestId("profile-menu")).toBeVisible({ timeout: 8_000 });

      const form = shown(page, "profile-form");
      await expect(form.locator('input[name="current_password"]')).toHaveCount(0);
      await form.getByLabel(say.changePassword).check();
      await expect(form.getByText(say.currentPassword)).toBeVisible();
      await expect(form.getByText(say.confirmPassword)).toBeVisible();
      const newPassword = "a-brand-new-secret-9";
      await form.locator('input[name="current_password"]').fill("not-my-password");
      await form.locator('input[name="password"]').fill(newPassword);
      await form.locator('input[name="password_confirmation"]').fill(newPassword);
      await expectNoSeriousA11yViolations(page);
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-error")).toHaveText(say.wrongPassword);
      await expect(form.getByText(say.wrongPassword)).toBeVisible();
      await expect(form.locator('input[name="current_password"]')).toBeFocused();
      // What was typed stays: the new password is still there.
      await expect(form.locator('input[name="password"]')).toHaveValue(newPassword);

      await form.locator('input[name="current_password"]').fill(shopper.password);
      await form.getByRole("button", { name: say.save }).click();
      await expect(shown(page, "toast-success")).toHaveText(say.updated);
      await expect(shown(page, "password-changed-note")).toHaveText(say.passwordChanged);
      await expect(form.locator('input[name="current_password"]')).toHaveCount(0);

      // The other device is signed out; this one is not.
      await other.reload();
      await expect(other.getByTestId("open-sign-in")).toBeVisible({ timeout: 8_000 });
      await elsewhere.close();
      await page.reload();
      await expect(shown(page, "profile-form")).toBeVisible();

      // Signed out here too, the old password no longer works and the new one does.
      await openProfileMenu(page);
      const reloaded = page.waitForEvent("load", { timeout: 8_000 });
      await page.getByTestId("logout").click();
      await reloaded;
      await page.goto(`${language.prefix}/pages/login`);
      const login = page.getByTestId("login-form");
      await fillLogin(login, shopper.email, shopper.password);
      await expect(login.getByTestId("form-error")).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/login$`));
      await fillLogin(login, shopper.email, newPassword);
      await expect(page).toHaveURL(language.prefix || "/", { timeout: 8_000 });
      await expect(page.getByTestId("profile-menu")).toBeVisible();
    });
  });
}

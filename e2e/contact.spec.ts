import { mailOutboxResponse } from "@souq/contract/mail-outbox";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { type ContactContent, contentFile } from "./support/content.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

/** What the contact page says in each language (its content files and the form's messages). */
const texts = {
  en: {
    content: contentFile<ContactContent>("en", "contact"),
    menuLink: "Contact Us",
    footerLink: "Contact us",
    send: "Send message",
    thanks: "Thank you for your message. We will reply within two working days.",
    emailSubject: "Contact page: ",
    errors: {
      name: "Enter at least 2 characters.",
      email: "Enter a valid email address.",
      phone:
        "Enter a Saudi mobile number (05XXXXXXXX) or a Gulf number with its country code (+971, +965, +973, +974, +968).",
      subject: "This field is required.",
      message: "Enter at least 10 characters.",
    },
    check: "Some of the information given is not valid.",
    subject: "Delivery to Jeddah",
    message: "Hello, how long does delivery to Jeddah take?",
  },
  ar: {
    content: contentFile<ContactContent>("ar", "contact"),
    menuLink: "اتصل بنا",
    footerLink: "تواصل معنا",
    send: "إرسال الرسالة",
    thanks: "شكرًا لرسالتك. سنرد عليك خلال يومي عمل.",
    emailSubject: "صفحة التواصل: ",
    errors: {
      name: "يجب ألا يقل عدد الأحرف عن 2.",
      email: "أدخل بريدًا إلكترونيًا صحيحًا.",
      phone:
        "أدخل رقم جوال سعوديًا (05XXXXXXXX) أو رقمًا خليجيًا مع رمز الدولة (\u2066+971\u2069 أو \u2066+965\u2069 أو \u2066+973\u2069 أو \u2066+974\u2069 أو \u2066+968\u2069).",
      subject: "هذا الحقل مطلوب.",
      message: "يجب ألا يقل عدد الأحرف عن 10.",
    },
    check: "بعض البيانات المدخلة غير صالحة.",
    subject: "التوصيل إلى جدة",
    message: "مرحبًا، كم يستغرق التوصيل إلى جدة؟",
  },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** The message under a field of the contact form. */
const fieldError = (page: Page, name: string) =>
  shown(page, "contact-form")
    .locator(`[name="${name}"]`)
    .locator("xpath=ancestor::div[1]")
    .locator("p.text-sale");

async function mailsAbout(request: APIRequestContext, subject: string) {
  const answer = await request.get(`${apiUrl}/api/dev/mail-outbox`);
  const { messages } = mailOutboxResponse.parse(await answer.json());
  return messages.filter((message) => message.subject.endsWith(subject));
}

for (const language of languages) {
  const say = texts[language.locale];
  test.describe(`contact page in ${language.locale}`, () => {
    test("shows the marketplace's address, phone, email and hours, and the map's own card with a link out", async ({
      page,
    }) => {
      await page.goto(`${language.prefix}/pages/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.content.title);
      const details = shown(page, "contact-details");
      for (const line of [...say.content.address, ...say.content.hours])
        await expect(details).toContainText(line);
      await expect(details.getByRole("link", { name: say.content.phone })).toHaveAttribute(
        "href",
        "tel:+966920000000",
      );
      await expect(details.getByRole("link", { name: say.content.email })).toHaveAttribute(
        "href",
        `mailto:${say.content.email}`,
      );
      // This machine reaches no tile server: the map library loads after the page, its tiles
      // fail, and our drawn card stays, with the link to the same place on OpenStreetMap.
      const map = shown(page, "contact-map");
      await expect(map.getByTestId("map-fallback")).toBeVisible();
      await expect(map.getByRole("img", { name: /Al Olaya|العليا/ })).toBeVisible();
      await expect(shown(page, "map-link")).toHaveAttribute(
        "href",
        `https://www.openstreetmap.org/?mlat=${say.content.location.latitude}&mlon=${say.content.location.longitude}#map=${say.content.location.zoom}/${say.content.location.latitude}/${say.content.location.longitude}`,
      );
      await expect(map).toHaveAttribute("data-state", "fallback", { timeout: 15_000 });
      await expectNoSeriousA11yViolations(page);
    });

    test("refuses bad input under each field keeping what was typed, then sends it with a toast and mails the marketplace", async ({
      page,
      request,
    }) => {
      await page.goto(`${language.prefix}/pages/contact`);
      const form = shown(page, "contact-form");
      await form.locator('[name="name"]').fill("N");
      await form.locator('[name="email"]').fill("not-an-email");
      await form.locator('[name="phone"]').fill("12345");
      await form.locator('[name="message"]').fill("short");
      await form.getByRole("button", { name: say.send }).click();
      await expect(page.getByTestId("toast-error")).toHaveText(say.check);
      for (const [field, message] of Object.entries(say.errors))
        await expect(fieldError(page, field)).toHaveText(message);
      await expect(form.locator('[name="name"]')).toHaveValue("N");
      await expect(form.locator('[name="email"]')).toHaveValue("not-an-email");
      await expect(form.locator('[name="message"]')).toHaveValue("short");
      await expect(form.locator('[name="name"]')).toHaveAttribute("aria-invalid", "true");
      await expectNoSeriousA11yViolations(page);

      const subject = `${say.subject} ${Date.now()}-${test.info().project.name}`;
      const email = `contact-${Date.now()}-${language.locale}@example.com`;
      await form.locator('[name="name"]').fill(language.locale === "en" ? "Noura" : "نورة");
      await form.locator('[name="email"]').fill(email);
      await form.locator('[name="phone"]').fill("0551234567");
      await form.locator('[name="subject"]').fill(subject);
      await form.locator('[name="message"]').fill(say.message);
      await form.getByRole("button", { name: say.send }).click();
      await expect(page.getByTestId("toast-success")).toHaveText(say.thanks);
      // The form is empty again, ready for another message.
      await expect(shown(page, "contact-form").locator('[name="subject"]')).toHaveValue("");
      await expect.poll(async () => (await mailsAbout(request, subject)).length).toBe(1);
      const [mail] = await mailsAbout(request, subject);
      expect(mail?.subject).toBe(`${say.emailSubject}${subject}`);
      expect(mail?.text).toContain(email);
      expect(mail?.text).toContain("+966551234567");
      expect(mail?.text).toContain(say.message);
    });

    test("the main menu and the footer lead to it", async ({ page }) => {
      await page.goto(language.home);
      if (!isPhone(page)) {
        await page
          .getByTestId("site-header")
          .getByRole("navigation")
          .last()
          .getByRole("link", { name: say.menuLink })
          .click();
        await expect(page).toHaveURL(`${language.prefix}/pages/contact`);
        await page.goto(language.home);
      }
      await shown(page, "footer-contact-link").click();
      await expect(page).toHaveURL(`${language.prefix}/pages/contact`);
      await expect(shown(page, "contact-page")).toBeVisible();
      await expect(shown(page, "footer-contact-link")).toHaveText(say.footerLink);
    });
  });
}

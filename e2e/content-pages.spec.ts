import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { contentFile, type PageContent, shownText } from "./support/content.ts";
import { languages } from "./support/languages.ts";
import { arriveWithPopupReady, popupDelayMs } from "./support/newsletter-popup.ts";
import { expect, type Page, shown, test } from "./support/test.ts";

/** The store's pages in the order the footer lists them, with the footer's words for each. */
const footerPages = {
  en: {
    about: "About us",
    shipping: "Shipping and delivery",
    returns: "Returns and refunds",
    privacy: "Privacy policy",
    terms: "Terms of use",
    faq: "FAQ",
  },
  ar: {
    about: "من نحن",
    shipping: "الشحن والتوصيل",
    returns: "الإرجاع والاسترداد",
    privacy: "سياسة الخصوصية",
    terms: "شروط الاستخدام",
    faq: "الأسئلة الشائعة",
  },
} as const;

const popupTexts = {
  en: {
    title: "Get our offers first",
    close: "Close",
    never: "Do not show this again",
    subscribe: "Subscribe",
    thanks: "Thank you for subscribing!",
    badEmail: "Please enter a valid email address",
  },
  ar: {
    title: "كن أول من يعرف عروضنا",
    close: "إغلاق",
    never: "لا تعرض هذه النافذة مرة أخرى",
    subscribe: "اشترك",
    thanks: "شكرًا لاشتراكك!",
    badEmail: "يرجى إدخال بريد إلكتروني صحيح",
  },
} as const;

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 640;

/**
 * Opens a page under the test's clock, waits until the window's own script has run, then moves the
 * clock past the window's wait. Afterwards the window is shown exactly when the page decided to
 * show it: a check that it stays hidden fails if the page would have shown it, and never passes by
 * arriving early.
 */
async function arriveAndOutwaitThePopup(page: Page, path: string) {
  await arriveWithPopupReady(page, path);
  await page.clock.runFor(popupDelayMs);
}

for (const language of languages) {
  const links = footerPages[language.locale];
  test.describe(`the store's pages in ${language.locale}`, () => {
    test("every page is reachable from the footer and reads in the page's language", async ({
      page,
    }) => {
      // Six pages, each with an accessibility scan.
      test.slow();
      await page.goto(language.home);
      for (const [slug, name] of Object.entries(links)) {
        const content = contentFile<PageContent>(language.locale, slug);
        await shown(page, "footer-pages").getByRole("link", { name, exact: true }).click();
        await expect(page).toHaveURL(`${language.prefix}/pages/${slug}`);
        const article = shown(page, `content-page-${slug}`);
        await expect(article.getByRole("heading", { level: 1 })).toHaveText(content.title);
        await expect(article).toContainText(shownText(content.intro));
        await expect(page).toHaveTitle(new RegExp(`^${content.title} \\|`));
        await expectNoSeriousA11yViolations(page);
      }
    });

    test("the FAQ's answers open and close as disclosures, and the about page shows the team by initials", async ({
      page,
    }) => {
      const faq = contentFile<PageContent>(language.locale, "faq");
      const first = faq.questions?.[0];
      if (!first) throw new Error("the FAQ has no questions");
      await page.goto(`${language.prefix}/pages/faq`);
      const answer = shown(page, "faq-item").first().getByText(shownText(first.answer));
      await expect(answer).toBeHidden();
      await page.getByText(first.question, { exact: true }).click();
      await expect(answer).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByText(first.question, { exact: true }).press("Enter");
      await expect(answer).toBeHidden();

      const about = contentFile<PageContent>(language.locale, "about");
      await page.goto(`${language.prefix}/pages/about`);
      const team = shown(page, "team");
      for (const member of about.team ?? []) {
        await expect(team).toContainText(member.name);
        await expect(team).toContainText(member.initials);
      }
      await expect(team.locator("img")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test.describe(`the newsletter window in ${language.locale}`, () => {
    // These tests are a first visit: the window is not marked as seen. The first waits for the
    // window in real time (after load, idle and 4 seconds); the others move the page's clock on.
    test.use({ newsletterPopup: true });
    test.beforeEach(async ({ context }) => {
      test.slow();
      // Time runs as usual unless a test moves it on (arriveAndOutwaitThePopup).
      await context.clock.install();
    });
    const say = popupTexts[language.locale];

    test("appears once the page has loaded, in its frame, keeps focus inside, and closing it lasts the visit", async ({
      page,
      context,
    }) => {
      await page.goto(language.home);
      const popup = page.getByTestId("newsletter-popup");
      // Never before the page has painted and settled: it waits for load, idle and a delay.
      await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(popup).toBeHidden();
      await expect(popup).toBeVisible({ timeout: 15_000 });
      await expect(popup.getByRole("heading", { name: say.title })).toBeVisible();
      await expect(popup.getByRole("textbox")).toBeFocused();

      const box = await popup.boundingBox();
      const viewport = page.viewportSize();
      if (!box || !viewport) throw new Error("the window has no size");
      if (isPhone(page)) {
        // A bottom sheet: the whole width, resting on the bottom edge.
        expect(Math.round(box.width)).toBe(viewport.width);
        expect(Math.round(box.y + box.height)).toBe(viewport.height);
      } else {
        // 970px, in the middle of the screen.
        expect(Math.round(box.width)).toBe(970);
        expect(Math.abs(box.x - (viewport.width - box.width) / 2)).toBeLessThan(2);
      }
      await expectNoSeriousA11yViolations(page);

      // Tabbing moves through the window's controls, never to the page behind it.
      for (let step = 0; step < 3; step += 1) {
        await page.keyboard.press("Tab");
        expect(
          await page.evaluate(
            () => !!document.activeElement?.closest('[data-testid="newsletter-popup"]'),
          ),
        ).toBe(true);
      }
      await page.keyboard.press("Escape");
      await expect(popup).toBeHidden();

      // The same visit, another page: once its wait is over, it stays closed.
      await arriveAndOutwaitThePopup(page, `${language.prefix}/pages/about`);
      await expect(popup).toBeHidden();

      // A later visit (a new tab) is greeted again, after the same wait: closing lasts the visit only.
      const later = await context.newPage();
      await arriveAndOutwaitThePopup(later, language.home);
      await expect(later.getByTestId("newsletter-popup")).toBeVisible();
      await later.getByRole("button", { name: say.close }).click();
      await expect(later.getByTestId("newsletter-popup")).toBeHidden();
    });

    test("'do not show again' is remembered for later visits", async ({ page, context }) => {
      await arriveAndOutwaitThePopup(page, language.home);
      const popup = page.getByTestId("newsletter-popup");
      await expect(popup).toBeVisible();
      await popup.getByRole("button", { name: say.never }).click();
      await expect(popup).toBeHidden();
      const later = await context.newPage();
      await arriveAndOutwaitThePopup(later, language.home);
      await expect(later.getByTestId("newsletter-popup")).toBeHidden();
    });

    test("subscribes with the footer's call: a bad address is kept with its message, a good one is thanked", async ({
      page,
    }) => {
      await arriveAndOutwaitThePopup(page, `${language.prefix}/pages/faq`);
      const popup = page.getByTestId("newsletter-popup");
      await expect(popup).toBeVisible();
      const email = popup.getByRole("textbox");
      await email.fill("not-an-email");
      await popup.getByRole("button", { name: say.subscribe }).click();
      await expect(popup.getByTestId("newsletter-popup-result")).toHaveText(say.badEmail);
      await expect(email).toHaveValue("not-an-email");
      await email.fill(`popup-${Date.now()}-${language.locale}@example.com`);
      await popup.getByRole("button", { name: say.subscribe }).click();
      await expect(popup.getByTestId("newsletter-popup-result")).toHaveText(say.thanks);
      await expectNoSeriousA11yViolations(page);
      // A subscriber is not asked again.
      expect(await page.evaluate(() => localStorage.getItem("souq-newsletter-popup"))).toBe(
        "never",
      );
    });
  });
}

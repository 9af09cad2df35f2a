// What helps a shopper find and trust: verified reviews and their star filter, recently viewed
// products, the deals page, the blog's comments and the coming-soon countdown, in both languages.
import type { ProductSummary } from "../packages/contract/src/catalog.ts";
import type { ReviewListResponse } from "../packages/contract/src/reviews.ts";
import { newShopper, startSession } from "./support/accounts.ts";
import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { apiUrl, languages } from "./support/languages.ts";
import { receiveProducts } from "./support/purchases.ts";
import { type APIRequestContext, expect, type Page, shown, test } from "./support/test.ts";

const marketplace = `${apiUrl}/1/api/marketplace`;

/** What the pages say in each language (messages/{locale}/*.json). */
const texts = {
  en: {
    verified: "Verified purchase",
    unverified: "Purchase not verified",
    onlyBuyers: "Only shoppers who bought this product and received it can review it.",
    twoStarTitle: "1 2-star review",
    recentlyViewed: "Recently viewed",
    deals: "Today's deals",
    soldBy: "Sold by",
    blog: "Blog",
    commentThanks: "Thank you, your comment is posted",
    tooShort: "Write at least 3 characters.",
    comments: (count: number) => (count === 1 ? "1 comment" : `${count} comments`),
    soonHeading: "Something new is on its way",
    openHeading: "It's here!",
  },
  ar: {
    verified: "شراء موثّق",
    unverified: "شراء غير موثّق",
    onlyBuyers: "لا يقيّم هذا المنتج إلا من اشتراه واستلمه.",
    twoStarTitle: "تقييم واحد بنجمتين",
    recentlyViewed: "شاهدتها مؤخرًا",
    deals: "عروض اليوم",
    soldBy: "يبيعه",
    blog: "المدونة",
    commentThanks: "شكرًا لك، نُشر تعليقك",
    tooShort: "اكتب 3 أحرف على الأقل.",
    comments: (count: number) =>
      count === 1
        ? "تعليق واحد"
        : count === 2
          ? "تعليقان"
          : count <= 10
            ? `${count} تعليقات`
            : `${count} تعليقًا`,
    soonHeading: "شيء جديد في الطريق",
    openHeading: "وصلت أخيرًا!",
  },
} as const;

/** Products in stock with a few reviews, newest first (as the product suite reads them). */
async function reviewedInStock(
  request: APIRequestContext,
  locale: "en" | "ar",
): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let page = 1; page <= 5; page++) {
    const batch = (await (
      await request.get(`${marketplace}/products?per_page=60&page=${page}`, {
        headers: { "Accept-Language": locale },
      })
    ).json()) as ProductSummary[];
    found.push(...batch);
    if (batch.length < 60) break;
  }
  return found.filter((product) => product.review_count >= 3 && product.stock > 0);
}

async function openReviews(page: Page) {
  await page.getByRole("tab").last().click();
  await expect(page.getByRole("tab").last()).toHaveAttribute("aria-selected", "true");
}

for (const language of languages) {
  const say = texts[language.locale];

  test.describe(`discovery in ${language.locale}`, () => {
    test("a review by a shopper who received the product is marked verified, and the star filter finds it", async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.slow();
      // A product of this test's own by language and project (the product suite reviews the
      // first few), so parallel runs never count each other's reviews.
      const slot =
        (language.locale === "en" ? 0 : 1) + (testInfo.project.name === "desktop" ? 0 : 2);
      const product = (await reviewedInStock(request, language.locale))[10 + slot];
      if (!product) throw new Error("the seed has too few reviewed products");
      const path = `${language.prefix}/product/${product.id}`;

      // A shopper who never bought it is told why there is no form.
      const stranger = await newShopper(request, language.locale);
      const looking = await browser.newContext();
      await startSession(looking, stranger.session);
      const strangerPage = await looking.newPage();
      await strangerPage.goto(`${path}?reviews_page=1`);
      await expect(shown(strangerPage, "review-not-offered")).toHaveText(say.onlyBuyers);
      await expect(strangerPage.getByTestId("review-form")).toHaveCount(0);
      await looking.close();

      // A shopper who bought and received it writes a two-star review.
      const buyer = await newShopper(request, language.locale);
      await receiveProducts(request, buyer.session, [product.id]);
      await startSession(page.context(), buyer.session);
      await page.goto(path);
      await openReviews(page);
      const form = shown(page, "review-form");
      // Two stars, by keyboard: the first star, then one step on.
      await form.getByRole("radio").first().focus();
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowDown");
      await expect(form.getByRole("radio").nth(1)).toBeChecked();
      const body = `Arrived on time, smaller than I thought ${Date.now()}`;
      await form.locator("textarea").fill(body);
      await form.getByRole("button", { name: /Post review|انشر التقييم/ }).click();
      await expect(page.getByTestId("toast-success")).toBeVisible();
      const mine = page.getByTestId("review").filter({ hasText: body });
      await expect(mine.getByTestId("verified-purchase")).toHaveText(say.verified);
      // The demo's reviews have no order behind them, and say so.
      await expect(
        page
          .getByTestId("review")
          .filter({ hasNotText: body })
          .first()
          .getByTestId("unverified-purchase"),
      ).toHaveText(say.unverified);

      // Each star's count is shown; two stars keeps only those reviews, newest first.
      const summary = (await (
        await request.get(`${marketplace}/products/${product.id}/reviews`)
      ).json()) as ReviewListResponse;
      const twoStars = summary.summary.breakdown["2"] ?? 0;
      const filter = shown(page, "star-filter");
      await expect(filter.locator('[data-stars="2"]').getByTestId("star-count")).toHaveText(
        String(twoStars),
      );
      await filter.locator('[data-stars="2"]').click();
      await expect(page).toHaveURL(`${path}?reviews_stars=2#reviews`);
      await expect(filter.locator('[data-stars="2"]')).toHaveAttribute("aria-current", "true");
      const listed = shown(page, "review-list").getByTestId("review");
      await expect(listed).toHaveCount(Math.min(twoStars, 5));
      await expect(listed.first()).toContainText(body);
      for (const stars of await listed.getByRole("img").all())
        await expect(stars).toHaveAttribute("aria-label", /2/);
      if (twoStars === 1)
        await expect(page.locator("#review-list-title").filter({ visible: true })).toHaveText(
          say.twoStarTitle,
        );
      await expectNoSeriousA11yViolations(page);
    });

    test("recently viewed products follow the shopper to home, and the deals page lists sales with their countdowns", async ({
      page,
      request,
    }) => {
      const [first, second] = (await reviewedInStock(request, language.locale)).slice(20, 22);
      if (!first || !second) throw new Error("the seed has too few products");
      // The cached page is the same for everyone: the row is the browser's, drawn after load.
      const html = await (await request.get(`${language.prefix}/product/${first.id}`)).text();
      expect(html).not.toContain('data-testid="recently-viewed"');

      await page.goto(`${language.prefix}/product/${first.id}`);
      await expect(shown(page, "product-name")).toBeVisible();
      // The browser records the view once the page's script runs, which the server-drawn name
      // does not wait for: the shopper moves on only after that, as one reading the page would.
      await expect
        .poll(() =>
          page.evaluate(
            (id) => JSON.parse(localStorage.getItem("souq-store") ?? "{}").recent?.[0]?.id === id,
            first.id,
          ),
        )
        .toBe(true);
      await page.goto(`${language.prefix}/product/${second.id}`);
      const row = shown(page, "recently-viewed");
      await expect(row.getByRole("heading", { level: 2 })).toHaveText(say.recentlyViewed);
      // Never the product on screen.
      await expect(row.getByTestId("recent-product")).toHaveCount(1);
      await expect(row.getByTestId("recent-product")).toContainText(first.name);

      await page.goto(language.home);
      const home = shown(page, "recently-viewed");
      await expect(home.getByTestId("recent-product")).toHaveCount(2);
      await expect(home.getByTestId("recent-product").first()).toContainText(second.name);
      await expect(home.getByTestId("recent-product").last()).toContainText(first.name);

      // From home to the deals page: products on sale, each running deal with its four boxes.
      await shown(page, "home-deals-link").click();
      await expect(page).toHaveURL(`${language.prefix}/pages/deals`);
      const card = shown(page, "product-list").getByTestId("product-card").first();
      await expect(card.getByTestId("deal-countdown").locator("b")).toHaveCount(4);
      await expect(card.getByTestId("deal-countdown").locator("b").first()).toHaveText(/^\d\d$/);
      await expect(card.getByTestId("card-vendor")).toContainText(say.soldBy);
      await expectNoSeriousA11yViolations(page);
      await card.getByTestId("card-vendor").getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/vendors/\\d+$`));
    });

    test("a signed-in shopper comments on a blog post; the coming-soon page counts down", async ({
      page,
      request,
    }) => {
      await page.goto(language.home);
      await shown(page, "footer-pages").getByRole("link", { name: say.blog, exact: true }).click();
      await expect(page).toHaveURL(`${language.prefix}/pages/blog`);
      const posts = shown(page, "post-card");
      await expect(posts).toHaveCount(3);
      // Each language comments on a post of its own.
      await posts
        .nth(language.locale === "en" ? 1 : 2)
        .getByRole("link")
        .click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/pages/blog/[a-z-]+$`));
      await expect(shown(page, "comment-sign-in")).toBeVisible();

      const shopper = await newShopper(request, language.locale);
      await startSession(page.context(), shopper.session);
      await page.reload();
      const form = shown(page, "comment-form");
      await form.locator("textarea").fill("ok");
      await form.getByRole("button").click();
      await expect(form.getByTestId("comment-error")).toHaveText(say.tooShort);
      const comment = `Very useful, thank you! ${Date.now()}`;
      await form.locator("textarea").fill(comment);
      await form.getByRole("button").click();
      await expect(page.getByTestId("toast-success")).toHaveText(say.commentThanks);
      const listed = shown(page, "comment-list")
        .getByTestId("comment")
        .filter({ hasText: comment });
      await expect(listed).toContainText(shopper.name);
      // The post's count follows (another run may comment on the same post meanwhile).
      const slug = new URL(page.url()).pathname.split("/").pop() ?? "";
      const count = async () =>
        (
          (await (await request.get(`${marketplace}/blog-posts/${slug}`)).json()) as {
            data: { comment_count: number };
          }
        ).data.comment_count;
      await expect(shown(page, "blog-post").getByTestId("comment-count")).toHaveText(
        say.comments(await count()),
      );
      await expectNoSeriousA11yViolations(page);

      // COMING_SOON_AT is three days and five hours after the suite started (playwright.config.ts).
      await page.goto(`${language.prefix}/pages/coming-soon`);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(say.soonHeading);
      const countdown = shown(page, "launch-countdown");
      await expect(countdown.locator('[data-unit="days"]')).toHaveText("03");
      const seconds = countdown.locator('[data-unit="seconds"]');
      const before = await seconds.textContent();
      await expect(seconds).not.toHaveText(before ?? "");
      await expectNoSeriousA11yViolations(page);

      // Once the time has come, the page says so.
      await page.clock.install({ time: Date.now() + 4 * 24 * 3_600_000 });
      await page.reload();
      await expect(shown(page, "launch-open").getByRole("heading")).toHaveText(say.openHeading);
    });
  });
}

import { expectNoSeriousA11yViolations } from "./support/axe.ts";
import { languages } from "./support/languages.ts";
import { expect, type Page, type Request, shown, test } from "./support/test.ts";

const suggestionsPath = "/api/search-suggestions";

/** The header's one search box, beside the logo from 1024px and below it on phones. */
async function openSearch(page: Page, home: string) {
  await page.goto(home);
  const id = "header";
  const form = page.getByTestId(`search-${id}`);
  const root = form.locator("..");
  // The form works without scripts; suggestions start once the page has hydrated.
  await expect(root).toHaveAttribute("data-live", "true");
  return {
    field: form.getByRole("combobox"),
    popup: page.getByTestId(`search-suggestions-${id}`),
    listbox: root.getByRole("listbox"),
    options: root.getByRole("option"),
  };
}

/** Every request the page sends to the suggestions endpoint, in order. */
function trackSuggestionRequests(page: Page) {
  const sent: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === suggestionsPath) sent.push(request);
  });
  return sent;
}

const keywordOf = (request: Request) => new URL(request.url()).searchParams.get("keyword");

/** Per language: a word many products share, a longer form of it, and a product that has it. */
const words = {
  en: { short: "Sukk", long: "Sukkari", product: "Qassim Premium Sukkari Dates" },
  ar: { short: "سكر", long: "سكري", product: "تمر سكري القصيم الفاخر" },
} as const;

/** Arabic spellings a shopper may type (ه for ة, no hamza, no shadda) and a product each must find. */
const variantSpellings = [
  { query: "عجوه", ar: "تمر عجوة المدينة", en: "Madinah Ajwa Dates", mark: "عجوة" },
  { query: "اباجوره", ar: "أباجورة البيت الخزفية", en: "Bait Ceramic Table Lamp", mark: "أباجورة" },
  {
    query: "الاندلس الكلاسيكي",
    ar: "ثوب الأندلس الكلاسيكي الأبيض",
    en: "Andalus Classic White Thobe",
    mark: "الأندلس",
  },
  {
    query: "دله نحاسيه",
    ar: "دلّة البيت النحاسية للقهوة العربية",
    en: "Bait Brass Arabic Coffee Dallah",
    mark: "دلّة",
  },
] as const;

/** Misspellings a shopper may type, the product each must still find, and the word it marks. */
const typos = {
  en: { query: "spekaer", product: "Tarab Mini Smart Speaker", mark: "Speaker" },
  ar: { query: "سماعت", product: "سماعة صدى ANC 700 اللاسلكية", mark: "سماعة" },
} as const;

/**
 * Per language: a keyword with one word the shop lacks, a product the other words find, and the
 * notice that names the word that matched nothing and the words the products match.
 */
const partialSearches = {
  en: {
    keyword: "najma phone zzqxw",
    product: "Najma A5 Smartphone",
    notice: "No results for “zzqxw”; showing matches for “najma phone”.",
  },
  ar: {
    keyword: "جوال نجمة ززقق",
    product: "هاتف نجمة A5 الذكي",
    notice: "لا توجد نتائج لـ«ززقق»، وهذه نتائج «جوال نجمة».",
  },
} as const;

/**
 * Per language (issue 24, slip 9): a colour no product of that kind has beside a product word; the
 * notice names the colour as matching nothing and the product word as what the list shows.
 */
const unmatchedSearches = {
  en: {
    keyword: "orange dress",
    product: "Layali Floral Chiffon Midi Dress",
    notice: "No results for “orange”; showing matches for “dress”.",
  },
  ar: {
    keyword: "فستان برتقالي",
    product: "فستان ليالي الميدي من الشيفون المزهّر",
    notice: "لا توجد نتائج لـ«برتقالي»، وهذه نتائج «فستان».",
  },
} as const;

/** Per language: a colour beside a product word, understood and shown as a removable chip. */
const colourSearches = {
  en: {
    keyword: "black abaya",
    chip: "Colour: Black",
    without: "abaya",
    other: "Layali Linen Kimono Abaya",
  },
  ar: {
    keyword: "عباية سوداء",
    chip: "اللون: أسود",
    without: "عباية",
    other: "عباية ليالي من الكتان بقصّة الكيمونو",
  },
} as const;

/** English words typed in Arabic letters, and a product each finds in the interface's language. */
const loanwords = {
  en: { query: "لابتوب", product: "Kalam Student 14 Laptop" },
  ar: { query: "اير فراير", product: "قلّاية البيت الهوائية بسعة 6 لترات" },
} as const;

for (const language of languages) {
  const word = words[language.locale];

  test.describe(`header search in ${language.locale}`, () => {
    // The rules of when it asks (nothing below 3 characters, once, 500 ms after the last
    // keystroke, nothing once back under 3) are component tests (header-search-box.test.tsx);
    // here the real page asks the real storefront once the pause is over.
    test("asks the storefront 500 ms after the last keystroke, in the page's language", async ({
      page,
    }) => {
      await page.clock.install();
      const { field, options } = await openSearch(page, language.home);
      // Time stands still unless the test moves it, so every keystroke lands at the same instant.
      await page.clock.pauseAt(Date.now() + 10_000);
      const sent = trackSuggestionRequests(page);

      await field.pressSequentially(word.long);
      await page.clock.runFor(500);
      await expect.poll(() => sent.length).toBe(1);
      expect(keywordOf(sent[0] as Request)).toBe(word.long);
      expect(new URL((sent[0] as Request).url()).searchParams.get("locale")).toBe(language.locale);
      await expect(options.filter({ hasText: word.product })).toHaveCount(1);

      // Back under 3 characters: the list goes.
      await field.fill(word.short.slice(0, 2));
      await expect(options).toHaveCount(0);
      await expect(field).toHaveAttribute("aria-expanded", "false");
    });

    test("a newer keyword aborts the pending request, and only its own answer is shown", async ({
      page,
    }) => {
      const { field, options, popup } = await openSearch(page, language.home);
      const sent = trackSuggestionRequests(page);
      // The first answer is held back (the real server answers it, later).
      let held = false;
      let heldAnswered: () => void = () => {};
      const heldDone = new Promise<void>((resolve) => {
        heldAnswered = resolve;
      });
      await page.route(`**${suggestionsPath}?*`, async (route) => {
        if (!held) {
          held = true;
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          await route.continue().catch(() => {});
          heldAnswered();
          return;
        }
        await route.continue().catch(() => {});
      });
      const firstFailed = page.waitForEvent("requestfailed", (request) =>
        request.url().includes(suggestionsPath),
      );

      await field.pressSequentially(word.short);
      await expect.poll(() => sent.length).toBe(1);
      await field.pressSequentially(word.long.slice(word.short.length));
      await expect.poll(() => sent.length).toBe(2);

      const failed = await firstFailed;
      expect(keywordOf(failed)).toBe(word.short);
      expect(keywordOf(sent[1] as Request)).toBe(word.long);
      await expect(options.filter({ hasText: word.product })).toHaveCount(1);
      await expect(popup.getByTestId("search-see-all")).toContainText(word.long);
      // After the held answer has gone its way, the list still belongs to the newest keyword.
      await heldDone;
      await expect(popup.getByTestId("search-see-all")).toContainText(word.long);
      for (const mark of await popup.locator("mark").allTextContents())
        expect(mark.toLowerCase()).toBe(word.long.toLowerCase());
    });

    test("arrow keys move through the suggestions, wrapping; Enter opens the product", async ({
      page,
    }) => {
      const { field, options, listbox } = await openSearch(page, language.home);
      const answer = page.waitForResponse((response) => response.url().includes(suggestionsPath));
      await field.pressSequentially(word.long);
      const suggestions = (
        (await (await answer).json()) as { items: Array<{ id: number; name: string }> }
      ).items;
      expect(suggestions.length).toBeGreaterThan(1);
      await expect(options).toHaveCount(suggestions.length + 1);
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expect(field).toHaveAttribute(
        "aria-controls",
        (await listbox.getAttribute("id")) ?? "",
      );
      await expect(options.first()).toContainText(suggestions[0]?.name ?? "");
      await expect(listbox.locator("mark").first()).toHaveText(new RegExp(word.long, "i"));
      await expect(options.first().locator("img")).toHaveAttribute("width", /\d+/);

      const selected = options.and(page.locator('[aria-selected="true"]'));
      await field.press("ArrowDown");
      await expect(selected).toHaveCount(1);
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute(
        "aria-activedescendant",
        (await options.first().getAttribute("id")) ?? "",
      );
      await field.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await field.press("ArrowUp");
      await field.press("ArrowUp");
      // Past the top: the last option, "see all results".
      await expect(options.last()).toHaveAttribute("aria-selected", "true");
      await expect(options.last()).toContainText(word.long);
      await field.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");

      await expectNoSeriousA11yViolations(page);

      await field.press("Enter");
      await expect(page).toHaveURL(`${language.prefix}/product/${suggestions[0]?.id}`);
    });

    test("Escape closes the list, a second Escape empties the field; a click outside closes it", async ({
      page,
    }) => {
      const { field, options, popup } = await openSearch(page, language.home);
      await field.pressSequentially(word.long);
      await expect(options.first()).toBeVisible();
      await field.press("Escape");
      await expect(popup).toBeHidden();
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await expect(field).toHaveValue(word.long);
      await expect(field).toBeFocused();
      // Down again reopens what was found.
      await field.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await field.press("Escape");
      await field.press("Escape");
      await expect(field).toHaveValue("");

      await field.pressSequentially(word.long);
      await expect(options.first()).toBeVisible();
      // The header's own padding: nothing there to follow.
      await page.getByTestId("site-header").click({ position: { x: 2, y: 2 } });
      await expect(popup).toBeHidden();
    });

    test("“see all results” goes to the shop with the keyword", async ({ page }) => {
      const { field, options } = await openSearch(page, language.home);
      await field.pressSequentially(word.long);
      const seeAll = options.last();
      await expect(seeAll).toBeVisible();
      await seeAll.click();
      await expect(page).toHaveURL(
        `${language.prefix}/pages/shop?keyword=${encodeURIComponent(word.long)}`,
      );
    });

    test("a failing search shows nothing and logs nothing of its own", async ({ page }) => {
      const logged: string[] = [];
      page.on("console", (message) => {
        // The browser itself reports the failed load; the page adds nothing.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
          logged.push(message.text());
      });
      const { field, popup } = await openSearch(page, language.home);
      let calls = 0;
      await page.route(`**${suggestionsPath}?*`, (route) => {
        calls += 1;
        return calls === 1 ? route.abort("failed") : route.fulfill({ status: 500, body: "" });
      });
      await field.pressSequentially(word.long);
      await expect.poll(() => calls).toBe(1);
      const failedAnswer = page.waitForEvent(
        "response",
        (response) => response.url().includes(suggestionsPath) && response.status() === 500,
      );
      await field.pressSequentially("x");
      await expect.poll(() => calls).toBe(2);
      await failedAnswer;
      await expect(popup).toBeHidden();
      await expect(field).toHaveAttribute("aria-expanded", "false");
      expect(logged).toEqual([]);
    });

    test("Arabic spellings with ه for ة, without hamza or shadda find the product", async ({
      page,
    }) => {
      const { field, options } = await openSearch(page, language.home);
      for (const spelling of variantSpellings) {
        await field.fill("");
        await field.pressSequentially(spelling.query);
        const expected = options.filter({ hasText: spelling[language.locale] });
        await expect(expected, `“${spelling.query}” finds ${spelling.en}`).toHaveCount(1);
        // The Arabic page marks the word as written in the name.
        if (language.locale === "ar")
          await expect(expected.locator("mark").first()).toHaveText(spelling.mark);
      }
    });

    test("a keyword with a word the shop lacks lists what the other words find, and says so", async ({
      page,
    }) => {
      const partial = partialSearches[language.locale];
      await page.goto(
        `${language.prefix}/pages/shop?keyword=${encodeURIComponent(partial.keyword)}`,
      );
      await expect(shown(page, "partial-match")).toHaveText(partial.notice);
      await expect(
        shown(page, "product-list").getByRole("heading", { level: 3, name: partial.product }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // A keyword whose every word matches says nothing of the kind.
      await page.goto(`${language.prefix}/pages/shop?keyword=${encodeURIComponent(word.long)}`);
      await expect(shown(page, "product-list")).toBeVisible();
      await expect(page.getByTestId("partial-match")).toHaveCount(0);
    });

    test("a word that matches nothing is named, in the listing and in the suggestions", async ({
      page,
    }) => {
      const search = unmatchedSearches[language.locale];
      await page.goto(
        `${language.prefix}/pages/shop?keyword=${encodeURIComponent(search.keyword)}`,
      );
      await expect(shown(page, "partial-match")).toHaveText(search.notice);
      await expect(
        shown(page, "product-list").getByRole("heading", { level: 3, name: search.product }),
      ).toBeVisible();
      const { field, popup } = await openSearch(page, language.home);
      await field.pressSequentially(search.keyword);
      await expect(popup.getByTestId("search-unmatched")).toHaveText(search.notice);
      await expect(popup.getByRole("option").filter({ hasText: search.product })).toHaveCount(1);
    });

    test("an understood colour is a chip that takes it out of the search", async ({ page }) => {
      const search = colourSearches[language.locale];
      await page.goto(
        `${language.prefix}/pages/shop?keyword=${encodeURIComponent(search.keyword)}`,
      );
      const chip = shown(page, "understood").getByRole("link", { name: new RegExp(search.chip) });
      await expect(chip).toBeVisible();
      await expect(page.getByTestId("partial-match")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await chip.click();
      await expect(page).toHaveURL(
        `${language.prefix}/pages/shop?keyword=${encodeURIComponent(search.without)}`,
      );
      await expect(
        shown(page, "product-list").getByRole("heading", { level: 3, name: search.other }),
      ).toBeVisible();
      await expect(shown(page, "understood")).toHaveCount(0);
      // The suggestions show the same chip; it takes the colour out of the field.
      const { field, popup } = await openSearch(page, language.home);
      await field.pressSequentially(search.keyword);
      const suggested = popup.getByRole("button", { name: new RegExp(search.chip) });
      await suggested.click();
      await expect(field).toHaveValue(search.without);
      await expect(popup.getByTestId("search-understood")).toHaveCount(0);
    });

    test("English product words typed in Arabic letters find the product", async ({ page }) => {
      const loanword = loanwords[language.locale];
      const { field, options } = await openSearch(page, language.home);
      await field.pressSequentially(loanword.query);
      await expect(options.filter({ hasText: loanword.product })).toHaveCount(1);
    });

    test("a misspelt word still finds the product and marks the word it stands for", async ({
      page,
    }) => {
      const typo = typos[language.locale];
      const { field, options } = await openSearch(page, language.home);
      await field.pressSequentially(typo.query);
      const expected = options.filter({ hasText: typo.product });
      await expect(expected, `“${typo.query}” finds ${typo.product}`).toHaveCount(1);
      await expect(expected.locator("mark")).toHaveText([typo.mark]);
    });
  });
}

test("the suggestions endpoint refuses input its rules refuse, as every storefront call does", async ({
  request,
}) => {
  // The storefront calls' one failure rule (ADR 34): 400 and `{ message }` in the request's language.
  for (const [query, message] of [
    ["keyword=ab&locale=en", "This request is not one the storefront understands."],
    ["keyword=dates&locale=fr", "This request is not one the storefront understands."],
    [`keyword=${"a".repeat(101)}&locale=en`, "This request is not one the storefront understands."],
    ["locale=ar", "هذا الطلب غير مفهوم للمتجر."],
  ]) {
    const response = await request.get(`${suggestionsPath}?${query}`);
    expect(response.status(), query).toBe(400);
    expect(await response.json(), query).toEqual({ message });
  }
  const found = await request.get(`${suggestionsPath}?keyword=dates&locale=en`);
  const answer = (await found.json()) as {
    items: Array<Record<string, unknown>>;
    matched: string[];
    unmatched: string[];
  };
  expect(answer.matched).toEqual(["dates"]);
  expect(answer.unmatched).toEqual([]);
  const list = answer.items;
  expect(list.length).toBeGreaterThan(0);
  expect(list.length).toBeLessThanOrEqual(6);
  expect(Object.keys(list[0] ?? {}).sort()).toEqual([
    "id",
    "max",
    "min",
    "name",
    "picture",
    "sale",
  ]);
});

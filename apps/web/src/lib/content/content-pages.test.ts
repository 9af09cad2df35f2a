import { locales } from "@souq/contract/locale";
import { describe, expect, it } from "vitest";
import {
  contactDetails,
  contentPage,
  contentPageSlugs,
  contentTextParts,
} from "./content-pages.ts";

const allText = (slug: (typeof contentPageSlugs)[number], locale: "en" | "ar") =>
  JSON.stringify(contentPage(slug, locale));

describe("the store's pages", () => {
  it("every page fits the schema in both languages, with the same shape", () => {
    for (const slug of contentPageSlugs) {
      const [english, arabic] = locales.map((locale) => contentPage(slug, locale));
      expect(arabic?.sections.length, slug).toBe(english?.sections.length);
      expect(arabic?.team.length, slug).toBe(english?.team.length);
      expect(arabic?.questions.length, slug).toBe(english?.questions.length);
      arabic?.sections.forEach((section, index) => {
        expect(section.items?.length, `${slug} ${index}`).toBe(
          english?.sections[index]?.items?.length,
        );
      });
      expect(allText(slug, "ar"), slug).toMatch(/[\u0600-\u06FF]/);
    }
    for (const locale of locales) expect(contactDetails(locale).hours.length).toBeGreaterThan(0);
    expect(contactDetails("ar").location).toEqual(contactDetails("en").location);
    expect(contactDetails("ar").phone).toBe(contactDetails("en").phone);
  });

  it("states the product's real delivery charges and cancelling rule in both languages", () => {
    for (const locale of locales) {
      for (const slug of ["shipping", "faq"] as const) {
        const words = allText(slug, locale);
        for (const amount of ["25.00", "200.00", "45.00"]) expect(words, slug).toContain(amount);
      }
      expect(allText("returns", locale)).toMatch(locale === "en" ? /until any part/ : /ما لم يُشحن/);
      expect(allText("terms", locale)).toContain("15%");
    }
  });

  it("writes every price shown as a price, drawn with the riyal sign, never as SAR or ريال", () => {
    for (const locale of locales)
      for (const slug of contentPageSlugs) {
        const { description: _forSearchEngines, ...shown } = contentPage(slug, locale);
        expect(JSON.stringify(shown), `${slug} ${locale}`).not.toMatch(
          /[0-9]\s*(?:SAR|ريال|ر\.س)|(?:SAR|ر\.س)\s*[0-9]/,
        );
      }
    expect(contentTextParts("Standard delivery: {price:25.00} per order.")).toEqual([
      "Standard delivery: ",
      { price: 25 },
      " per order.",
    ]);
    expect(contentTextParts("{price:200.00}")).toEqual([{ price: 200 }]);
    expect(contentTextParts("no price {price:x}")).toEqual(["no price {price:x}"]);
  });

  it("the team is shown with initials, never photos", () => {
    const about = contentPage("about", "en");
    expect(about.team.length).toBeGreaterThan(0);
    expect(JSON.stringify(about)).not.toMatch(/\.(png|jpe?g|webp|avif)/i);
  });
});

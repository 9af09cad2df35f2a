import { describe, expect, it } from "vitest";
import { highlightMatches } from "./highlight-matches.ts";

const marked = (name: string, query: string) =>
  highlightMatches(name, query)
    .filter((part) => part.match)
    .map((part) => part.text);

describe("highlightMatches", () => {
  it("marks the query's words in the original letters, whatever their case", () => {
    expect(marked("Falak X12 Pro Smartphone", "x12 pro")).toEqual(["X12", "Pro"]);
    expect(highlightMatches("Madinah Ajwa Dates", "ajw")).toEqual([
      { start: 0, text: "Madinah ", match: false },
      { start: 8, text: "Ajw", match: true },
      { start: 11, text: "a Dates", match: false },
    ]);
  });

  it("marks Arabic names found by variant spellings", () => {
    expect(marked("تمر عجوة المدينة", "عجوه")).toEqual(["عجوة"]);
    expect(marked("ثوب الأندلس الكلاسيكي الأبيض", "الاندلس")).toEqual(["الأندلس"]);
    expect(marked("أباجورة البيت الخزفية", "اباجوره")).toEqual(["أباجورة"]);
  });

  it("keeps the diacritics of marked letters inside the mark", () => {
    expect(marked("هاتف فلك X10 الذكي (مجدَّد)", "مجدد")).toEqual(["مجدَّد"]);
    expect(marked("دلّة البيت النحاسية", "دله")).toEqual(["دلّة"]);
  });

  it("prefers the starts of words and leaves a name without a match unmarked", () => {
    expect(marked("Dates and more dates", "date")).toEqual(["Date", "date"]);
    expect(highlightMatches("Bait Arc Floor Lamp", "sofa")).toEqual([
      { start: 0, text: "Bait Arc Floor Lamp", match: false },
    ]);
  });

  it("falls back to the folded word the API also matches", () => {
    expect(marked("سماعة صدى ANC 700 اللاسلكية", "السماعه")).toEqual(["سماعة"]);
    expect(marked("Zaman Fit 2 Smartwatch", "watches")).toEqual(["watch"]);
  });

  it("marks the words a misspelt query word stands for, as the API finds them", () => {
    expect(marked("Tarab Mini Smart Speaker", "spekaer")).toEqual(["Speaker"]);
    expect(marked("Sada ANC 700 Headphones", "hedpho")).toEqual(["Headphones"]);
    expect(marked("سماعة صدى ANC 700 اللاسلكية", "سماعت")).toEqual(["سماعة"]);
    // Too short to be taken for a typo, or too far from every word: nothing is marked.
    expect(marked("Bait Arc Floor Lamp", "lmp")).toEqual([]);
    expect(marked("Bait Arc Floor Lamp", "qamra")).toEqual([]);
  });

  it("marks words found through the light stemmer and joined letters, as the API matches them", () => {
    expect(marked("حقيبة سهم الرياضية للنادي", "رياضي")).toEqual(["رياضي"]);
    expect(marked("حذاء سهم الرياضي المضيء للأطفال", "الرياضيه")).toEqual(["رياضي"]);
    expect(marked("Sahm Stride Running Shoes", "runs")).toEqual(["Run"]);
    expect(marked("سماعة صدى ANC 700 اللاسلكية", "وسماعة")).toEqual(["سماعة"]);
    expect(marked("سماعة صدى ANC 700 اللاسلكية", "صماعة")).toEqual(["سماعة"]);
  });

  it("joins the marks of overlapping words", () => {
    expect(marked("Sukkari Dates", "sukk sukkari")).toEqual(["Sukkari"]);
  });
});

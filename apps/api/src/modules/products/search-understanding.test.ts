import { describe, expect, it } from "vitest";
import { synonymGroupsFor, synonymTableOf } from "./search-synonyms.ts";
import data from "./search-understanding.json";
import {
  attributeTokensOf,
  measureLabel,
  modelParts,
  separatedNumbersIn,
  understandKeyword,
} from "./search-understanding.ts";

const synonyms = synonymTableOf(synonymGroupsFor("souq"));

/** What a keyword was read as, in short: words, preferences, price, order (typed parts shown). */
function read(keyword: string) {
  const understood = understandKeyword(keyword, synonyms);
  const typed = (part: { start: number; end: number }) => keyword.slice(part.start, part.end);
  return {
    words: understood.words.map((word) => word.text),
    preferences: understood.preferences.map(
      (preference) => `${preference.kind}:${preference.key}@${typed(preference)}`,
    ),
    price: understood.price && [
      understood.price.min,
      understood.price.max,
      typed(understood.price),
    ],
    sort: understood.sort && [understood.sort.sort, typed(understood.sort)],
  };
}

describe("understandKeyword", () => {
  it.each([
    ["black abaya", ["abaya"], ["colour:black@black"]],
    ["عباية سوداء", ["عبايه"], ["colour:black@سوداء"]],
    ["ثوب كحلي", ["ثوب"], ["colour:navy@كحلي"]],
    ["leather bag", ["bag"], ["material:leather@leather"]],
    ["phone 256gb", ["phone"], ["measure:256gb@256gb"]],
    ["جوال ٢٥٦ جيجا", ["جوال"], ["measure:256gb@٢٥٦ جيجا"]],
    ["غلاية ١٫٧ لتر", ["غلايه"], ["measure:1700ml@١٫٧ لتر"]],
    ["kettle 1.7l", ["kettle"], ["measure:1700ml@1.7l"]],
    ["laptop 1 tb", ["laptop"], ["measure:1024gb@1 tb"]],
    ["abaya size 54", ["abaya"], ["size:54@size 54"]],
    ["تيشيرت مقاس xl", ["تيشيرت"], ["size:xl@مقاس xl"]],
    ["xl polo", ["polo"], ["size:xl@xl"]],
    ["men's perfume", ["perfume"], ["audience:men@men"]],
    ["عطور رجالية", ["عطور"], ["audience:men@رجالية"]],
    ["ألعاب بنات", ["العاب"], ["audience:girls@بنات"]],
    ["ساعة لطفل", ["ساعه"], ["audience:kids@لطفل"]],
  ])("reads %s", (keyword, words, preferences) => {
    const understood = read(keyword);
    expect(understood.words).toEqual(words);
    expect(understood.preferences).toEqual(preferences);
  });

  it("keeps a phrase of the synonym table whole: أحمر شفاه is a lipstick, not a colour", () => {
    expect(read("احمر شفاه")).toEqual({
      words: ["احمر", "شفاه"],
      preferences: [],
      price: undefined,
      sort: undefined,
    });
  });

  it.each([
    ["phone under 1000", [undefined, 1000, "under 1000"]],
    ["تحت ١٠٠", [undefined, 100, "تحت ١٠٠"]],
    ["عطر اقل من ٢٠٠ ريال", [undefined, 200, "اقل من ٢٠٠ ريال"]],
    ["perfume 200 sar or less", [undefined, 200, "200 sar or less"]],
    ["perfume over 500", [500, undefined, "over 500"]],
    ["between 50 and 80 perfume", [50, 80, "between 50 and 80"]],
    ["عطر من 100 الى 200", [100, 200, "من 100 الى 200"]],
    ["perfume 100-200 sar", [100, 200, "100-200 sar"]],
  ])("reads a price bound in %s", (keyword, price) => {
    expect(read(keyword).price).toEqual(price);
  });

  it("reads the cheapest or the dearest first, and keeps a weight bound a measure", () => {
    expect(read("cheap phone").sort).toEqual(["price_asc", "cheap"]);
    expect(read("ارخص جوال").sort).toEqual(["price_asc", "ارخص"]);
    expect(read("most expensive watch").sort).toEqual(["price_desc", "most expensive"]);
    expect(read("dumbbell under 2 kg").price).toBeUndefined();
  });

  it("reads model numbers as catalogs write them", () => {
    expect(understandKeyword("X 12").words).toEqual([
      { text: "x12", start: 0, end: 4, parts: ["x", "12"] },
    ]);
    expect(understandKeyword("x-12 pro").words.map((word) => word.text)).toEqual(["x12", "pro"]);
    expect(understandKeyword("a7plus").words[0]?.parts).toEqual(["a7", "plus"]);
    expect(modelParts("iphone15")).toEqual(["iphone", "15"]);
    expect(modelParts("g15")).toEqual(["g15"]);
  });

  it("reads a number with a separator as one word, in any digits", () => {
    expect(read("soundbar ٥٫١").words).toEqual(["soundbar", "5.1"]);
    expect(read("5,000 mah").preferences).toEqual(["measure:5000mah@5,000 mah"]);
    expect(separatedNumbersIn("Tarab Majlis 5.1, 5,000 mAh")).toEqual(["5.1", "5000"]);
  });

  it("spells Arabizi in Arabic letters and drops words that mean nothing alone", () => {
    expect(understandKeyword("3baya").words[0]?.arabizi).toContain("عبايه");
    expect(read("ابي عطر مع بخور").words).toEqual(["عطر", "بخور"]);
    expect(read("a bag for the gym").words).toEqual(["bag", "gym"]);
  });
});

describe("attributeTokensOf", () => {
  const source = {
    names: ["Layali Classic Black Crepe Abaya", "عباية ليالي الكلاسيكية السوداء من الكريب"],
    categoryNames: ["Women", "النساء"],
    vendorNames: ["Layali Boutique"],
    vendorDescriptions: ["A women's boutique for abayas"],
    descriptions: [],
    colourNames: ["Navy", "كحلي"],
    sizeNames: ["52", "M", "256 GB", "0.8 L"],
    specValues: ["1.7 litres", "100% cotton"],
  };

  it("gives a product its colours with their families, sizes, measures, materials and audiences", () => {
    expect(attributeTokensOf(source).sort()).toEqual(
      [
        "~c:navy",
        "~c:blue",
        "~c:black",
        "~m:crepe",
        "~m:cotton",
        "~q:1700ml",
        "~q:256gb",
        "~q:800ml",
        "~s:52",
        "~s:m",
        "~a:women",
      ].sort(),
    );
  });

  it("reads unisex in a description as for both", () => {
    expect(
      attributeTokensOf({
        ...source,
        vendorDescriptions: [],
        categoryNames: [],
        descriptions: ["An easy, unisex scent"],
      }),
    ).toEqual(expect.arrayContaining(["~a:unisex", "~a:men", "~a:women"]));
  });

  it("writes measures for shoppers in either language", () => {
    expect(measureLabel("1700ml", "en")).toBe("1.7 L");
    expect(measureLabel("1700ml", "ar")).toBe("1.7 لتر");
    expect(measureLabel("256gb", "en")).toBe("256 GB");
    expect(measureLabel("1024gb", "en")).toBe("1 TB");
    expect(measureLabel("24000g", "ar")).toBe("24 كجم");
  });
});

describe("the understanding file an operator edits", () => {
  it("gives every colour and material a key and names in both languages, and every unit a factor", () => {
    for (const entry of [...data.colours, ...data.materials]) {
      expect(entry.key).toMatch(/^[a-z-]+$/);
      expect(entry.en.length).toBeGreaterThan(0);
      expect(entry.ar).toMatch(/\p{Script=Arabic}/u);
      expect(entry.words.length).toBeGreaterThan(0);
    }
    for (const unit of data.units) expect(unit.factor).toBeGreaterThan(0);
  });
});

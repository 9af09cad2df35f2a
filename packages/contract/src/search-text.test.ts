import { describe, expect, it } from "vitest";
import {
  allowedSlips,
  arabiziForms,
  editDistance,
  foldToken,
  normalizeSearchCharacter,
  normalizeSearchText,
  oneSlipPatterns,
  plausibleSlip,
  searchTokenSpans,
  searchTokens,
  slipDistance,
  slipsBetween,
  typoSlips,
  withoutJoinedLetter,
} from "./search-text.ts";

describe("normalizeSearchText", () => {
  it.each([
    ["أحمر", "احمر"],
    ["إبريق", "ابريق"],
    ["آلة", "اله"],
    ["ٱلقهوة", "القهوه"],
    ["مستشفى", "مستشفي"],
    ["سماعة", "سماعه"],
    ["مسؤول", "مسوول"],
    ["رئيسي", "رييسي"],
    ["سَمّاعَةٌ", "سماعه"],
    ["ســـاعة", "ساعه"],
    ["٢٥٦ جيجا", "256 جيجا"],
    ["۱۲۸GB", "128gb"],
    ["iPhone 15 PRO", "iphone 15 pro"],
    ["Café Crème", "cafe creme"],
    ["فستان\u200c أحمر", "فستان احمر"],
    // Arabic-Indic and Persian digits, the Arabic decimal and thousands separators.
    ["١٫٧ لتر", "1.7 لتر"],
    ["۵٬۰۰۰ مللي أمبير", "5,000 مللي امبير"],
    ["٢٥٦GB", "256gb"],
    ["٪١٥", "%15"],
  ])("%s → %s", (text, expected) => {
    expect(normalizeSearchText(text)).toBe(expected);
  });

  it("maps every character to at most one, so matches map back onto the original", () => {
    const original = "سَمّاعَة Ø ٣ ـ é";
    for (const character of original) {
      expect([...normalizeSearchCharacter(character)].length).toBeLessThanOrEqual(1);
    }
    const kept = [...original].filter((character) => normalizeSearchCharacter(character) !== "");
    expect([...normalizeSearchText(original)]).toHaveLength(kept.length);
  });

  it("keeps punctuation and other scripts", () => {
    expect(normalizeSearchText("T-shirt, 100% قطن؟")).toBe("t-shirt, 100% قطن؟");
  });
});

describe("searchTokens", () => {
  it("splits on anything that is not a letter or a digit and drops empties", () => {
    expect(searchTokens("  iPhone-15, أسود!! ")).toEqual(["iphone", "15", "اسود"]);
    expect(searchTokens(" ,; ")).toEqual([]);
  });
});

describe("foldToken", () => {
  it.each([
    ["phones", "phone"],
    ["watches", "watch"],
    ["accessories", "accessory"],
    ["glasses", "glass"],
    ["boxes", "box"],
    ["dresses", "dress"],
    ["shoes", "shoe"],
    ["phone", "phone"],
    ["glass", "glass"],
    ["bus", "bus"],
    ["gas", "gas"],
    ["256gb", "256gb"],
    ["السماعه", "سماعه"],
    ["ساعات", "ساعه"],
    ["الساعات", "ساعه"],
    ["سماعات", "سماعه"],
    ["الة", "الة"],
    ["بنات", "بنات"],
    ["للاطفال", "اطفال"],
    ["بالفانيلا", "فانيلا"],
    ["والقهوه", "قهوه"],
    ["فساتين", "فستان"],
    ["الاحذيه", "حذاء"],
    ["العاب", "لعبه"],
    ["الالعاب", "لعبه"],
    ["مكبرات", "مكبر"],
  ])("%s → %s", (token, expected) => {
    expect(foldToken(token)).toBe(expected);
  });

  it("folds a word and its plural alike", () => {
    for (const [one, many] of [
      ["headphone", "headphones"],
      ["accessory", "accessories"],
      ["watch", "watches"],
      ["سماعه", "سماعات"],
      ["فستان", "الفساتين"],
    ] as const) {
      expect(foldToken(one)).toBe(foldToken(many));
    }
  });
});

describe("foldToken's light stemming", () => {
  it.each([
    ["وبالسماعات", "سماعه"],
    ["وللاطفال", "اطفال"],
    ["الرياضيه", "رياضي"],
    ["رياضي", "رياضي"],
    ["الذكيه", "ذكي"],
    ["لاعبين", "لاعب"],
    ["لاعبون", "لاعب"],
    ["سكين", "سكين"],
    ["الشنط", "شنطه"],
    ["الصنادل", "صندل"],
    ["مصابيح", "مصباح"],
    ["جوالات", "جوال"],
    ["running", "run"],
    ["seating", "seat"],
    ["ring", "ring"],
    ["dressing", "dress"],
  ])("%s → %s", (token, expected) => {
    expect(foldToken(token)).toBe(expected);
  });

  it("folds loanword letters typed on Persian keyboards", () => {
    expect(normalizeSearchText("ڤيتامين پلس گيم")).toBe("فيتامين بلس كيم");
  });
});

describe("withoutJoinedLetter", () => {
  it("takes a joined و ف ب ك ل off an Arabic word, folded, when three letters remain", () => {
    expect(withoutJoinedLetter("لجوال")).toBe("جوال");
    expect(withoutJoinedLetter("وسماعات")).toBe("سماعه");
    expect(withoutJoinedLetter("بخور")).toBe("خور");
    expect(withoutJoinedLetter("لوح")).toBeNull();
    expect(withoutJoinedLetter("سماعه")).toBeNull();
    expect(withoutJoinedLetter("laptop")).toBeNull();
  });
});

describe("slipDistance", () => {
  it("counts a letter swapped by ear for another as half a slip", () => {
    expect(slipDistance("صماعه", "سماعه")).toBe(0.5);
    expect(slipDistance("ترب", "طرب")).toBe(0.5);
    expect(slipDistance("غوال", "جوال")).toBe(0.5);
    expect(slipDistance("نظاره", "نضاره")).toBe(0.5);
    expect(slipDistance("ذيت", "زيت")).toBe(0.5);
  });

  it("counts the ending of ة written ح, ت or ا as half a slip, at the end only", () => {
    expect(slipDistance("سماعت", "سماعه")).toBe(0.5);
    expect(slipDistance("كاميرا", "كاميره")).toBe(0.5);
    expect(slipDistance("تحت", "تهت")).toBe(1);
  });

  it("counts other slips as editDistance does", () => {
    expect(slipDistance("spekaer", "speaker")).toBe(1);
    expect(slipDistance("camra", "camera")).toBe(1);
    expect(slipDistance("خذاء", "حذاء")).toBe(1);
  });
});

describe("typo allowances", () => {
  it("allows half a slip at three letters, one up to five, two from six", () => {
    expect(allowedSlips(2)).toBe(0);
    expect(allowedSlips(3)).toBe(0.5);
    expect(allowedSlips(5)).toBe(1);
    expect(allowedSlips(6)).toBe(2);
    expect(typoSlips(["ترب"], "طرب", false)).toBe(0.5);
    expect(typoSlips(["lmp"], "lamp", false)).toBeUndefined();
    expect(typoSlips(["خذاء"], "حذاء", false)).toBe(1);
  });

  it("lists the LIKE patterns of every word one slip from a short word", () => {
    const patterns = oneSlipPatterns("حذاء");
    expect(patterns).toEqual(
      expect.arrayContaining(["_ذاء", "ح_اء", "حذا_", "_حذاء", "ذاء", "ذحاء"]),
    );
    expect(patterns).not.toContain("حذاء");
    expect(oneSlipPatterns("طرب")).toEqual(["_رب", "ط_ب", "طر_"]);
    expect(oneSlipPatterns("headphones")).toEqual([]);
  });
});

describe("editDistance", () => {
  it("counts a letter typed wrong, missed, added or two swapped as one slip", () => {
    expect(editDistance("speaker", "speaker")).toBe(0);
    expect(editDistance("camra", "camera")).toBe(1);
    expect(editDistance("cofffee", "coffee")).toBe(1);
    expect(editDistance("lipstuck", "lipstick")).toBe(1);
    expect(editDistance("spekaer", "speaker")).toBe(1);
    expect(editDistance("hedphone", "headphone")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });

  it("counts Arabic letters, not bytes", () => {
    expect(editDistance("سماعت", "سماعه")).toBe(1);
    expect(editDistance("سماعت", "سماعات")).toBe(1);
    expect(editDistance("كاميره", "كاميرا")).toBe(1);
  });
});

describe("slipsBetween", () => {
  it("compares a half-typed word of six letters or more with the start of longer words", () => {
    expect(slipsBetween("hedpho", "headphone", true)).toBe(1);
    expect(slipsBetween("hedpho", "headphone", false)).toBeGreaterThan(2);
  });

  it("compares shorter half-typed words with whole words only", () => {
    expect(slipsBetween("sanad", "sandal", true)).toBe(2);
  });
});

describe("searchTokenSpans", () => {
  it("gives each word with where it was typed, marks and tatweel inside it", () => {
    const text = "عبايـة سَوداء ١٫٧";
    expect(searchTokenSpans(text)).toEqual([
      { token: "عبايه", start: 0, end: 6 },
      { token: "سوداء", start: 7, end: 13 },
      { token: "1", start: 14, end: 15 },
      { token: "7", start: 16, end: 17 },
    ]);
    for (const span of searchTokenSpans("Men's perfume")) {
      expect(span.token).not.toBe("s");
    }
  });

  it("drops an English possessive's s, not a size typed alone", () => {
    expect(searchTokens("men's women’s kids' perfume")).toEqual([
      "men",
      "women",
      "kids",
      "perfume",
    ]);
    expect(searchTokens("abaya s")).toEqual(["abaya", "s"]);
  });
});

describe("arabiziForms", () => {
  it.each([
    ["3baya", "عبايه"],
    ["3tor", "عطور"],
    ["ma3moul", "معمول"],
    ["3ood", "عود"],
    ["sa3a", "ساعه"],
    ["sha7en", "شاحن"],
  ])("reads %s as %s among its spellings", (typed, arabic) => {
    expect(arabiziForms(typed)).toContain(arabic);
  });

  it("leaves model numbers, measures and plain words alone", () => {
    for (const word of ["x12", "a7", "g15", "5g", "256gb", "m24", "abaya", "3d", "ps5"]) {
      expect(arabiziForms(word), word).toEqual([]);
    }
  });

  it("keeps to a few spellings", () => {
    expect(arabiziForms("3ataba6sat").length).toBeLessThanOrEqual(8);
  });
});

describe("strict typos, for a keyword nothing else supports", () => {
  it.each([
    ["jacket", "racket"],
    ["bike", "bite"],
    ["tent", "test"],
    ["drill", "grill"],
    ["blender", "blend"],
    ["wallet", "wall"],
    ["boat", "boot"],
  ])("does not take %s for %s", (typed, word) => {
    expect(typoSlips([typed], word, false)).toBeDefined();
    expect(typoSlips([typed], word, false, true)).toBeUndefined();
  });

  it("never takes a word with a feminine ending added or missed for another (a charger, a truck)", () => {
    for (const [typed, word] of [
      ["شاحن", "شاحنه"],
      ["زوجه", "زوج"],
    ]) {
      expect(typoSlips([typed as string], word as string, false), typed).toBeUndefined();
    }
    // The ending written another way is still half a slip.
    expect(typoSlips(["سماعت"], "سماعه", false)).toBe(0.5);
  });

  it.each([
    ["spekar", "speaker", false],
    ["sofaa", "sofa", false],
    ["puzle", "puzzle", false],
    ["smartwach", "smartwatch", false],
    ["headph", "headphones", true],
    ["سماعت", "سماعه", false],
    ["خذاء", "حذاء", false],
    ["صماعه", "سماعه", false],
    ["ترب", "طرب", false],
  ] as const)("still takes %s for %s", (typed, word, prefix) => {
    expect(typoSlips([typed], word, prefix, true)).toBeDefined();
  });

  it("counts Arabic letters differing by their dots, vowels for vowels and neighbouring keys as likely slips, past the first letter", () => {
    expect(plausibleSlip("ح", "خ", true)).toBe(true);
    expect(plausibleSlip("ح", "خ", false, true)).toBe(true);
    expect(plausibleSlip("e", "a", false)).toBe(true);
    expect(plausibleSlip("e", "a", true)).toBe(false);
    expect(plausibleSlip("a", "o", false, true)).toBe(false);
    expect(plausibleSlip("s", "d", false)).toBe(true);
    expect(plausibleSlip("v", "c", true)).toBe(false);
    expect(plausibleSlip("j", "r", false)).toBe(false);
  });
});

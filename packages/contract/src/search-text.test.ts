import { describe, expect, it } from "vitest";
import {
  allowedSlips,
  editDistance,
  foldToken,
  normalizeSearchCharacter,
  normalizeSearchText,
  oneSlipPatterns,
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

// How search text is normalised, shared by the API (indexing and queries) and the browser
// (highlighting matches). No imports: client code loads this module.

const latinDigitZero = 0x30;

/** The ASCII digit an Arabic-Indic (٠-٩) or Persian (۰-۹) digit stands for; null for any other. */
export function latinDigitOf(character: string): string | null {
  const code = character.codePointAt(0) ?? 0;
  if (code >= 0x0660 && code <= 0x0669) return String.fromCharCode(latinDigitZero + code - 0x0660);
  if (code >= 0x06f0 && code <= 0x06f9) return String.fromCharCode(latinDigitZero + code - 0x06f0);
  return null;
}

/** The text with every Arabic-Indic or Persian digit written as its ASCII digit. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => latinDigitOf(digit) ?? digit);
}

/** Arabic letters written several ways that a shopper should not have to tell apart. */
const arabicFolds: Record<string, string> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0672": "\u0627", // ٲ → ا
  "\u0673": "\u0627", // ٳ → ا
  "\u0649": "\u064a", // ى → ي
  "\u06cc": "\u064a", // ی (Persian yeh) → ي
  "\u0629": "\u0647", // ة → ه
  "\u0624": "\u0648", // ؤ → و
  "\u0626": "\u064a", // ئ → ي
  "\u06a9": "\u0643", // ک (keheh) → ك
};

/** Combining marks (tashkeel and Latin accents) and invisible format characters. */
const droppedCharacter = /^[\p{Mn}\p{Me}\p{Cf}]$/u;
const tatweel = "\u0640";
const tokenSeparator = /[^\p{L}\p{N}]+/u;

/**
 * One character of search text, or "" when it is dropped. Every character maps to at most one, so
 * a client can map a match in the normalised text back onto the original for highlighting.
 */
export function normalizeSearchCharacter(character: string): string {
  const digit = latinDigitOf(character);
  if (digit !== null) return digit;
  const code = character.codePointAt(0) ?? 0;
  if (character === tatweel || droppedCharacter.test(character)) return "";
  const folded = arabicFolds[character];
  if (folded) return folded;
  if (code < 0x80) return character.toLowerCase();
  // Accented Latin letters lose their accent (é → e); other letters are lower-cased when that
  // keeps them one character.
  const base = character.normalize("NFD").charAt(0);
  const lower = (base && base !== character ? base : character).toLowerCase();
  return [...lower].length === 1 ? lower : character;
}

/**
 * Search text in one form for both languages: Latin letters in lower case without accents; Arabic
 * without tashkeel or tatweel, with أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و, ئ → ي; Arabic-Indic digits
 * (٠-٩, ۰-۹) → 0-9. Works character by character (see normalizeSearchCharacter); everything else
 * is kept.
 */
export function normalizeSearchText(text: string): string {
  let normalized = "";
  for (const character of text) normalized += normalizeSearchCharacter(character);
  return normalized;
}

/** The words of a text, normalised: runs of letters and digits. */
export function searchTokens(text: string): string[] {
  return normalizeSearchText(text)
    .split(tokenSeparator)
    .filter((token) => token.length > 0);
}

const arabicLetter = /\p{Script=Arabic}/u;
/** The article ال, alone or after a joined و ب ك ف, and لل (ل + ال); longest first. */
const arabicArticles = [
  "\u0648\u0627\u0644", // وال
  "\u0628\u0627\u0644", // بال
  "\u0643\u0627\u0644", // كال
  "\u0641\u0627\u0644", // فال
  "\u0644\u0644", // لل
  "\u0627\u0644", // ال
];
const arabicFemininePlural = "\u0627\u062a"; // ات
const arabicTaMarbuta = "\u0647"; // ة, already normalised to ه

/**
 * Broken plurals of everyday shop words, normalised, mapped to their singular: no suffix rule can
 * find them and they are too far apart for trigram similarity (فساتين ~ فستان).
 */
const arabicBrokenPlurals: Record<string, string> = {
  فساتين: "فستان",
  احذيه: "حذاء",
  حقايب: "حقيبه",
  قمصان: "قميص",
  ثياب: "ثوب",
  عطور: "عطر",
  تمور: "تمر",
  هواتف: "هاتف",
  اجهزه: "جهاز",
  حواسيب: "حاسوب",
  كراسي: "كرسي",
  مصابيح: "مصباح",
  فوانيس: "فانوس",
  شموع: "شمعه",
  اكواب: "كوب",
  فناجين: "فنجان",
  قدور: "قدر",
  اقلام: "قلم",
  كتب: "كتاب",
  العاب: "لعبه",
  اساور: "سوار",
  اطقم: "طقم",
  مكبرات: "مكبر",
};

/**
 * A normalised word in the form both the index and the query use.
 * English: a simple plural folding (accessories → accessory, watches → watch, glasses → glass,
 * phones → phone); words of three letters or fewer and words ending in ss, us or is are kept.
 * Arabic: the article (ال, وال, بال, كال, فال, لل) is dropped when at least three letters remain
 * (السماعه → سماعه, للاطفال → اطفال); a few common broken plurals become their singular
 * (فساتين → فستان); the sound feminine plural ات becomes the singular ending ه (ساعات → ساعه)
 * when at least three letters remain. Other broken plurals are left to trigram similarity.
 */
export function foldToken(token: string): string {
  if (arabicLetter.test(token)) {
    const plural = arabicBrokenPlurals[token];
    if (plural) return plural;
    let word = token;
    const article = arabicArticles.find(
      (candidate) => word.startsWith(candidate) && word.length - candidate.length >= 3,
    );
    if (article) word = word.slice(article.length);
    const singular = arabicBrokenPlurals[word];
    if (singular) return singular;
    if (word.endsWith(arabicFemininePlural) && word.length - arabicFemininePlural.length >= 3) {
      word = word.slice(0, -arabicFemininePlural.length) + arabicTaMarbuta;
    }
    return word;
  }
  if (token.length <= 3 || !/^[a-z]+$/.test(token)) return token;
  if (/(ss|us|is)$/.test(token)) return token;
  if (token.endsWith("ies") && token.length > 4) return `${token.slice(0, -3)}y`;
  if (/(sses|ches|shes|xes|zzes)$/.test(token)) return token.slice(0, -2);
  if (token.endsWith("s")) return token.slice(0, -1);
  return token;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment), by code point: the
 * number of letters typed wrong, missed, added or swapped ("spekaer" → "speaker" is 1).
 */
export function editDistance(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      let best = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && left[i - 1] === right[j - 2] && left[i - 2] === right[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/** Shorter words have too few letters to tell a typo from another word: they match exactly only. */
export const minTypoLength = 4;

/** Typing slips allowed in a word of this many letters: one up to five, two from six. */
function allowedSlips(length: number): number {
  return length >= 6 ? 2 : 1;
}

/** Shorter half-typed words are too ambiguous to compare with the start of longer words. */
const minPrefixLength = 6;

/**
 * How far a typed word is from a word of the catalog: for the word still being typed (six letters
 * or more), from the catalog word's start of about the same length too ("hedpho" is 1 from
 * "headpho…").
 */
export function slipsBetween(typed: string, word: string, prefix: boolean): number {
  let best = editDistance(typed, word);
  const length = [...typed].length;
  if (!prefix || length < minPrefixLength) return best;
  const letters = [...word];
  for (const size of [length - 1, length, length + 1]) {
    if (size > 0 && size < letters.length) {
      best = Math.min(best, editDistance(typed, letters.slice(0, size).join("")));
    }
  }
  return best;
}

/**
 * How many slips separate a typed word (in any of its forms: folded, as written) from a word of
 * the catalog when it is close enough to be taken for a typo of it; undefined when it is not, or
 * when the typed word is too short to be taken for a typo at all.
 */
export function typoSlips(forms: string[], word: string, prefix: boolean): number | undefined {
  const shortest = Math.min(...forms.map((form) => [...form].length));
  if (shortest < minTypoLength) return undefined;
  const slips = Math.min(...forms.map((form) => slipsBetween(form, word, prefix)));
  return slips <= allowedSlips(shortest) ? slips : undefined;
}

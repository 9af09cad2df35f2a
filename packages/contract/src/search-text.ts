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
  "\u06af": "\u0643", // گ (gaf, in loanwords) → ك
  "\u067e": "\u0628", // پ (peh, in loanwords) → ب
  "\u06a4": "\u0641", // ڤ (veh, in loanwords) → ف
  "\u0686": "\u062c", // چ (tcheh, in loanwords) → ج
};

/**
 * Arabic number punctuation written as Latin: the decimal separator ٫ (١٫٧ لتر → 1.7), the thousands
 * separator ٬ and the percent sign ٪, so numbers and measures read the same in either script.
 */
const arabicNumberPunctuation: Record<string, string> = {
  "\u066b": ".", // ٫
  "\u066c": ",", // ٬
  "\u066a": "%", // ٪
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
  const folded = arabicFolds[character] ?? arabicNumberPunctuation[character];
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

/** A word of a text, normalised, with where it stands in the original text (UTF-16 offsets). */
export interface TokenSpan {
  token: string;
  start: number;
  end: number;
}

const apostrophes = "'\u2019\u02bc";

/**
 * The words of a text, normalised (runs of letters and digits), each with its place in the
 * original, so what the search understood of a keyword can be named and taken out as typed. An
 * English possessive's "s" is not a word (men's → men, women’s → women).
 */
export function searchTokenSpans(text: string): TokenSpan[] {
  const spans: TokenSpan[] = [];
  let token = "";
  let start = 0;
  let end = 0;
  const close = () => {
    const possessive = token === "s" && apostrophes.includes(text[start - 1] ?? "");
    if (token && !possessive) spans.push({ token, start, end });
    token = "";
  };
  for (let index = 0; index < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(index) ?? 0);
    const normalized = normalizeSearchCharacter(character);
    if (normalized && !tokenSeparator.test(normalized)) {
      if (!token) start = index;
      token += normalized;
      end = index + character.length;
    } else if (normalized) {
      close();
    }
    index += character.length;
  }
  close();
  return spans;
}

/** The words of a text, normalised: runs of letters and digits (see searchTokenSpans). */
export function searchTokens(text: string): string[] {
  return searchTokenSpans(text).map((span) => span.token);
}

const arabicLetter = /\p{Script=Arabic}/u;
/**
 * The article ال, alone or after a joined و ب ك ف (also و or ف before بال), and لل (ل + ال, also
 * after و or ف); longest first.
 */
const arabicArticles = [
  "\u0648\u0628\u0627\u0644", // وبال
  "\u0641\u0628\u0627\u0644", // فبال
  "\u0648\u0644\u0644", // ولل
  "\u0641\u0644\u0644", // فلل
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
 * Data: broken plurals of shop words, mapped to their singular, in normalised spelling (ة as ه,
 * أ إ آ as ا, ئ as ي, ؤ as و). No suffix rule finds these, and a plural is usually too far from its
 * singular for typo matching (فساتين ~ فستان). Also the few sound plurals in ات of masculine words,
 * which the ات → ه rule would turn into a feminine (جوالات → جواله). To add a word: its plural
 * (without ال) as the key, its singular as the value, both normalised; the singular is then folded
 * by the suffix rules like any word. Reindex the catalog after a change (the seed does; a running
 * marketplace needs `refreshSearchDocuments`), since the index and the query both use it. Kept in
 * this module because the browser loads it and it imports nothing.
 */
export const arabicBrokenPlurals: Readonly<Record<string, string>> = {
  // Clothing and shoes
  فساتين: "فستان",
  قمصان: "قميص",
  ثياب: "ثوب",
  اثواب: "ثوب",
  بشوت: "بشت",
  سراويل: "سروال",
  احذيه: "حذاء",
  صنادل: "صندل",
  جوارب: "جورب",
  اقمشه: "قماش",
  الوان: "لون",
  // Bags and accessories
  حقايب: "حقيبه",
  شنط: "شنطه",
  محافظ: "محفظه",
  اساور: "سوار",
  خواتم: "خاتم",
  عقود: "عقد",
  اقراط: "قرط",
  احزمه: "حزام",
  // Electronics
  هواتف: "هاتف",
  اجهزه: "جهاز",
  حواسيب: "حاسوب",
  شواحن: "شاحن",
  اسلاك: "سلك",
  مفاتيح: "مفتاح",
  مكبرات: "مكبر",
  جوالات: "جوال",
  تلفزيونات: "تلفزيون",
  لابتوبات: "لابتوب",
  مكيفات: "مكيف",
  // Home and kitchen
  كراسي: "كرسي",
  مقاعد: "مقعد",
  مكاتب: "مكتب",
  اسره: "سرير",
  كنب: "كنبه",
  وسايد: "وساده",
  سجاجيد: "سجاده",
  ستاير: "ستاره",
  مناشف: "منشفه",
  مصابيح: "مصباح",
  فوانيس: "فانوس",
  شموع: "شمعه",
  اكواب: "كوب",
  فناجين: "فنجان",
  قدور: "قدر",
  اباريق: "ابريق",
  صحون: "صحن",
  اطباق: "طبق",
  ملاعق: "ملعقه",
  سكاكين: "سكين",
  مقالي: "مقلاه",
  دلال: "دله",
  مباخر: "مبخره",
  // Beauty
  عطور: "عطر",
  عطورات: "عطر",
  دهون: "دهن",
  اعواد: "عود",
  امشاط: "مشط",
  كريمات: "كريم",
  // Sports, books and toys
  كرات: "كره",
  مضارب: "مضرب",
  اوزان: "وزن",
  خيام: "خيمه",
  اقلام: "قلم",
  كتب: "كتاب",
  قصص: "قصه",
  دفاتر: "دفتر",
  العاب: "لعبه",
  دمي: "دميه",
  // Food and gifts
  تمور: "تمر",
  علب: "علبه",
  اكياس: "كيس",
  صناديق: "صندوق",
  هدايا: "هديه",
  اطقم: "طقم",
  // People and places the products are for
  اولاد: "ولد",
  مدارس: "مدرسه",
};

/** A joined conjunction or preposition (و ف ب ك ل) written straight onto a word without ال. */
const arabicJoinedLetters = new Set(["\u0648", "\u0641", "\u0628", "\u0643", "\u0644"]);
const arabicSuffixRules = {
  /** Sound masculine plural (and its other case): لاعبين → لاعب, when four letters remain. */
  masculinePlural: ["\u064a\u0646", "\u0648\u0646"], // ين ون
  /** Feminine of a nisba adjective: رياضيه → رياضي, ذكيه → ذكي, so both genders match. */
  feminineNisba: "\u064a\u0647", // يه
};

/** The Arabic suffix rules, on a word without its article. */
function foldArabicSuffixes(word: string): string {
  let folded = word;
  if (folded.endsWith(arabicFemininePlural) && folded.length - arabicFemininePlural.length >= 3) {
    folded = folded.slice(0, -arabicFemininePlural.length) + arabicTaMarbuta;
  }
  if (
    folded.length >= 6 &&
    arabicSuffixRules.masculinePlural.some((suffix) => folded.endsWith(suffix))
  ) {
    folded = folded.slice(0, -2);
  }
  if (folded.length >= 4 && folded.endsWith(arabicSuffixRules.feminineNisba)) {
    folded = folded.slice(0, -1);
  }
  return folded;
}

/** A broken plural's singular, folded by the suffix rules; undefined for any other word. */
function singularOf(word: string): string | undefined {
  const singular = arabicBrokenPlurals[word];
  return singular === undefined ? undefined : foldArabicSuffixes(singular);
}

/** English words ending in these are not plurals (glass, bus, iris). */
const englishNotPlural = /(ss|us|is)$/;

/** English: plurals to the singular, then -ing to its stem (running → run, seating → seat). */
function foldEnglish(token: string): string {
  let word = token;
  if (englishNotPlural.test(word)) return word;
  if (word.endsWith("ies") && word.length > 4) word = `${word.slice(0, -3)}y`;
  else if (/(sses|ches|shes|xes|zzes)$/.test(word)) word = word.slice(0, -2);
  else if (word.endsWith("s")) word = word.slice(0, -1);
  if (word.endsWith("ing") && word.length >= 6) {
    word = word.slice(0, -3);
    // running → runn → run; but fall, press and buzz keep their double letter.
    const last = word.at(-1) ?? "";
    if (last === word.at(-2) && !/[aeioulsz]/.test(last)) word = word.slice(0, -1);
  }
  return word;
}

/**
 * A normalised word in the form both the index and the query use: a light stemmer.
 * English: plurals (accessories → accessory, watches → watch, glasses → glass, phones → phone;
 * words of three letters or fewer and words ending in ss, us or is are kept) and -ing (running →
 * run, when three letters remain).
 * Arabic: the article with what is joined before it (ال, وال, بال, كال, فال, لل, وبال, ولل …) is
 * dropped when at least three letters remain (السماعه → سماعه, للاطفال → اطفال); broken plurals of
 * the data table (arabicBrokenPlurals) become their singular (فساتين → فستان); then the
 * suffix rules: the sound feminine plural ات becomes the singular ending ه (ساعات → ساعه) when
 * three letters remain, the masculine ين / ون goes from words of six letters or more, and a
 * feminine nisba يه loses its ه (الرياضيه → رياضي, like رياضي). Other endings (ه of ة, ها …) are
 * kept: a short word would lose too much. Joined و ف ب ك ل without ال are not dropped here (بيت,
 * كرسي, لوح start with them): see `withoutJoinedLetter`, which the query tries.
 */
export function foldToken(token: string): string {
  if (arabicLetter.test(token)) {
    const plural = singularOf(token);
    if (plural) return plural;
    let word = token;
    const article = arabicArticles.find(
      (candidate) => word.startsWith(candidate) && word.length - candidate.length >= 3,
    );
    if (article) word = word.slice(article.length);
    return singularOf(word) ?? foldArabicSuffixes(word);
  }
  if (token.length <= 3 || !/^[a-z]+$/.test(token)) return token;
  return foldEnglish(token);
}

/**
 * An Arabic word with a joined و ف ب ك or ل ("and", "so", "with", "like", "for") taken off its
 * start, folded: لجوال → جوال, وسماعه → سماعه. Null when the word does not start with one or
 * fewer than three letters would remain. The query tries this form only for a word the catalog
 * does not hold as typed, since many words start with these letters (بيت, كرسي, لوح).
 */
export function withoutJoinedLetter(token: string): string | null {
  const first = token.charAt(0);
  if (!arabicJoinedLetters.has(first) || [...token].length - 1 < 3) return null;
  if (!arabicLetter.test(token)) return null;
  return foldToken(token.slice(1));
}

/** Digits Arabizi writes for Arabic letters Latin lacks: 2 ء, 3 ع, 5 خ, 6 ط, 7 ح, 8 ق, 9 ص. */
const arabiziDigits: Record<string, string> = {
  "2": "\u0627", // ء, normalised as its seat ا
  "3": "\u0639", // ع
  "5": "\u062e", // خ
  "6": "\u0637", // ط
  "7": "\u062d", // ح
  "8": "\u0642", // ق
  "9": "\u0635", // ص
};
/** Two Latin letters that write one Arabic letter, tried before single letters. */
const arabiziPairs: Record<string, string> = {
  sh: "\u0634", // ش
  ch: "\u0634", // ش
  kh: "\u062e", // خ
  gh: "\u063a", // غ
  th: "\u062b", // ث
  dh: "\u0630", // ذ
  ou: "\u0648", // و
  oo: "\u0648", // و
  ee: "\u064a", // ي
  ii: "\u064a", // ي
  ai: "\u064a", // ي
  ei: "\u064a", // ي
};
const arabiziLetters: Record<string, string> = {
  b: "\u0628",
  p: "\u0628",
  t: "\u062a",
  j: "\u062c",
  g: "\u062c",
  h: "\u0647",
  d: "\u062f",
  r: "\u0631",
  z: "\u0632",
  s: "\u0633",
  f: "\u0641",
  v: "\u0641",
  q: "\u0642",
  k: "\u0643",
  c: "\u0643",
  l: "\u0644",
  m: "\u0645",
  n: "\u0646",
  w: "\u0648",
  y: "\u064a",
  i: "\u064a",
  o: "\u0648",
  u: "\u0648",
  x: "\u0643\u0633",
};
const alef = "\u0627";
/** The Arabic letter Latin writes the same as another: t ت/ط, s س/ص, d د/ض, z ز/ظ, k ك/ق. */
const arabiziHeardAlike: Record<string, string> = {
  "\u062a": "\u0637", // ت → ط
  "\u0633": "\u0635", // س → ص
  "\u062f": "\u0636", // د → ض
  "\u0632": "\u0638", // ز → ظ
  "\u0643": "\u0642", // ك → ق
};
/** At most this many Arabic spellings of one Arabizi word are tried. */
const maxArabiziForms = 8;

/**
 * Whether a Latin word is Arabizi, Arabic written with Latin letters and digits for the letters
 * Latin lacks ("3baya", "3tor", "ma3moul"): only Arabizi digits, at least three letters, and a
 * digit before a letter. Model numbers ("a7", "x12", "g15", "5g") are not: a digit there ends the
 * word, is not one of Arabizi's, or there are too few letters.
 */
export function isArabizi(token: string): boolean {
  if (!/^[a-z2356789]+$/.test(token) || !/[2356789][a-z]/.test(token)) return false;
  return (token.match(/[a-z]/g) ?? []).length >= 3;
}

/**
 * An Arabizi word in Arabic letters, normalised as search text: two spellings, since Arabizi
 * writes short vowels that Arabic leaves out: with every inner "a" as ا (3baya → عبايه), and
 * without (ma3moul → معمول). An "e" is left out, doubled letters are one, and a final "a" is the
 * ة ending (ه); then each spelling with one letter Latin writes alike in its other Arabic form
 * (3tor → عطور). Empty for a word that is not Arabizi. The search compares these with the
 * catalog's Arabic words, forgiving a slip or two as for any typed word.
 */
export function arabiziForms(token: string): string[] {
  if (!isArabizi(token)) return [];
  const spell = (innerA: boolean): string => {
    let out = "";
    const letters = token.replace(/(.)\1+/g, "$1");
    for (let index = 0; index < letters.length; ) {
      const pair = letters.slice(index, index + 2);
      const character = letters.charAt(index);
      const first = index === 0;
      const last = index === letters.length - 1;
      if (arabiziPairs[pair] && !(first && /^[aeiou]/.test(pair))) {
        out += arabiziPairs[pair];
        index += 2;
        continue;
      }
      if (arabiziDigits[character]) out += arabiziDigits[character];
      else if (character === "a") out += last && index > 0 ? "\u0647" : first || innerA ? alef : "";
      else if (character === "e") out += first ? alef : "";
      else if (first && /[iou]/.test(character)) out += alef;
      else out += arabiziLetters[character] ?? "";
      index += 1;
    }
    return out;
  };
  const spellings = [...new Set([spell(true), spell(false)])].filter(
    (form) => [...form].length >= 2,
  );
  // Latin writes one letter for two Arabic ones heard alike ("3tor": عطور, not عتور): each
  // spelling also with one such letter in its other form.
  const heardAlike = spellings.flatMap((form) =>
    [...form].flatMap((letter, index) => {
      const other = arabiziHeardAlike[letter];
      return other ? [[...form.slice(0, index), other, ...form.slice(index + 1)].join("")] : [];
    }),
  );
  return [...new Set([...spellings, ...heardAlike])].slice(0, maxArabiziForms);
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

/**
 * Arabic letters shoppers swap by ear, normalised: ج غ ق (a "g" in loanwords), س ص ث, ت ط, ذ ز ظ,
 * د ض ظ. Swapping one for another is half a slip.
 */
const confusedLetterGroups = ["جغق", "سصث", "تط", "ذزظ", "دضظ"];
/** At the end of a word the ending of ة is also written ه, ح, ت or ا by ear (سماعت, كاميرا). */
const confusedEndings = "هحتا";

/** Whether two different letters are commonly confused, at the end of the word or anywhere. */
export function lettersConfused(a: string, b: string, atEnd: boolean): boolean {
  if (atEnd && confusedEndings.includes(a) && confusedEndings.includes(b)) return true;
  return confusedLetterGroups.some((group) => group.includes(a) && group.includes(b));
}

/** Keyboard rows, Latin (QWERTY) and Arabic (the common layout on the same keys), normalised. */
const keyboardRows = [
  ["qwertyuiop", "asdfghjkl", "zxcvbnm"],
  [
    "\u0636\u0635\u062b\u0642\u0641\u063a\u0639\u0647\u062e\u062d\u062c\u062f", // ض ص ث ق ف غ ع ه خ ح ج د
    "\u0634\u0633\u064a\u0628\u0644\u0627\u062a\u0646\u0645\u0643\u0637", // ش س ي ب ل ا ت ن م ك ط
    "\u064a\u0621\u0648\u0631\u0644\u064a\u0647\u0648\u0632\u0638", // ئ ء ؤ ر لا ى ة و ز ظ, normalised
  ],
];
/** How far each key sits to the right of the row above (staggered rows). */
const rowOffsets = [0, 0.25, 0.75];

/** Where a letter's keys are, as (row, column) on either layout. */
const keyPositions = new Map<string, Array<[number, number]>>();
for (const rows of keyboardRows) {
  rows.forEach((row, rowIndex) => {
    [...row].forEach((letter, column) => {
      const places = keyPositions.get(letter) ?? [];
      places.push([rowIndex, column + (rowOffsets[rowIndex] ?? 0)]);
      keyPositions.set(letter, places);
    });
  });
}

/** Whether two letters are on neighbouring keys (beside, or diagonally above or below). */
export function keysAdjacent(a: string, b: string): boolean {
  return (keyPositions.get(a) ?? []).some(([row, column]) =>
    (keyPositions.get(b) ?? []).some(
      ([otherRow, otherColumn]) =>
        Math.abs(row - otherRow) <= 1 &&
        Math.abs(column - otherColumn) <= 1 &&
        !(row === otherRow && column === otherColumn),
    ),
  );
}

/** Arabic letters that differ by their dots only, normalised: a slip of the eye or the finger. */
const dotSiblings = [
  "\u0628\u062a\u062b\u0646\u064a", // ب ت ث ن ي
  "\u062c\u062d\u062e", // ج ح خ
  "\u062f\u0630", // د ذ
  "\u0631\u0632", // ر ز
  "\u0633\u0634", // س ش
  "\u0635\u0636", // ص ض
  "\u0637\u0638", // ط ظ
  "\u0639\u063a", // ع غ
  "\u0641\u0642", // ف ق
];
const latinVowels = "aeiouy";
/** What a letter typed in place of another costs when that is no likely slip (see typoSlips). */
const implausibleSlip = 2.5;
/** Words this short, one letter changed, are mostly other words (see plausibleSlip). */
const shortWordLength = 4;

/**
 * Whether typing one letter for another is a likely slip rather than another word: Arabic letters
 * that differ by their dots, or, past the first letter (which shoppers seldom miss) of a word of
 * five letters or more, an English vowel for a vowel or a neighbouring key. "jacket" → "racket",
 * "bike" → "bite" and "boat" → "boot" are not.
 */
export function plausibleSlip(
  a: string,
  b: string,
  firstLetter: boolean,
  shortWord = false,
): boolean {
  if (dotSiblings.some((group) => group.includes(a) && group.includes(b))) return true;
  // In a short word a letter for another mostly makes another word (boat, boot; bell, ball).
  if (shortWord || firstLetter) return false;
  if (latinVowels.includes(a) && latinVowels.includes(b)) return true;
  return keysAdjacent(a, b);
}

/**
 * Like editDistance, but a letter swapped for one commonly confused with it (lettersConfused) is
 * half a slip: "صماعه" is 0.5 from "سماعه", "طرب" from "ترب". Strict (for a keyword nothing else
 * in it supports), a letter typed for another that is no likely slip (plausibleSlip) costs more
 * than any word is allowed, so a word one unlikely letter from a catalog word ("jacket",
 * "racket") is another word, not a typo of it.
 */
export function slipDistance(a: string, b: string, strict = false): number {
  const left = [...a];
  const right = [...b];
  // Strict, a letter added or missed before the first is as unlikely as a first letter typed wrong,
  // and so is a letter added or missed at the end, unless it doubles the one before: an ending
  // makes another word (blend/blender), a doubled key does not (sofaa). A feminine ending added or
  // missed always makes another word (شاحن a charger, شاحنه a truck; زوج a pair, زوجه a wife).
  const atStart = (count: number) => (strict && count > 0 ? count - 1 + implausibleSlip : count);
  const endingCost = (word: string[], index: number, atEnd: boolean) => {
    if (!atEnd) return 1;
    if (word[index] === arabicTaMarbuta) return implausibleSlip;
    return strict && word[index] !== word[index - 1] ? implausibleSlip : 1;
  };
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: right.length + 1 }, (_, index) => atStart(index));
  for (let i = 1; i <= left.length; i += 1) {
    const current = [atStart(i)];
    for (let j = 1; j <= right.length; j += 1) {
      const x = left[i - 1] ?? "";
      const y = right[j - 1] ?? "";
      const atEnd = i === left.length && j === right.length;
      const cost =
        x === y
          ? 0
          : lettersConfused(x, y, atEnd)
            ? 0.5
            : !strict || plausibleSlip(x, y, i === 1, left.length <= shortWordLength)
              ? 1
              : implausibleSlip;
      let best = Math.min(
        (previous[j] ?? 0) + endingCost(left, i - 1, i === left.length && j === right.length),
        (current[j - 1] ?? 0) + endingCost(right, j - 1, i === left.length && j === right.length),
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && x === right[j - 2] && left[i - 2] === y) {
        best = Math.min(best, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[right.length] ?? 0;
}

/**
 * Shorter words have too few letters to tell a typo from another word: they match exactly only.
 * A word of three letters may differ by one commonly confused letter (half a slip) only.
 */
export const minTypoLength = 3;

/**
 * Slips allowed in a word of this many letters, at any position (the first letter too): half a
 * slip (one confused letter) at three letters, one up to five, two from six.
 */
export function allowedSlips(length: number): number {
  if (length < minTypoLength) return 0;
  if (length === minTypoLength) return 0.5;
  return length >= 6 ? 2 : 1;
}

/** Shorter half-typed words are too ambiguous to compare with the start of longer words. */
const minPrefixLength = 6;

/**
 * How far a typed word is from a word of the catalog (slipDistance): for the word still being
 * typed (six letters or more), from the catalog word's start of about the same length too
 * ("hedpho" is 1 from "headpho…").
 */
export function slipsBetween(typed: string, word: string, prefix: boolean, strict = false): number {
  let best = slipDistance(typed, word, strict);
  const length = [...typed].length;
  if (!prefix || length < minPrefixLength) return best;
  const letters = [...word];
  for (const size of [length - 1, length, length + 1]) {
    if (size > 0 && size < letters.length) {
      best = Math.min(best, slipDistance(typed, letters.slice(0, size).join(""), strict));
    }
  }
  return best;
}

/**
 * How many slips separate a typed word (in any of its forms: folded, as written) from a word of
 * the catalog when it is close enough to be taken for a typo of it; undefined when it is not, or
 * when the typed word is too short to be taken for a typo at all. `strict` when nothing else in
 * the keyword supports the word: only likely slips count (see slipDistance).
 */
export function typoSlips(
  forms: string[],
  word: string,
  prefix: boolean,
  strict = false,
): number | undefined {
  const shortest = Math.min(...forms.map((form) => [...form].length));
  if (shortest < minTypoLength) return undefined;
  const slips = Math.min(...forms.map((form) => slipsBetween(form, word, prefix, strict)));
  return slips <= allowedSlips(shortest) ? slips : undefined;
}

/**
 * LIKE patterns (`_` for any one letter) that every word one slip from a short typed word (five
 * letters or fewer) matches: a letter changed, added or missed, or two letters swapped (written
 * out). Trigram similarity misses these: a short word has too few trigrams for one slip to leave
 * enough in common, above all at its first letter. At three letters, only a changed letter.
 */
export function oneSlipPatterns(word: string): string[] {
  const letters = [...word];
  const n = letters.length;
  if (n < minTypoLength || n > 5) return [];
  const join = (parts: string[]) => parts.join("");
  const patterns = new Set<string>();
  for (let i = 0; i < n; i += 1) {
    patterns.add(join([...letters.slice(0, i), "_", ...letters.slice(i + 1)]));
  }
  if (n > minTypoLength) {
    for (let i = 0; i <= n; i += 1) {
      patterns.add(join([...letters.slice(0, i), "_", ...letters.slice(i)]));
    }
    for (let i = 0; i < n; i += 1) {
      patterns.add(join([...letters.slice(0, i), ...letters.slice(i + 1)]));
    }
    for (let i = 0; i + 1 < n; i += 1) {
      const swapped = [...letters];
      [swapped[i], swapped[i + 1]] = [swapped[i + 1] ?? "", swapped[i] ?? ""];
      patterns.add(join(swapped));
    }
  }
  patterns.delete(word);
  return [...patterns];
}

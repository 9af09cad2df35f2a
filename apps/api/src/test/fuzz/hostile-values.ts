import fc from "fast-check";

/**
 * A number written into a JSON body exactly as given (`1e400`, `-0.0`, thirty nines), where
 * JSON.stringify would round or refuse it; form bodies and queries send the same text.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** Control characters: NUL, which PostgreSQL refuses in text, and the others it keeps. */
const controlCharacters = [
  "\u0000",
  "\u0001",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r",
  "\u001b",
  "\u007f",
  "\u0085",
];
/** Halves of a surrogate pair, which no UTF-8 encoder can write. */
const loneSurrogates = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];
/** Direction and joining marks, byte order mark, replacement, non-character, tatweel, ligature. */
const invisibleMarks = [
  "\u200B",
  "\u200D",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202E",
  "\u2066",
  "\u2069",
  "\uFEFF",
  "\uFFFD",
  "\uFFFF",
  "\u0301",
  "\u0640",
  "\uFDF2",
];
const otherDigits = ["\u0663", "\u06F7", "\uFF11"];
/** Characters with a meaning in SQL patterns, URLs, forms, JSON and markup. */
const syntaxCharacters = [..."%_\\'\"`;&=+?#/[]{}<>*, "];

/** Characters that trip up databases, parsers and normalisers. */
const slippedCharacters = [
  ...controlCharacters,
  ...loneSurrogates,
  ...invisibleMarks,
  ...otherDigits,
];
const oddCharacters = [...slippedCharacters, ...syntaxCharacters];
const arabicLetters = [..."ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةىًٌٍَُِّْ"];
const emoji = ["😀", "👍🏽", "👨‍👩‍👧", "🇸🇦", "🧕", "🕋"];
const asciiCharacters = [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-."];

/** One "character" of hostile text: mostly plain letters, often Arabic, now and then something odd (NUL most of all). */
export const hostileCharacter: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...asciiCharacters), weight: 8 },
  { arbitrary: fc.constant("\u0000"), weight: 1 },
  { arbitrary: fc.constantFrom(...arabicLetters), weight: 3 },
  { arbitrary: fc.constantFrom(...oddCharacters), weight: 3 },
  { arbitrary: fc.constantFrom(...emoji), weight: 1 },
);

export function hostileText(constraints: { minLength?: number; maxLength?: number } = {}) {
  return fc.string({ unit: hostileCharacter, ...constraints });
}

/** Long runs: past every length limit, a database's page size and a URL's usual length. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(201, 1_000, 4_097, 20_000, 100_000), hostileCharacter, hostileText())
  .map(([length, filler, tail]) => filler.repeat(length) + tail);

/** Numbers at the edges of 32-bit and 64-bit integers and of doubles, and fractions. */
export const edgeNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  0.001,
  0.015,
  99,
  100,
  101,
  2 ** 15,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 32,
  2 ** 53 - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  -(2 ** 63),
  2 ** 64,
  1e21,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  21_474_836.47,
  21_474_836.48,
  92_233_720_368_547_760,
];

/** Text that numbers are parsed from, the ways parsers disagree on. */
const numberTexts = [
  "",
  " ",
  "0",
  "-0",
  "00",
  "007",
  "1.0",
  "1.",
  ".5",
  "1e3",
  "1E-3",
  "0x1F",
  "0b11",
  "0o7",
  "1_000",
  " 1",
  "1 ",
  "+1",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e400",
  "-1e400",
  "9".repeat(30),
  "2147483647",
  "2147483648",
  "-2147483649",
  "4294967296",
  "9223372036854775807",
  "9223372036854775808",
  "-9223372036854775809",
  "18446744073709551616",
  "21474836.47",
  "21474836.48",
  "92233720368547758.07",
  "\u0663",
  "\u0661\u0662\u0663",
  "\uFF11",
  "1\u0000",
  "\u00001",
  "1,2",
  "1;2",
  "true",
  "null",
  "undefined",
  "[]",
  "{}",
];

/** A number, or text that looks like one, at an edge. */
export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeNumbers),
  fc.constantFrom(...numberTexts),
  fc.constantFrom(...numberTexts.filter(Boolean)).map((text) => new RawNumber(text)),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const prototypeKeys = ["__proto__", "constructor", "prototype"];

/** Structures where a scalar is expected: lists, objects (with prototype keys), null, booleans. */
export const hostileStructure: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, [], {}),
  fc.array(fc.oneof(fc.constantFrom(...edgeNumbers), hostileText({ maxLength: 8 })), {
    minLength: 1,
    maxLength: 4,
  }),
  fc
    .tuple(fc.constantFrom(...prototypeKeys, "a", "0"), hostileText({ maxLength: 8 }))
    .map(([key, value]) => objectWithKey(key, value)),
  fc.constant([[[[["deep"]]]]]),
);

/** An object with exactly this own key, even `__proto__` (an object literal would set the prototype). */
export function objectWithKey(key: string, value: unknown): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  Object.defineProperty(object, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

/** Any hostile value for a field, whatever it is meant to hold. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileText({ maxLength: 40 }), weight: 4 },
  { arbitrary: hostileNumber, weight: 4 },
  { arbitrary: hostileStructure, weight: 2 },
  { arbitrary: longText, weight: 1 },
);

/** NUL most often: PostgreSQL refuses it in text, so it breaks what the others only bend. */
const slippedCharacter = fc.oneof(
  { arbitrary: fc.constant("\u0000"), weight: 1 },
  { arbitrary: fc.constantFrom(...slippedCharacters), weight: 2 },
);

/** A valid-looking value with one odd character slipped in somewhere. */
export function withOddCharacter(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.tuple(valid, slippedCharacter, fc.nat()).map(([value, odd, at]) => {
    const text = value instanceof RawNumber ? value.text : String(value);
    const index = at % (text.length + 1);
    return text.slice(0, index) + odd + text.slice(index);
  });
}

export { prototypeKeys };

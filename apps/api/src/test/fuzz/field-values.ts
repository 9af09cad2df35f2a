import fc from "fast-check";
import { hostileText, hostileValue, RawNumber, withOddCharacter } from "./hostile-values.ts";
import type { FieldSchema, FieldSpec } from "./openapi-operations.ts";

/** Real ids of the seeded data and of the suite's own records, to reach past "not found". */
export interface IdPools {
  /** The suite's shopper's marketplace first, then another, then one that does not exist. */
  companies: number[];
  /** Products of both marketplaces, with and without variants. */
  products: number[];
  variants: number[];
  vendors: number[];
  categories: number[];
  /** Lines of the suite's own carts and of another shopper's. */
  cartLines: number[];
  /** The suite's shoppers and another shopper. */
  users: number[];
  /** Emails with and without an account (the suite's own domain, and another shopper's). */
  emails: string[];
}

/** Every email the suite makes up is in this domain, so rows it causes can be told apart. */
export const fuzzEmailDomain = "fuzz.test";

const catalogWords = [
  "phone",
  "phones",
  "pho",
  "hedphones",
  "black",
  "rose gold",
  "256 gb",
  "هاتف",
  "سماعة",
  "أسود",
  "قهوة",
  "٢٥٦",
  "zaman band",
  "a",
  "the",
];
const colourKeys = ["black", "white", "rose-gold", "red", "blue", "black,white", "BLACK , red"];
const sizeKeys = ["s", "m", "xl", "256 gb", "42", "s,m,l"];

/** Ids that exist, and ids at the edges of the integer columns. */
function idFrom(pool: number[]): fc.Arbitrary<unknown> {
  const known = pool.length > 0 ? fc.constantFrom(...pool) : fc.constant(1);
  return fc.oneof(
    // The first id of a pool is the suite's own marketplace's, where most requests aim.
    { arbitrary: fc.constant(pool[0] ?? 1), weight: 4 },
    { arbitrary: known, weight: 4 },
    {
      arbitrary: fc.constantFrom(0, -1, 2 ** 31 - 1, 2 ** 31, 2 ** 53, new RawNumber("1e400")),
      weight: 1,
    },
    { arbitrary: fc.integer({ min: 1, max: 5_000 }), weight: 1 },
  );
}

/** Which pool an id field draws from: by its name, and for `{id}` by the path it is in. */
function poolOf(name: string, path: string, pools: IdPools): number[] | null {
  if (name === "company" || name === "company_id") return pools.companies;
  if (name === "item_id") return pools.products;
  if (name === "variant_id") return pools.variants;
  if (name === "category_id") return pools.categories;
  if (name === "vendor_id") return pools.vendors;
  if (name !== "id") return null;
  if (path.includes("/cart/")) return pools.cartLines;
  if (path.includes("/vendors/")) return pools.vendors;
  if (path.includes("/profile/")) return pools.users;
  return pools.products;
}

const emailOf = (pools: IdPools) =>
  fc.oneof(
    fc.constantFrom(...pools.emails),
    fc.stringMatching(/^[a-z0-9]{1,12}$/).map((local) => `${local}@${fuzzEmailDomain}`),
    fc.constantFrom(...pools.emails).map((email) => ` ${email.toUpperCase()} `),
  );

/** A value the field's check accepts, or nearly: real ids, known words, the right shapes. */
function validValue(field: FieldSpec, path: string, pools: IdPools): fc.Arbitrary<unknown> {
  const { name, schema } = field;
  const pool = poolOf(name, path, pools);
  if (pool) return idFrom(pool);
  if (schema.format === "email" || name === "email") return emailOf(pools);
  if (name === "password" || name === "password_confirmation") {
    return fc.oneof(
      fc.constant("correct horse battery"),
      hostileText({ minLength: 8, maxLength: 24 }),
    );
  }
  if (name === "keyword") return fc.oneof(fc.constantFrom(...catalogWords), hostileText());
  if (name === "colours") return fc.constantFrom(...colourKeys);
  if (name === "sizes") return fc.constantFrom(...sizeKeys);
  if (name === "min_price" || name === "max_price") {
    return fc.oneof(
      fc.integer({ min: 0, max: 20_000 }),
      fc.double({ min: 0, max: 20_000, noNaN: true }).map((riyals) => riyals.toFixed(2)),
    );
  }
  return valueOfSchema(schema);
}

function valueOfSchema(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.[0]) return valueOfSchema(schema.anyOf[0]);
  if (schema.type === "integer" || schema.type === "number") {
    const min = schema.minimum ?? (schema.exclusiveMinimum ?? 0) + 1;
    const max = Math.min(schema.maximum ?? min + 100, min + 100);
    return fc.integer({ min, max });
  }
  if (schema.type === "boolean") return fc.boolean();
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  return hostileText({
    minLength,
    maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 40, 60)),
  });
}

/** A value the field's check accepts, or nearly; an optional field is often not sent (undefined). */
export function validFieldValue(
  field: FieldSpec,
  path: string,
  pools: IdPools,
): fc.Arbitrary<unknown> {
  const valid = validValue(field, path, pools);
  return field.required ? valid : fc.option(valid, { nil: undefined, freq: 2 });
}

/** A value meant to break the field: valid with an odd character in it, or anything hostile. */
export function hostileFieldValue(
  field: FieldSpec,
  path: string,
  pools: IdPools,
): fc.Arbitrary<unknown> {
  const spoiled = fc.oneof(
    { arbitrary: withOddCharacter(validValue(field, path, pools)), weight: 2 },
    { arbitrary: hostileValue, weight: 3 },
  );
  // Leaving out a field is only hostile when it is required.
  return field.required
    ? fc.oneof({ arbitrary: spoiled, weight: 5 }, { arbitrary: fc.constant(undefined), weight: 1 })
    : spoiled;
}

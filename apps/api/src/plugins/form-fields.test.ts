import { describe, expect, it } from "vitest";
import { AppError } from "../app-error.ts";
import { formLimits, nestFormFields, parseUrlEncoded } from "./form-fields.ts";

const refusedAsTooLarge = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return error instanceof AppError && error.kind === "too_large";
  }
  return false;
};

describe("nestFormFields", () => {
  it("nests indexed keys into a list of objects", () => {
    expect(
      nestFormFields({
        "items[0][item_id]": "5",
        "items[0][item_quantity]": "2",
        "items[1][item_id]": "9",
        "items[1][item_quantity]": "1",
      }),
    ).toEqual({
      items: [
        { item_id: "5", item_quantity: "2" },
        { item_id: "9", item_quantity: "1" },
      ],
    });
  });

  it("orders a list by its indexes and closes gaps", () => {
    expect(nestFormFields({ "ids[10]": "c", "ids[2]": "b", "ids[0]": "a" })).toEqual({
      ids: ["a", "b", "c"],
    });
  });

  it("appends with empty brackets, whether the values come one by one or as a list", () => {
    expect(nestFormFields({ "tags[]": ["a", "b"] })).toEqual({ tags: ["a", "b"] });
    expect(nestFormFields({ "tags[]": "a" })).toEqual({ tags: ["a"] });
  });

  it("keeps plain keys, repeated plain keys and named sub-keys", () => {
    expect(
      nestFormFields({ email: "a@b.c", colour: ["red", "blue"], "address[city]": "Riyadh" }),
    ).toEqual({ email: "a@b.c", colour: ["red", "blue"], address: { city: "Riyadh" } });
  });

  it("keeps file contents and other values untouched", () => {
    const picture = Buffer.from("webp");
    expect(nestFormFields({ picture, "items[0][qty]": "1" })).toEqual({
      picture,
      items: [{ qty: "1" }],
    });
  });

  it("drops keys that could reach an object's prototype", () => {
    const parsed = nestFormFields({
      "__proto__[admin]": "1",
      "a[constructor][prototype][admin]": "1",
      "b[__proto__]": "1",
    });
    expect(parsed).toEqual({});
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("refuses a huge index, a long list, deep keys and too many fields as too large", () => {
    expect(refusedAsTooLarge(() => nestFormFields({ "ids[4294967295]": "x" }))).toBe(true);
    const list = Object.fromEntries(
      Array.from({ length: formLimits.listLength + 1 }, (_, index) => [`ids[${index}]`, "1"]),
    );
    expect(refusedAsTooLarge(() => nestFormFields(list))).toBe(true);
    expect(refusedAsTooLarge(() => nestFormFields({ "a[b][c][d][e][f][g][h][i][j]": "1" }))).toBe(
      true,
    );
  });
});

describe("parseUrlEncoded", () => {
  it("decodes a urlencoded body, nesting bracketed keys and listing repeated ones", () => {
    expect(
      parseUrlEncoded(
        "email=sara%40example.com&name=Sara+Q&items%5B0%5D%5Bitem_id%5D=5&items[0][item_quantity]=2&c=1&c=2",
      ),
    ).toEqual({
      email: "sara@example.com",
      name: "Sara Q",
      items: [{ item_id: "5", item_quantity: "2" }],
      c: ["1", "2"],
    });
  });

  it("reads Arabic text and ignores a prototype key", () => {
    const parsed = parseUrlEncoded(`name=${encodeURIComponent("سارة")}&__proto__=x`);
    expect(parsed).toEqual({ name: "سارة" });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });

  it("keeps malformed percent-encoding as text instead of failing", () => {
    expect(parseUrlEncoded("name=%E0%A4%A&x=%ZZ")).toEqual({ name: "%E0%A4%A", x: "%ZZ" });
  });

  it("refuses more fields than a form has, and a list of repeated appends, in linear time", () => {
    const started = performance.now();
    expect(refusedAsTooLarge(() => parseUrlEncoded("a[]=1&".repeat(40_000)))).toBe(true);
    expect(refusedAsTooLarge(() => parseUrlEncoded("a=1&".repeat(formLimits.fields + 1)))).toBe(
      true,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

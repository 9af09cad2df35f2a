import { describe, expect, it } from "vitest";
import { parseFormFields, parseUrlEncoded } from "./form-fields.ts";

describe("parseFormFields", () => {
  it("nests indexed keys into a list of objects", () => {
    expect(
      parseFormFields({
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
    expect(parseFormFields({ "ids[10]": "c", "ids[2]": "b", "ids[0]": "a" })).toEqual({
      ids: ["a", "b", "c"],
    });
  });

  it("does not allocate for a huge index", () => {
    expect(parseFormFields({ "ids[4294967295]": "x" })).toEqual({ ids: ["x"] });
  });

  it("appends with empty brackets, whether the values come one by one or as a list", () => {
    expect(parseFormFields({ "tags[]": ["a", "b"] })).toEqual({ tags: ["a", "b"] });
    expect(parseFormFields({ "tags[]": "a" })).toEqual({ tags: ["a"] });
  });

  it("keeps plain keys, repeated plain keys and named sub-keys", () => {
    expect(
      parseFormFields({ email: "a@b.c", colour: ["red", "blue"], "address[city]": "Riyadh" }),
    ).toEqual({ email: "a@b.c", colour: ["red", "blue"], address: { city: "Riyadh" } });
  });

  it("keeps file contents and other values untouched", () => {
    const picture = Buffer.from("webp");
    expect(parseFormFields({ picture, "items[0][qty]": "1" })).toEqual({
      picture,
      items: [{ qty: "1" }],
    });
  });

  it("keeps a key that is not of the bracket shape as it is", () => {
    expect(parseFormFields({ "a]b[": "1", "[x]": "2" })).toEqual({ "a]b[": "1", "[x]": "2" });
  });

  it("drops keys that could reach an object's prototype", () => {
    const parsed = parseFormFields({
      "__proto__[admin]": "1",
      "a[constructor][prototype][admin]": "1",
      "b[__proto__]": "1",
    });
    expect(parsed).toEqual({});
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("lets a later key win at the same place", () => {
    expect(parseFormFields({ a: "1", "a[b]": "2" })).toEqual({ a: { b: "2" } });
  });

  it("ignores absurdly deep keys", () => {
    expect(parseFormFields({ "a[b][c][d][e][f][g][h][i]": "1", ok: "1" })).toEqual({ ok: "1" });
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
});

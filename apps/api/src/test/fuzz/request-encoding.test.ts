import { describe, expect, it } from "vitest";
import { RawNumber } from "./hostile-values.ts";
import {
  encodeBody,
  flattenPairs,
  formText,
  looseUtf8,
  percentEncode,
} from "./request-encoding.ts";

describe("request encoding", () => {
  it("writes a lone surrogate as its three bytes, and everything else as UTF-8", () => {
    expect([...looseUtf8("a\uD800b")]).toEqual([0x61, 0xed, 0xa0, 0x80, 0x62]);
    expect(looseUtf8("👍 ب").toString("utf8")).toBe("👍 ب");
    expect(percentEncode("a\uDFFF\u0000 ب")).toBe("a%ED%BF%BF%00%20%D8%A8");
  });

  it("flattens nested values into bracketed names in each list style", () => {
    const pairs: Array<[string, unknown]> = [
      ["items", [{ item_id: 5 }]],
      ["tags", ["a", "b"]],
      ["n", new RawNumber("1e400")],
      ["flag", null],
    ];
    expect(formText(flattenPairs(pairs, "brackets"))).toBe(
      "items%5B0%5D%5Bitem_id%5D=5&tags%5B%5D=a&tags%5B%5D=b&n=1e400&flag",
    );
    expect(flattenPairs([["tags", ["a", "b"]]], "repeat")).toEqual([
      ["tags", "a"],
      ["tags", "b"],
    ]);
  });

  it("keeps duplicated and prototype keys in JSON, and raw numbers as written", () => {
    const { payload, contentType } = encodeBody({
      encoding: "json",
      pairs: [
        ["a", 1],
        ["a", new RawNumber("-0.0")],
        ["__proto__", { x: 1 }],
      ],
      listStyle: "repeat",
      damage: "none",
      contentType: "right",
      cut: 0,
    });
    expect(contentType).toBe("application/json");
    expect(payload.toString()).toBe('{"a":1,"a":-0.0,"__proto__":{"x":1}}');
  });

  it("breaks multipart bodies on purpose", () => {
    const body = {
      encoding: "multipart" as const,
      pairs: [["email", "a@b.co"]] as Array<[string, unknown]>,
      listStyle: "repeat" as const,
      contentType: "right" as const,
      cut: 0.5,
    };
    expect(encodeBody({ ...body, damage: "no-boundary" }).contentType).toBe("multipart/form-data");
    const whole = encodeBody({ ...body, damage: "none" }).payload.length;
    expect(encodeBody({ ...body, damage: "truncated" }).payload.length).toBe(Math.floor(whole / 2));
    expect(encodeBody({ ...body, damage: "no-disposition" }).payload.toString()).toMatch(
      /^--\S+\r\n\r\nx{20000}\r\n/,
    );
  });
});

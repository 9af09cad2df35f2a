import {
  base64Of,
  bytesOfBase64,
  decodeTlv,
  encodeTlv,
  fitUtf8,
  qrAmount,
  qrTimestamp,
  readZatcaQrPayload,
  utf8Bytes,
  utf8Text,
  zatcaQrPayload,
} from "@souq/contract/zatca-qr";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

/** The bytes of an ASCII text, one per character: how the vector below is written by hand. */
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

describe("the ZATCA QR payload (TLV of tags 1–5, base64)", () => {
  it("writes each field as a one-byte tag, a one-byte length in bytes and the UTF-8 value", () => {
    const payload = zatcaQrPayload({
      sellerName: "Souq",
      vatNumber: "300000000000003",
      timestamp: "2026-11-26T17:05:09Z",
      total: "115.00",
      vatTotal: "15.00",
    });
    // Worked out from the rules: tag, length, value; five times.
    const expected = [
      [1, 4, ...ascii("Souq")],
      [2, 15, ...ascii("300000000000003")],
      [3, 20, ...ascii("2026-11-26T17:05:09Z")],
      [4, 6, ...ascii("115.00")],
      [5, 5, ...ascii("15.00")],
    ].flat();
    expect([...Buffer.from(payload, "base64")]).toEqual(expected);
    expect(payload).toBe(Buffer.from(expected).toString("base64"));
  });

  it("gives the payload published with the rules' usual example", () => {
    expect(
      zatcaQrPayload({
        sellerName: "Salla",
        vatNumber: "1234567891",
        timestamp: "2021-07-12T14:25:09Z",
        total: "100.00",
        vatTotal: "15.00",
      }),
    ).toBe("AQVTYWxsYQIKMTIzNDU2Nzg5MQMUMjAyMS0wNy0xMlQxNDoyNTowOVoEBjEwMC4wMAUFMTUuMDA=");
  });

  it("counts an Arabic name's length in bytes, not letters", () => {
    // س U+0633, و U+0648, ق U+0642: two bytes each in UTF-8.
    const bytes = encodeTlv([{ tag: 1, value: "سوق" }]);
    expect([...bytes]).toEqual([1, 6, 0xd8, 0xb3, 0xd9, 0x88, 0xd9, 0x82]);
    expect(decodeTlv(bytes)).toEqual([{ tag: 1, value: "سوق" }]);
  });

  it("reads a payload back to the five fields", () => {
    const fields = {
      sellerName: "مركز الرياض الرقمي",
      vatNumber: "310234567000103",
      timestamp: "2026-11-26T17:05:09Z",
      total: "1234.50",
      vatTotal: "161.02",
    };
    expect(readZatcaQrPayload(zatcaQrPayload(fields))).toEqual(fields);
  });

  it("refuses a value over 255 bytes, which a one-byte length cannot say", () => {
    expect(() => encodeTlv([{ tag: 1, value: "a".repeat(255) }])).not.toThrow();
    expect(() => encodeTlv([{ tag: 1, value: "a".repeat(256) }])).toThrow(RangeError);
    // 128 Arabic letters are 256 bytes.
    expect(() => encodeTlv([{ tag: 1, value: "س".repeat(128) }])).toThrow(RangeError);
  });

  it("shortens a long name to whole characters within 255 bytes", () => {
    expect(fitUtf8("Souq")).toBe("Souq");
    const arabic = fitUtf8("س".repeat(200));
    expect(arabic).toBe("س".repeat(127));
    expect(utf8Bytes(arabic).length).toBe(254);
    // A four-byte character is kept whole or left out, never cut.
    const emoji = fitUtf8(`${"a".repeat(253)}😀b`);
    expect(emoji).toBe("a".repeat(253));
    expect(fitUtf8(`${"a".repeat(251)}😀b`)).toBe(`${"a".repeat(251)}😀`);
    // Spaces left at the cut are dropped.
    expect(fitUtf8(`${"a".repeat(250)}     bbbbb`)).toBe("a".repeat(250));
  });

  it("refuses bytes that end inside a field", () => {
    expect(() => decodeTlv(Uint8Array.from([1, 5, 65, 66]))).toThrow(RangeError);
    expect(() => decodeTlv(Uint8Array.from([1]))).toThrow(RangeError);
    expect(() => readZatcaQrPayload(base64Of(encodeTlv([{ tag: 1, value: "x" }])))).toThrow(
      /no tag 2/,
    );
  });

  it("writes amounts with two decimals and time stamps to the second in UTC", () => {
    expect(qrAmount(0)).toBe("0.00");
    expect(qrAmount(5)).toBe("0.05");
    expect(qrAmount(11_500)).toBe("115.00");
    expect(qrAmount(123_456_789)).toBe("1234567.89");
    expect(() => qrAmount(1.5)).toThrow(RangeError);
    expect(qrTimestamp(new Date("2026-11-26T17:05:09.987Z"))).toBe("2026-11-26T17:05:09Z");
  });

  it("encodes UTF-8 and base64 as Node's own encoders do", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), (text) => {
        const bytes = utf8Bytes(text);
        expect(Buffer.from(bytes).equals(Buffer.from(text, "utf8"))).toBe(true);
        expect(utf8Text(bytes)).toBe(text);
        expect(base64Of(bytes)).toBe(Buffer.from(bytes).toString("base64"));
        expect([...bytesOfBase64(base64Of(bytes))]).toEqual([...bytes]);
      }),
    );
    expect(() => utf8Text(Uint8Array.from([0xc0, 0x80]))).toThrow(RangeError);
    expect(() => utf8Text(Uint8Array.from([0xed, 0xa0, 0x80]))).toThrow(RangeError);
    expect(() => bytesOfBase64("abc")).toThrow(RangeError);
  });
});

/**
 * The QR code ZATCA asks for on a simplified tax invoice (the e-invoicing regulation's first
 * phase): five Tag-Length-Value fields, each a one-byte tag, a one-byte length counted in bytes
 * and the value's UTF-8 bytes, one after the other, the whole written in base64.
 *
 * 1 the seller's name, 2 the seller's VAT registration number, 3 the invoice's time stamp
 * (ISO 8601), 4 the invoice's total with VAT, 5 the VAT total (amounts with two decimals).
 *
 * A one-byte length cannot say more than 255: the encoder refuses a longer value, and the invoice
 * issuer shortens the seller's name by `fitUtf8` (whole characters) before it is written anywhere,
 * so the name on the invoice and in its QR are the same.
 */

export const zatcaTags = {
  sellerName: 1,
  vatNumber: 2,
  timestamp: 3,
  total: 4,
  vatTotal: 5,
} as const;

/** The most bytes a value can have behind a one-byte length. */
export const tlvMaxValueBytes = 255;

export interface TlvField {
  tag: number;
  value: string;
}

// UTF-8 and base64 by hand: the contract runs wherever its users do (the API, the storefront's
// server, the end-to-end suites) and assumes no platform's encoders.

/** The UTF-8 bytes of a text (a lone surrogate becomes U+FFFD, as TextEncoder does). */
export function utf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    let code = char.codePointAt(0) ?? 0xfffd;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) {
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    } else {
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 0x3f),
        0x80 | ((code >> 6) & 0x3f),
        0x80 | (code & 0x3f),
      );
    }
  }
  return Uint8Array.from(bytes);
}

/** The text of UTF-8 bytes; refuses bytes that are not UTF-8 (overlong forms, surrogates, cuts). */
export function utf8Text(bytes: Uint8Array): string {
  let text = "";
  let at = 0;
  while (at < bytes.length) {
    const first = bytes[at] ?? 0;
    const size = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc2 ? 2 : 0;
    if (size === 0 || first > 0xf4 || at + size > bytes.length) {
      throw new RangeError(`not UTF-8 at byte ${at}`);
    }
    let code = size === 1 ? first : first & (0xff >> (size + 1));
    for (let next = 1; next < size; next++) {
      const byte = bytes[at + next] ?? 0;
      if ((byte & 0xc0) !== 0x80) throw new RangeError(`not UTF-8 at byte ${at + next}`);
      code = (code << 6) | (byte & 0x3f);
    }
    const smallest = [0, 0, 0x80, 0x800, 0x10000][size] ?? 0;
    if (code < smallest || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new RangeError(`not UTF-8 at byte ${at}`);
    }
    text += String.fromCodePoint(code);
    at += size;
  }
  return text;
}

const base64Alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Standard base64 (RFC 4648, with padding). */
export function base64Of(bytes: Uint8Array): string {
  let text = "";
  for (let at = 0; at < bytes.length; at += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[at], bytes[at + 1], bytes[at + 2]];
    const group = (a << 16) | (b << 8) | c;
    const left = bytes.length - at;
    text += base64Alphabet[(group >> 18) & 63];
    text += base64Alphabet[(group >> 12) & 63];
    text += left > 1 ? base64Alphabet[(group >> 6) & 63] : "=";
    text += left > 2 ? base64Alphabet[group & 63] : "=";
  }
  return text;
}

/** The bytes of standard base64 text; refuses anything else. */
export function bytesOfBase64(text: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) {
    throw new RangeError("not base64");
  }
  const bytes: number[] = [];
  for (let at = 0; at < text.length; at += 4) {
    const chunk = text.slice(at, at + 4);
    const values = [...chunk].map((char) => (char === "=" ? 0 : base64Alphabet.indexOf(char)));
    const group = values.reduce((sum, value) => (sum << 6) | value, 0);
    bytes.push((group >> 16) & 255);
    if (chunk[2] !== "=") bytes.push((group >> 8) & 255);
    if (chunk[3] !== "=") bytes.push(group & 255);
  }
  return Uint8Array.from(bytes);
}

/** The TLV bytes of the fields, in the order given; refuses a value longer than 255 bytes. */
export function encodeTlv(fields: readonly TlvField[]): Uint8Array {
  const parts = fields.map(({ tag, value }) => {
    if (!Number.isInteger(tag) || tag < 1 || tag > 255) {
      throw new RangeError(`TLV tag ${tag} is not one byte`);
    }
    const bytes = utf8Bytes(value);
    if (bytes.length > tlvMaxValueBytes) {
      throw new RangeError(
        `TLV tag ${tag}: ${bytes.length} bytes do not fit a one-byte length (at most 255)`,
      );
    }
    const part = new Uint8Array(2 + bytes.length);
    part[0] = tag;
    part[1] = bytes.length;
    part.set(bytes, 2);
    return part;
  });
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** The fields of TLV bytes; refuses bytes that end inside a field or a value that is not UTF-8. */
export function decodeTlv(bytes: Uint8Array): TlvField[] {
  const fields: TlvField[] = [];
  let at = 0;
  while (at < bytes.length) {
    const tag = bytes[at];
    const length = bytes[at + 1];
    if (tag === undefined || length === undefined || at + 2 + length > bytes.length) {
      throw new RangeError(`TLV bytes end inside the field at byte ${at}`);
    }
    fields.push({ tag, value: utf8Text(bytes.subarray(at + 2, at + 2 + length)) });
    at += 2 + length;
  }
  return fields;
}

/**
 * The longest start of `text` whose UTF-8 takes at most `maxBytes` bytes, cut between whole
 * characters (never inside a character or a surrogate pair), without trailing spaces.
 */
export function fitUtf8(text: string, maxBytes: number = tlvMaxValueBytes): string {
  if (utf8Bytes(text).length <= maxBytes) return text;
  let used = 0;
  let kept = "";
  for (const char of text) {
    const size = utf8Bytes(char).length;
    if (used + size > maxBytes) break;
    used += size;
    kept += char;
  }
  return kept.trimEnd();
}

/** Halalas as the QR writes an amount: riyals with two decimals, computed on whole numbers. */
export function qrAmount(halalas: number): string {
  if (!Number.isInteger(halalas) || halalas < 0) throw new RangeError("amount in halalas");
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
}

/** An instant as the QR writes it: ISO 8601 in UTC to the second, `2026-11-26T17:05:09Z`. */
export function qrTimestamp(at: Date): string {
  return `${at.toISOString().slice(0, 19)}Z`;
}

export interface ZatcaInvoiceFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, as `qrTimestamp` writes it. */
  timestamp: string;
  /** With two decimals, as `qrAmount` writes them. */
  total: string;
  vatTotal: string;
}

/** The base64 text the invoice's QR code holds. */
export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  return base64Of(
    encodeTlv([
      { tag: zatcaTags.sellerName, value: fields.sellerName },
      { tag: zatcaTags.vatNumber, value: fields.vatNumber },
      { tag: zatcaTags.timestamp, value: fields.timestamp },
      { tag: zatcaTags.total, value: fields.total },
      { tag: zatcaTags.vatTotal, value: fields.vatTotal },
    ]),
  );
}

/** What a QR payload says, read back (for tests and checks); refuses one without the five tags. */
export function readZatcaQrPayload(payload: string): ZatcaInvoiceFields {
  const fields = decodeTlv(bytesOfBase64(payload));
  const tagged = (tag: number) => {
    const found = fields.find((field) => field.tag === tag);
    if (!found) throw new RangeError(`the QR payload has no tag ${tag}`);
    return found.value;
  };
  return {
    sellerName: tagged(zatcaTags.sellerName),
    vatNumber: tagged(zatcaTags.vatNumber),
    timestamp: tagged(zatcaTags.timestamp),
    total: tagged(zatcaTags.total),
    vatTotal: tagged(zatcaTags.vatTotal),
  };
}

/** A Saudi VAT registration number: 15 digits, the first and the last a 3. */
export const vatNumberPattern = /^3[0-9]{13}3$/;

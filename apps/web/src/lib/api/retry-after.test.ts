import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./retry-after.ts";

describe("retryAfterSeconds", () => {
  it("reads seconds and HTTP dates, and nothing else", () => {
    const now = Date.parse("2026-03-01T12:00:00Z");
    expect(retryAfterSeconds("42", now)).toBe(42);
    expect(retryAfterSeconds(" 7 ", now)).toBe(7);
    expect(retryAfterSeconds("Sun, 01 Mar 2026 12:01:30 GMT", now)).toBe(90);
    expect(retryAfterSeconds("Sun, 01 Mar 2026 11:00:00 GMT", now)).toBe(0);
    for (const nothing of [null, "", "soon", "-5", "1.5", "2026-03-01"]) {
      expect(retryAfterSeconds(nothing, now)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from "vitest";
import { sessionCookieOptions } from "./session-cookie-options.ts";

describe("sessionCookieOptions", () => {
  it("is Secure when the public address is https", () => {
    expect(sessionCookieOptions("https://souq.example").secure).toBe(true);
    expect(sessionCookieOptions("HTTPS://souq.example/shop").secure).toBe(true);
  });

  it("is not Secure on a plain http address (local runs)", () => {
    expect(sessionCookieOptions("http://localhost:3000").secure).toBe(false);
  });

  it("stays out of scripts' reach for the whole site", () => {
    expect(sessionCookieOptions("https://souq.example")).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      maxAge: 30 * 24 * 60 * 60,
    });
  });
});

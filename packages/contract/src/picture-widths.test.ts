import { describe, expect, it } from "vitest";
import { avatarSrcset, srcsetOf } from "./picture-widths.ts";

describe("srcsetOf", () => {
  it("lists every stored width of a picture from the address of one of them", () => {
    expect(srcsetOf("https://api.souq.example/media/ab12-400.webp")).toBe(
      "https://api.souq.example/media/ab12-200.webp 200w, " +
        "https://api.souq.example/media/ab12-400.webp 400w, " +
        "https://api.souq.example/media/ab12-800.webp 800w",
    );
    expect(srcsetOf("/media/ab12-200.webp")).toContain("/media/ab12-800.webp 800w");
  });

  it("gives an address that is not a stored width no other widths", () => {
    expect(srcsetOf("https://cdn.example/logo.png")).toBe("");
    expect(srcsetOf("https://cdn.example/ab12-300.webp")).toBe("");
    expect(srcsetOf("https://cdn.example/ab12-400.webp?v=2")).toBe("");
  });
});

describe("avatarSrcset", () => {
  it("lists the header's and the profile's widths of a profile picture", () => {
    expect(avatarSrcset("https://api.souq.example/media/u1-200.webp")).toBe(
      "https://api.souq.example/media/u1-50.webp 50w, " +
        "https://api.souq.example/media/u1-100.webp 100w, " +
        "https://api.souq.example/media/u1-200.webp 200w",
    );
  });

  it("gives any other address no other widths", () => {
    expect(avatarSrcset("https://cdn.example/face.png")).toBe("");
    expect(avatarSrcset("https://cdn.example/u1-400.webp")).toBe("");
  });
});

import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { ArtKind } from "../catalog/types.ts";
import { assertHex, assertInitials, mix, parseHex, toHex } from "./colour.ts";
import { drawCategorySvg } from "./draw-category.ts";
import { artKinds, drawProductSvg, makePalette } from "./draw-product.ts";
import { drawVendorLogoSvg } from "./draw-vendor-logo.ts";

/** Fails to type-check when a kind is added to or removed from the ArtKind union. */
const everyKind = {
  phone: true,
  laptop: true,
  tablet: true,
  headphones: true,
  speaker: true,
  watch: true,
  camera: true,
  tshirt: true,
  shirt: true,
  dress: true,
  abaya: true,
  thobe: true,
  shoe: true,
  sneaker: true,
  bag: true,
  backpack: true,
  chair: true,
  sofa: true,
  lamp: true,
  mug: true,
  pan: true,
  kettle: true,
  perfume: true,
  cream: true,
  lipstick: true,
  ball: true,
  dumbbell: true,
  book: true,
  toy: true,
  dates: true,
} satisfies Record<ArtKind, true>;

const TINT = "#2f7d6d";
const VIEWS = [0, 1, 2] as const;
const BAD_COLOURS = ["red", "#fff", "#12345g", "2f7d6d", "#2f7d6d ", '#2f7d6d" onload="x', ""];

async function toWebp(svg: string, size = 400): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).webp().toBuffer();
}

async function rawPixels(image: Buffer, size: number): Promise<Buffer> {
  return sharp(image).resize(size, size).removeAlpha().raw().toBuffer();
}

type Rgb3 = readonly [number, number, number];

function pixelAt(pixels: Buffer, size: number, x: number, y: number): Rgb3 {
  const i = (y * size + x) * 3;
  return [pixels[i] ?? 0, pixels[i + 1] ?? 0, pixels[i + 2] ?? 0];
}

/** Distance in RGB from a pixel to the segment between two colours (the background gradient). */
function distanceToSegment(px: Rgb3, a: Rgb3, b: Rgb3): number {
  const ab = [b[0] - a[0], b[1] - a[1], b[2] - a[2]] as const;
  const ap = [px[0] - a[0], px[1] - a[1], px[2] - a[2]] as const;
  const len = ab[0] ** 2 + ab[1] ** 2 + ab[2] ** 2;
  const dot = ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2];
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, dot / len));
  return Math.hypot(ap[0] - t * ab[0], ap[1] - t * ab[1], ap[2] - t * ab[2]);
}

function rgb(hex: string): Rgb3 {
  const { r, g, b } = parseHex(hex);
  return [r, g, b];
}

describe("artKinds", () => {
  it("lists every ArtKind exactly once", () => {
    expect([...artKinds].sort()).toEqual(Object.keys(everyKind).sort());
    expect(new Set(artKinds).size).toBe(artKinds.length);
  });
});

describe("colour helpers", () => {
  it("parses, mixes and formats colours", () => {
    expect(parseHex("#FF8000")).toEqual({ r: 255, g: 128, b: 0 });
    expect(toHex({ r: 255, g: 128, b: 0 })).toBe("#ff8000");
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(assertHex("#ABCDEF")).toBe("#abcdef");
  });

  it("rejects anything that is not #rrggbb", () => {
    for (const bad of BAD_COLOURS) {
      expect(() => assertHex(bad)).toThrow();
    }
  });

  it("accepts only 1-3 characters A-Z and 0-9 as initials", () => {
    expect(assertInitials("AB")).toBe("AB");
    for (const bad of ["", "ab", "ABCD", "A B", "<A>", "É"]) {
      expect(() => assertInitials(bad)).toThrow();
    }
  });
});

describe.each(artKinds.map((kind) => [kind]))("%s", (kind) => {
  it("renders three views as 400px WebP with the object in the middle", async () => {
    const [front, alt, scene] = await Promise.all(
      VIEWS.map((view) => toWebp(drawProductSvg(kind, TINT, view))),
    );
    if (!front || !alt || !scene) throw new Error("missing render");
    for (const image of [front, alt, scene]) {
      const meta = await sharp(image).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(400);
      expect(meta.height).toBe(400);
    }

    // View 0 and view 1 are different pictures.
    const [a, b] = await Promise.all([rawPixels(front, 64), rawPixels(alt, 64)]);
    let diff = 0;
    for (let i = 0; i < a.length; i++) {
      diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    }
    expect(diff / a.length).toBeGreaterThan(4);

    // In view 0 a good part of the central area is not background.
    const size = 100;
    const pixels = await rawPixels(front, size);
    const palette = makePalette(TINT);
    const bgA = rgb(palette.bg);
    const bgB = rgb(palette.bgCentre);
    let object = 0;
    let total = 0;
    for (let y = 30; y < 70; y++) {
      for (let x = 30; x < 70; x++) {
        total++;
        if (distanceToSegment(pixelAt(pixels, size, x, y), bgA, bgB) > 30) {
          object++;
        }
      }
    }
    expect(object / total).toBeGreaterThan(0.25);

    // Views 1 and 2 are not blank in the middle either.
    for (const image of [alt, scene]) {
      const stats = await sharp(image)
        .extract({ left: 120, top: 120, width: 160, height: 160 })
        .stats();
      const spread = stats.channels.slice(0, 3).reduce((sum, c) => sum + c.stdev, 0);
      expect(spread).toBeGreaterThan(20);
    }
  });

  it("renders a 400px category tile", async () => {
    const image = await toWebp(drawCategorySvg(kind, TINT));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(400);
  });
});

describe("drawProductSvg", () => {
  it("is a self-contained square SVG", () => {
    const svg = drawProductSvg("phone", TINT, 2);
    expect(
      svg.startsWith(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
      ),
    ).toBe(true);
    expect(svg).not.toMatch(/<image|<text|href=|https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
  });

  it("throws on a bad colour, view or kind", () => {
    for (const bad of BAD_COLOURS) {
      expect(() => drawProductSvg("mug", bad, 0)).toThrow();
      expect(() => drawCategorySvg("mug", bad)).toThrow();
    }
    expect(() => drawProductSvg("mug", TINT, 3 as 0)).toThrow();
    expect(() => drawProductSvg("toString" as ArtKind, TINT, 0)).toThrow();
  });

  it("works for very light and very dark tints", async () => {
    for (const tint of ["#ffffff", "#000000", "#ffff00"]) {
      const image = await toWebp(drawProductSvg("thobe", tint, 0), 100);
      expect((await sharp(image).metadata()).width).toBe(100);
    }
  });
});

describe("drawVendorLogoSvg", () => {
  it("renders the initials in white on the brand colour", async () => {
    const brand = "#0b7285";
    const image = await toWebp(drawVendorLogoSvg("SQ", brand));
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(400);

    const size = 100;
    const pixels = await rawPixels(image, size);
    let white = 0;
    let brandLike = 0;
    for (let y = 25; y < 75; y++) {
      for (let x = 15; x < 85; x++) {
        const px = pixelAt(pixels, size, x, y);
        if (px.every((c) => c > 225)) white++;
        if (distanceToSegment(px, rgb(brand), rgb(brand)) < 40) brandLike++;
      }
    }
    // The glyphs were drawn (fonts available) and do not cover the whole tile.
    expect(white).toBeGreaterThan(300);
    expect(brandLike).toBeGreaterThan(1000);
  });

  it("rejects bad initials and colours", () => {
    expect(() => drawVendorLogoSvg("ab", "#0b7285")).toThrow();
    expect(() => drawVendorLogoSvg("<svg>", "#0b7285")).toThrow();
    expect(() => drawVendorLogoSvg("ABCD", "#0b7285")).toThrow();
    for (const bad of BAD_COLOURS) {
      expect(() => drawVendorLogoSvg("AB", bad)).toThrow();
    }
  });

  it("accepts one to three initials", () => {
    for (const initials of ["A", "AB", "A1B"]) {
      expect(drawVendorLogoSvg(initials, "#5f3dc4")).toContain(`>${initials}</text>`);
    }
  });
});

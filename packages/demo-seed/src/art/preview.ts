/**
 * Writes contact sheets of the generated pictures so a person can look at them:
 *   npx tsx packages/demo-seed/src/art/preview.ts OUTDIR
 */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type OverlayOptions } from "sharp";
import type { ArtKind } from "../catalog/types.ts";
import { drawCategorySvg } from "./draw-category.ts";
import { artKinds, drawProductSvg } from "./draw-product.ts";
import { drawVendorLogoSvg } from "./draw-vendor-logo.ts";

const SAMPLE_TINTS: Record<ArtKind, string> = {
  phone: "#3b5bdb",
  laptop: "#9aa3b0",
  tablet: "#5f6b7a",
  headphones: "#e8590c",
  speaker: "#2b8a3e",
  watch: "#c2255c",
  camera: "#495057",
  tshirt: "#1971c2",
  shirt: "#a5d8ff",
  dress: "#e64980",
  abaya: "#1c1c22",
  thobe: "#f3f0e8",
  shoe: "#7b4a2a",
  sneaker: "#e03131",
  bag: "#b5651d",
  backpack: "#2f9e44",
  chair: "#e0a458",
  sofa: "#3d6b7d",
  lamp: "#f59f00",
  mug: "#12b886",
  pan: "#c92a2a",
  kettle: "#ced4da",
  perfume: "#be4bdb",
  cream: "#f783ac",
  lipstick: "#c2185b",
  ball: "#1c7ed6",
  dumbbell: "#343a40",
  book: "#5f3dc4",
  toy: "#c8904e",
  dates: "#7b1e3a",
};

const CELL = 240;
const LABEL = 150;
const GAP = 10;

function labelSvg(text: string, width: number, height: number): Buffer {
  const safe = text.replace(/[^a-z0-9 #-]/gi, "");
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="10" y="${height / 2 + 8}" font-family="sans-serif" font-size="22" font-weight="700" fill="#333">${safe}</text></svg>`,
  );
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}

async function sheet(
  rows: Array<{ label: string; cells: string[] }>,
  cell: number,
  file: string,
  thumb = true,
): Promise<void> {
  const cols = Math.max(...rows.map((r) => r.cells.length));
  const width = LABEL + cols * (cell + GAP) + (thumb ? 60 + GAP : 0) + GAP;
  const height = rows.length * (cell + GAP) + GAP;
  const composites: OverlayOptions[] = [];
  await Promise.all(
    rows.map(async (row, r) => {
      const top = GAP + r * (cell + GAP);
      composites.push({ input: labelSvg(row.label, LABEL, cell), left: 0, top });
      const images = await Promise.all(row.cells.map((svg) => png(svg, cell)));
      images.forEach((input, c) => {
        composites.push({ input, left: LABEL + c * (cell + GAP), top });
      });
      if (thumb && row.cells[0]) {
        composites.push({
          input: await png(row.cells[0], 60),
          left: LABEL + cols * (cell + GAP),
          top: top + (cell - 60) / 2,
        });
      }
    }),
  );
  await sharp({ create: { width, height, channels: 4, background: "#ffffff" } })
    .composite(composites)
    .png()
    .toFile(file);
}

async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) {
    console.error("Usage: npx tsx packages/demo-seed/src/art/preview.ts OUTDIR");
    process.exit(1);
  }
  await mkdir(out, { recursive: true });

  const rows = artKinds.map((kind) => {
    const tint = SAMPLE_TINTS[kind];
    return {
      label: kind,
      cells: [
        drawProductSvg(kind, tint, 0),
        drawProductSvg(kind, tint, 1),
        drawProductSvg(kind, tint, 2),
        drawCategorySvg(kind, tint),
      ],
    };
  });
  await sheet(rows, CELL, join(out, "contact-sheet.png"));
  for (let i = 0; i < rows.length; i += 5) {
    await sheet(rows.slice(i, i + 5), CELL, join(out, `page-${i / 5 + 1}.png`));
  }

  // Every kind in awkward tints: white, near-black, yellow, and at thumbnail size.
  const extremes = ["#ffffff", "#141414", "#ffd43b", "#868e96"];
  const extremeRows = [];
  for (let i = 0; i < artKinds.length; i += 10) {
    for (const tint of extremes) {
      extremeRows.push({
        label: `${tint}`,
        cells: artKinds.slice(i, i + 10).map((kind) => drawProductSvg(kind, tint, 0)),
      });
    }
  }
  await sheet(extremeRows, 110, join(out, "extreme-tints.png"), false);

  const thumbs = [];
  for (let i = 0; i < artKinds.length; i += 10) {
    thumbs.push({
      label: "60 px",
      cells: artKinds.slice(i, i + 10).map((kind) => drawProductSvg(kind, SAMPLE_TINTS[kind], 0)),
    });
  }
  await sheet(thumbs, 60, join(out, "thumbs-60px.png"), false);

  const logos = [
    {
      label: "logos",
      cells: [
        ["A", "#0b7285"],
        ["SQ", "#c92a2a"],
        ["NB", "#5f3dc4"],
        ["7", "#2b8a3e"],
        ["KSA", "#e8590c"],
        ["MW", "#ffe066"],
      ].map(([t, c]) => drawVendorLogoSvg(t as string, c as string)),
    },
  ];
  await sheet(logos, 160, join(out, "logos.png"), false);
  console.log(`Wrote ${join(out, "contact-sheet.png")} and pages`);
}

await main();

import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { pictureWidths } from "@souq/contract/picture-widths";
import sharp from "sharp";
import { allExist, writeWhole } from "./media-files.ts";
import { pictureFileName } from "./pictures.ts";

// Bump when the drawing or encoding changes, so that new pictures get new (cache-safe) names.
const renderVersion = "1";

// Several products can share one drawing: the first request renders it, the others wait for it.
const inFlight = new Map<string, Promise<string>>();

/**
 * Renders an SVG drawing to WebP at every stored width, once: the key is a hash of the drawing,
 * so a picture that exists already is reused and a changed one gets a new address.
 */
export function storeSvgPicture(mediaDir: string, svg: string): Promise<string> {
  const key = createHash("sha256").update(renderVersion).update(svg).digest("hex").slice(0, 20);
  const id = `${mediaDir}\0${key}`;
  const pending =
    inFlight.get(id) ?? renderOnce(mediaDir, svg, key).finally(() => inFlight.delete(id));
  inFlight.set(id, pending);
  return pending;
}

async function renderOnce(mediaDir: string, svg: string, key: string): Promise<string> {
  const largest = pictureWidths[pictureWidths.length - 1] ?? 800;
  const paths = pictureWidths.map((width) => join(mediaDir, pictureFileName(key, width)));
  if (await allExist(paths)) return key;
  await mkdir(mediaDir, { recursive: true });
  const raster = await sharp(Buffer.from(svg), { density: 72 * (largest / 800) })
    .resize(largest, largest)
    .png()
    .toBuffer();
  await Promise.all(
    pictureWidths.map(async (width, index) => {
      const data = await sharp(raster)
        .resize(width, width)
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      await writeWhole(paths[index] as string, data);
    }),
  );
  return key;
}

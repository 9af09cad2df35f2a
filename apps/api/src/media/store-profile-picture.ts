import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { avatarWidths } from "@souq/contract/picture-widths";
import sharp from "sharp";
import { allExist, writeWhole } from "./media-files.ts";

/** The picture formats a shopper may upload, as their content (not their name) says. */
export type UploadFormat = "jpeg" | "png" | "webp";

// Bump when the re-encoding changes, so that pictures made the new way get new (cache-safe) names.
const pipelineVersion = "avatar-1";

/** Larger pictures are refused before they are decoded: 5000×5000 is far past any face. */
const maxInputPixels = 25_000_000;

/**
 * What the first bytes of a file say it is: JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP
 * (a RIFF container of type WEBP); null for anything else, whatever the file is called.
 */
export function sniffPictureFormat(bytes: Uint8Array): UploadFormat | null {
  const starts = (signature: number[], offset = 0) =>
    bytes.length >= offset + signature.length &&
    signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/** The stored file of one width of a profile picture. */
export function profilePictureFileName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** How an upload is kept: at which widths, how it is squared, and the name its keys start with. */
export interface UploadPipeline {
  /** Bumped when the re-encoding changes, so pictures made the new way get new (cache-safe) names. */
  version: string;
  /** The first letter of its keys. */
  prefix: string;
  widths: readonly number[];
  /** `cover` crops around the centre (a face); `contain` fits it whole on white (a product). */
  fit: "cover" | "contain";
  quality: number;
}

const avatarPipeline: UploadPipeline = {
  version: pipelineVersion,
  prefix: "u",
  widths: avatarWidths,
  fit: "cover",
  quality: 82,
};

/**
 * Keeps an uploaded picture the way a pipeline says, or answers null when it is not one: its
 * first bytes must say JPEG, PNG or WebP, and the decoder must agree and read it whole, within
 * 25 million pixels. It is then turned upright (by its EXIF orientation), made square and
 * re-encoded as WebP at every width of the pipeline, with no metadata at all (EXIF, GPS, ICC and
 * XMP are dropped). The key is a hash of the upload, so the same picture is stored once and a
 * changed one gets a new address.
 */
export async function storeUploadedPicture(
  mediaDir: string,
  upload: Uint8Array,
  pipeline: UploadPipeline,
): Promise<string | null> {
  const sniffed = sniffPictureFormat(upload);
  if (!sniffed) return null;
  const input = Buffer.from(upload.buffer, upload.byteOffset, upload.byteLength);
  const hash = createHash("sha256").update(pipeline.version).update(input).digest("hex");
  const key = `${pipeline.prefix}${hash.slice(0, 24)}`;
  const paths = pipeline.widths.map((width) => join(mediaDir, profilePictureFileName(key, width)));
  if (await allExist(paths)) return key;
  // libvips streams the picture through the pipeline rather than holding it decoded whole, and
  // fails on the first broken byte: a valid header over broken data never becomes a file.
  const decoder = () =>
    sharp(input, { limitInputPixels: maxInputPixels, failOn: "error", pages: 1 });
  let encoded: Buffer[];
  try {
    const metadata = await decoder().metadata();
    if (metadata.format !== sniffed || !metadata.width || !metadata.height) return null;
    encoded = [];
    for (const width of pipeline.widths) {
      const upright = decoder().rotate();
      // A product's transparent parts show white, as the square it is fitted into.
      const flat =
        pipeline.fit === "contain" ? upright.flatten({ background: "#ffffff" }) : upright;
      encoded.push(
        await flat
          .resize(width, width, {
            fit: pipeline.fit,
            position: "centre",
            background: "#ffffff",
          })
          .webp({ quality: pipeline.quality, effort: 4 })
          .toBuffer(),
      );
    }
  } catch {
    return null;
  }
  await mkdir(mediaDir, { recursive: true });
  await Promise.all(paths.map((target, index) => writeWhole(target, encoded[index] as Buffer)));
  return key;
}

/** Keeps an uploaded profile picture: cropped square around its centre at every avatar width. */
export function storeProfilePicture(mediaDir: string, upload: Uint8Array): Promise<string | null> {
  return storeUploadedPicture(mediaDir, upload, avatarPipeline);
}

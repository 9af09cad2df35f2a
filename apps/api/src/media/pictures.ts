import type { Picture } from "@souq/contract/media";
import { type PictureWidth, srcsetOf } from "@souq/contract/picture-widths";

/** The file name of one stored width of a picture. */
export function pictureFileName(key: string, width: PictureWidth): string {
  return `${key}-${width}.webp`;
}

/** Turns a stored picture key into the contract's picture, with absolute addresses. */
export function toPicture(publicUrl: string, key: string, defaultWidth: PictureWidth): Picture {
  const url = `${publicUrl}/media/${pictureFileName(key, defaultWidth)}`;
  return {
    url,
    srcset: srcsetOf(url),
    width: defaultWidth,
    height: defaultWidth,
  };
}

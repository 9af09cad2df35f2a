import type { Picture } from "@souq/contract/media";

/** Every picture is stored at these widths; pages pick one through srcset. */
export const pictureWidths = [200, 400, 800] as const;
export type PictureWidth = (typeof pictureWidths)[number];

/** The file name of one stored width of a picture. */
export function pictureFileName(key: string, width: PictureWidth): string {
  return `${key}-${width}.webp`;
}

/** Turns a stored picture key into the contract's picture, with absolute addresses. */
export function toPicture(publicUrl: string, key: string, defaultWidth: PictureWidth): Picture {
  const urlOf = (width: PictureWidth) => `${publicUrl}/media/${pictureFileName(key, width)}`;
  return {
    url: urlOf(defaultWidth),
    srcset: pictureWidths.map((width) => `${urlOf(width)} ${width}w`).join(", "),
    width: defaultWidth,
    height: defaultWidth,
  };
}

// Plain values and functions about stored pictures. No schemas: browser code imports this
// module, so it must not pull in zod.

/** Every picture is stored at these widths, square; pages pick one through srcset. */
export const pictureWidths = [200, 400, 800] as const;
export type PictureWidth = (typeof pictureWidths)[number];

const storedWidth = /-(?:200|400|800)\.webp$/;

/**
 * The srcset of a stored picture from the address of any one of its widths (stored pictures are
 * named `{key}-{width}.webp`), so that a page can send one address where it would send all three.
 * Any other address has no other widths: its srcset is empty.
 */
export function srcsetOf(url: string): string {
  if (!storedWidth.test(url)) return "";
  return pictureWidths
    .map((width) => `${url.replace(storedWidth, `-${width}.webp`)} ${width}w`)
    .join(", ");
}

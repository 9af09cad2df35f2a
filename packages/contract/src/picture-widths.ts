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

/** The largest profile picture a shopper may upload, in bytes (2 MB). */
export const profilePictureMaxBytes = 2 * 1_048_576;

/**
 * A profile picture is stored at these widths, square: 50 and 100 for the header's 50×50 at one
 * and two device pixels per CSS pixel, 200 for the profile page (its `image_url`).
 */
export const avatarWidths = [50, 100, 200] as const;
export type AvatarWidth = (typeof avatarWidths)[number];

const storedAvatar = /-(?:50|100|200)\.webp$/;

/**
 * The srcset of a stored profile picture from the address of any one of its widths (`{key}-200.webp`
 * is what `image_url` names); any other address has no other widths and gets an empty srcset.
 */
export function avatarSrcset(url: string): string {
  if (!storedAvatar.test(url)) return "";
  return avatarWidths
    .map((width) => `${url.replace(storedAvatar, `-${width}.webp`)} ${width}w`)
    .join(", ");
}

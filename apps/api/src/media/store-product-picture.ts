import { pictureWidths } from "@souq/contract/picture-widths";
import { storeUploadedPicture } from "./store-profile-picture.ts";

/**
 * Keeps a picture a vendor uploaded for a product (ADR 55), as profile pictures are kept (told by
 * content, upright, no metadata, pixel-bounded), but fitted whole into a square on white rather
 * than cropped, at the catalog's widths (200, 400, 800), so it is served like every product picture.
 * Null when the upload is not a JPEG, PNG or WebP picture.
 */
export function storeProductPicture(mediaDir: string, upload: Uint8Array): Promise<string | null> {
  return storeUploadedPicture(mediaDir, upload, {
    version: "product-1",
    prefix: "v",
    widths: pictureWidths,
    fit: "contain",
    quality: 80,
  });
}

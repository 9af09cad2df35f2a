/**
 * The bounds of a product a vendor lists (ADR 55). A module of its own, free of imports, so the
 * vendor's product form in the browser can read them.
 */
export const vendorProductLimits = {
  nameMin: 2,
  nameMax: 200,
  descriptionMax: 5000,
  specs: 30,
  specLabelMax: 60,
  specValueMax: 200,
  variants: 50,
  optionMax: 40,
  pictures: 8,
  /** One uploaded picture, in bytes (5 MB). */
  pictureBytes: 5 * 1_048_576,
} as const;

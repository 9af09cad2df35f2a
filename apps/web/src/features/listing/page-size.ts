/**
 * How many products a listing page shows: four rows of three beside the filters on a wide
 * screen, six rows of two on a phone. Kept small so that a listing's first page is light on a
 * phone (its HTML carries each card twice: the markup and the page data); the pages link on.
 */
export const shopPageSize = 12;

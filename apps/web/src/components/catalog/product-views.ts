/** The ways a listing can show its product cards: a grid, wide rows with the description, or small rows. */
export const productViews = ["grid", "list", "small"] as const;
export type ProductView = (typeof productViews)[number];

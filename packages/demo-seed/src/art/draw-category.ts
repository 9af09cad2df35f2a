/** Category tiles: the product drawing, small, on a rounded tile in the tint. */
import type { ArtKind } from "../catalog/types.ts";
import { assertHex, luminance, mix, WHITE } from "./colour.ts";
import { drawProductObject } from "./draw-product.ts";

/** A 400×400 SVG: a rounded tile in a soft version of the tint with the object inside. */
export function drawCategorySvg(art: ArtKind, tint: string): string {
  const colour = assertHex(tint);
  const light = luminance(colour) > 0.62;
  const top = light ? "#eef0f4" : mix(colour, WHITE, 0.8);
  const bottom = light ? "#dde1e8" : mix(colour, WHITE, 0.62);
  const ring = light ? "#ffffff" : mix(colour, WHITE, 0.9);
  const { defs, body } = drawProductObject(art, colour);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">',
    defs,
    '<defs><linearGradient id="tile" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>`,
    "</linearGradient></defs>",
    '<rect x="8" y="8" width="384" height="384" rx="84" fill="url(#tile)"/>',
    `<circle cx="200" cy="196" r="150" fill="${ring}" opacity="0.55"/>`,
    `<g transform="translate(200 200) scale(0.46) translate(-400 -400)">${body}</g>`,
    "</svg>",
  ].join("");
}

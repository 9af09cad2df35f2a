/** Vendor logos: initials in white on a rounded tile in the brand colour. */
import { assertHex, assertInitials, BLACK, luminance, mix, WHITE } from "./colour.ts";

/** Rough advance widths of bold sans-serif glyphs, in em, to keep the initials inside the tile. */
function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (ch === "W") width += 1.03;
    else if (ch === "M") width += 0.87;
    else if (ch === "I") width += 0.37;
    else if (ch === "J") width += 0.4;
    else width += 0.76;
  }
  return width;
}

/** A 400×400 SVG logo. `initials` must be 1–3 of A–Z and 0–9; `colour` "#rrggbb". */
export function drawVendorLogoSvg(initials: string, colour: string): string {
  const text = assertInitials(initials);
  const brand = assertHex(colour);
  // White initials; on a very light brand colour they would vanish, so use a dark shade of it.
  const ink = luminance(brand) > 0.6 ? mix(brand, BLACK, 0.65) : WHITE;
  const size = Math.round(Math.min(230, 290 / textWidthEm(text)));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">',
    '<defs><linearGradient id="logo" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${mix(brand, WHITE, 0.12)}"/><stop offset="1" stop-color="${mix(brand, BLACK, 0.1)}"/>`,
    "</linearGradient></defs>",
    '<rect x="0" y="0" width="400" height="400" rx="88" fill="url(#logo)"/>',
    `<rect x="14" y="14" width="372" height="372" rx="76" fill="none" stroke="${ink}" stroke-opacity="0.18" stroke-width="4"/>`,
    `<text x="200" y="${200 + Math.round(size * 0.36)}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${size}" fill="${ink}">${text}</text>`,
    "</svg>",
  ].join("");
}

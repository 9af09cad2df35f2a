/**
 * Product pictures for the seed catalogue: flat "studio photo" illustrations
 * drawn as SVG (800×800) from an art kind and a tint colour.
 */
import type { ArtKind } from "../catalog/types.ts";
import { assertHex, BLACK, fromHsl, luminance, mix, toHsl, WHITE } from "./colour.ts";

// ---------------------------------------------------------------------------
// Palette

export interface Palette {
  base: string;
  light: string;
  lighter: string;
  pale: string;
  /** A shading tone that always differs from base (darker, or lighter for very dark tints). */
  side: string;
  deep: string;
  edge: string;
  accent: string;
  screenA: string;
  screenB: string;
  bg: string;
  bgCentre: string;
  /** Backdrop of the lifestyle view. */
  scene: string;
  sceneDark: string;
  sceneLight: string;
}

const INK = "#1d2129";
const INK2 = "#2c313b";
const WOOD = "#c08a57";
const WOOD_DARK = "#98673d";
const GOLD = "#d3ad5f";
const LEAF = "#6f9a78";
const LEAF_DARK = "#547d5e";
const DATE = "#6a2f14";
const DATE_DARK = "#3e1a0a";
const DATE_LIGHT = "#a65e32";

export function makePalette(tintInput: string): Palette {
  const tint = assertHex(tintInput);
  const lum = luminance(tint);
  const hsl = toHsl(tint);
  const dark = lum < 0.1;
  const grey = hsl.s < 0.12;
  const hue = grey ? 215 : hsl.h;
  const sat = grey ? 0.45 : Math.max(hsl.s, 0.5);
  const bg = lum > 0.62 || grey ? "#e7e9ee" : mix(tint, WHITE, lum > 0.4 ? 0.84 : 0.89);
  const sceneHue = grey ? 28 : hsl.h + 160;
  const sceneSat = grey ? 0.32 : Math.min(0.42, Math.max(0.22, hsl.s * 0.5));
  return {
    base: tint,
    light: mix(tint, WHITE, 0.28),
    lighter: mix(tint, WHITE, 0.55),
    pale: mix(tint, WHITE, 0.82),
    side: dark ? mix(tint, WHITE, 0.13) : mix(tint, BLACK, 0.16),
    deep: dark ? mix(tint, WHITE, 0.24) : mix(tint, BLACK, 0.34),
    edge: dark ? mix(tint, WHITE, 0.3) : mix(tint, BLACK, lum > 0.6 ? 0.2 : 0.42),
    accent: grey ? "#e0a458" : fromHsl({ h: hsl.h + 180, s: Math.max(0.45, hsl.s * 0.8), l: 0.62 }),
    screenA: fromHsl({ h: hue - 20, s: sat, l: 0.66 }),
    screenB: fromHsl({ h: hue + 30, s: sat * 0.9, l: 0.3 }),
    bg,
    bgCentre: mix(bg, WHITE, 0.65),
    scene: fromHsl({ h: sceneHue, s: sceneSat, l: 0.83 }),
    sceneDark: fromHsl({ h: sceneHue, s: sceneSat, l: 0.74 }),
    sceneLight: fromHsl({ h: sceneHue, s: sceneSat * 0.8, l: 0.9 }),
  };
}

// ---------------------------------------------------------------------------
// Tiny SVG helpers

function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  fill: string,
  extra = "",
): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${fill}"${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function line(d: string, colour: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function outline(colour: string, width: number): string {
  return ` stroke="${colour}" stroke-width="${n(width)}" stroke-linejoin="round"`;
}

function op(value: number): string {
  return ` opacity="${n(value)}"`;
}

function group(content: string, transform: string): string {
  return `<g transform="${transform}">${content}</g>`;
}

/** Scales `content` by `s` about (cx, cy), then moves it by (dx, dy). */
function place(content: string, dx: number, dy: number, s = 1, cx = 400, cy = 400): string {
  return group(
    content,
    `translate(${n(cx + dx)} ${n(cy + dy)}) scale(${n(s)}) translate(${n(-cx)} ${n(-cy)})`,
  );
}

function rotate(content: string, deg: number, cx = 400, cy = 400): string {
  return group(content, `rotate(${n(deg)} ${n(cx)} ${n(cy)})`);
}

function mirror(content: string): string {
  return group(content, "matrix(-1 0 0 1 800 0)");
}

function floorShadow(cx: number, y: number, rx: number): string {
  return ellipse(cx, y, rx, Math.max(10, rx * 0.09), "url(#shadow)");
}

/** A soft white sheen (the "gloss" gradient runs top to bottom). */
function sheen(d: string, opacity = 0.5): string {
  return path(d, "url(#gloss)", op(opacity));
}

function defs(p: Palette): string {
  return `<defs>
<radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="${p.bgCentre}"/><stop offset="1" stop-color="${p.bg}"/></radialGradient>
<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.3"/><stop offset="0.6" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.screenA}"/><stop offset="1" stop-color="${p.screenB}"/></linearGradient>
<linearGradient id="body" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.base}"/><stop offset="1" stop-color="${p.side}"/></linearGradient>
<linearGradient id="bodyV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="${p.base}"/><stop offset="1" stop-color="${p.side}"/></linearGradient>
<radialGradient id="lens" cx="38%" cy="34%" r="75%"><stop offset="0" stop-color="#6f80a6"/><stop offset="0.45" stop-color="#222a3d"/><stop offset="1" stop-color="#0b0d14"/></radialGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4f6f8"/><stop offset="0.5" stop-color="#b9c0ca"/><stop offset="1" stop-color="#e1e5ea"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f6e2a8"/><stop offset="0.5" stop-color="#c79d48"/><stop offset="1" stop-color="#e9cd86"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.85"/><stop offset="0.5" stop-color="${p.pale}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.lighter}" stop-opacity="0.8"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#fff6d2" stop-opacity="0.95"/><stop offset="0.5" stop-color="#ffe9a6" stop-opacity="0.45"/><stop offset="1" stop-color="#ffe9a6" stop-opacity="0"/></radialGradient>
<radialGradient id="ballShade" cx="38%" cy="32%" r="72%"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
<linearGradient id="podium" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f3eee7"/><stop offset="0.65" stop-color="#e7e0d6"/><stop offset="1" stop-color="#d6cdc0"/></linearGradient>
<filter id="extrude" x="-5%" y="-25%" width="125%" height="130%"><feFlood flood-color="${p.deep}"/><feComposite in2="SourceAlpha" operator="in" result="s"/>${Array.from({ length: 14 }, (_, i) => `<feOffset in="s" dx="${(i + 1) * 5}" dy="${-(i + 1) * 3.5}" result="o${i}"/>`).join("")}<feMerge>${Array.from({ length: 14 }, (_, i) => `<feMergeNode in="o${13 - i}"/>`).join("")}<feMergeNode in="SourceGraphic"/></feMerge></filter>
<clipPath id="ballClip"><circle cx="400" cy="400" r="228"/></clipPath>
<filter id="drop" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="0" dy="12" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.22"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
</defs>`;
}

// ---------------------------------------------------------------------------
// Electronics

function phoneFront(p: Palette): string {
  const icons: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 4; col++) {
      const light = (row + col) % 3 === 0;
      icons.push(
        rect(
          321 + col * 44,
          178 + row * 50,
          32,
          32,
          9,
          light ? p.pale : "#ffffff",
          op(light ? 0.9 : 0.72),
        ),
      );
    }
  }
  const dock: string[] = [];
  for (let col = 0; col < 4; col++) {
    dock.push(rect(327 + col * 40, 568, 28, 28, 8, "#ffffff", op(0.85)));
  }
  return [
    rect(281, 240, 8, 46, 3, p.side),
    rect(281, 300, 8, 46, 3, p.side),
    rect(511, 270, 8, 78, 3, p.side),
    rect(285, 110, 230, 540, 46, p.side),
    rect(289, 113, 222, 534, 43, p.base),
    rect(298, 122, 204, 516, 36, INK),
    rect(305, 129, 190, 502, 30, "url(#screen)"),
    path(
      "M305 420 C360 370 430 470 495 400 L495 601 Q495 631 465 631 L335 631 Q305 631 305 601 Z",
      p.pale,
      op(0.28),
    ),
    path(
      "M305 500 C370 450 420 540 495 480 L495 601 Q495 631 465 631 L335 631 Q305 631 305 601 Z",
      p.screenB,
      op(0.45),
    ),
    ...icons,
    rect(317, 560, 166, 44, 16, "#ffffff", op(0.22)),
    ...dock,
    rect(368, 142, 64, 18, 9, "#07090d"),
    circle(418, 151, 4, "#2a3245"),
    path("M305 400 L495 210 L495 290 L305 480 Z", "#ffffff", op(0.07)),
  ].join("");
}

function phoneBack(p: Palette): string {
  const lens = (cx: number, cy: number): string =>
    circle(cx, cy, 25, INK2) +
    circle(cx, cy, 21, "#3b4150") +
    circle(cx, cy, 15, "url(#lens)") +
    circle(cx - 5, cy - 5, 4, "#ffffff", op(0.7));
  return [
    rect(511, 240, 8, 46, 3, p.side),
    rect(511, 300, 8, 46, 3, p.side),
    rect(281, 270, 8, 78, 3, p.side),
    rect(285, 110, 230, 540, 46, p.side),
    rect(289, 113, 222, 534, 43, "url(#body)"),
    sheen("M300 140 Q300 124 318 124 L360 124 L300 330 Z", 0.35),
    rect(304, 128, 118, 124, 32, p.side, op(0.55)),
    rect(307, 131, 112, 118, 30, p.light, op(0.35)),
    lens(337, 162),
    lens(337, 218),
    lens(389, 190),
    circle(391, 146, 8, "#f7f1d6"),
    circle(391, 234, 5, INK2),
    circle(400, 420, 24, "none", outline(p.light, 5) + op(0.8)),
  ].join("");
}

function laptopFront(p: Palette): string {
  const keys: string[] = [];
  for (let row = 0; row < 4; row++) {
    const y = 463 + row * 14;
    const t = (y - 455) / 70;
    const left = 228 - 40 * t;
    const right = 572 + 40 * t;
    const count = 13;
    const gap = 4;
    const w = (right - left - gap * (count - 1)) / count;
    for (let k = 0; k < count; k++) {
      keys.push(rect(left + k * (w + gap), y, w, 10, 2.5, INK2, op(0.9)));
    }
  }
  return [
    rect(188, 138, 424, 304, 22, p.side),
    rect(193, 142, 414, 296, 19, INK),
    rect(207, 156, 386, 266, 6, "url(#screen)"),
    path(
      "M207 350 C300 300 420 400 593 320 L593 416 Q593 422 587 422 L213 422 Q207 422 207 416 Z",
      p.pale,
      op(0.25),
    ),
    rect(240, 186, 190, 130, 10, "#ffffff", op(0.88)),
    rect(240, 186, 190, 22, 10, p.pale),
    rect(254, 222, 78, 78, 8, p.lighter, op(0.9)),
    rect(344, 224, 72, 10, 5, p.lighter),
    rect(344, 244, 56, 10, 5, p.pale),
    rect(344, 264, 66, 10, 5, p.pale),
    rect(452, 236, 110, 110, 12, "#ffffff", op(0.35)),
    circle(400, 149, 3, "#3a4150"),
    rect(218, 440, 364, 10, 4, p.deep),
    path("M186 448 L614 448 L676 568 L124 568 Z", "url(#body)", outline(p.base, 8)),
    path("M222 456 L578 456 L616 524 L184 524 Z", p.side, op(0.55)),
    ...keys,
    path("M344 532 L456 532 L462 560 L338 560 Z", p.side, op(0.7)),
    path("M120 568 L680 568 L672 586 Q669 592 660 592 L140 592 Q131 592 128 586 Z", p.side),
    rect(368, 568, 64, 6, 3, p.deep),
  ].join("");
}

function laptopBack(p: Palette): string {
  return [
    path("M176 452 L624 452 L648 520 Q650 530 638 530 L162 530 Q150 530 152 520 Z", p.side),
    path("M152 520 L648 520 L646 530 Q644 536 636 536 L164 536 Q156 536 154 530 Z", p.deep),
    rect(176, 128, 448, 330, 24, p.side),
    rect(181, 131, 438, 322, 21, "url(#body)"),
    sheen("M196 146 L330 146 L200 330 Z", 0.35),
    circle(400, 290, 30, p.light, op(0.75)),
    circle(411, 279, 11, p.base, op(0.6)),
    rect(230, 452, 340, 12, 5, p.deep),
    rect(180, 500, 34, 10, 4, INK2, op(0.6)),
    rect(586, 500, 34, 10, 4, INK2, op(0.6)),
  ].join("");
}

function tabletFront(p: Palette): string {
  return [
    rect(148, 196, 504, 356, 36, p.side),
    rect(151, 199, 498, 350, 33, p.base),
    rect(161, 209, 478, 330, 26, INK),
    rect(170, 218, 460, 312, 19, "url(#screen)"),
    path(
      "M170 420 C260 360 380 470 630 380 L630 511 Q630 530 611 530 L189 530 Q170 530 170 511 Z",
      p.pale,
      op(0.25),
    ),
    rect(196, 244, 160, 110, 16, "#ffffff", op(0.85)),
    circle(236, 299, 26, p.lighter),
    rect(272, 280, 66, 12, 6, p.lighter),
    rect(272, 302, 48, 12, 6, p.pale),
    rect(196, 370, 160, 130, 16, "#ffffff", op(0.3)),
    rect(376, 244, 230, 256, 16, "#ffffff", op(0.18)),
    ...[0, 1, 2, 3].map((i) => rect(396 + i * 50, 264, 38, 38, 11, "#ffffff", op(0.8))),
    ...[0, 1, 2, 3].map((i) => rect(396 + i * 50, 318, 38, 38, 11, p.pale, op(0.8))),
    circle(400, 214, 3, "#3a4150"),
    path("M170 460 L630 250 L630 300 L170 510 Z", "#ffffff", op(0.06)),
    rect(196, 580, 380, 20, 10, "#f5f5f3", outline("#d6d7da", 2)),
    rect(196, 580, 60, 20, 10, "#e6e7ea"),
    path("M576 580 L612 590 L576 600 Z", "#e9dcc6"),
    path("M603 587.5 L614 590 L603 592.5 Z", INK2),
  ].join("");
}

function tabletBack(p: Palette): string {
  return [
    rect(250, 120, 300, 440, 38, p.side),
    rect(253, 122, 294, 435, 35, "url(#body)"),
    sheen("M266 140 L360 140 L266 330 Z", 0.3),
    rect(270, 140, 66, 66, 20, p.side, op(0.6)),
    circle(303, 173, 21, INK2),
    circle(303, 173, 14, "url(#lens)"),
    circle(298, 168, 3.5, "#ffffff", op(0.7)),
    circle(400, 340, 26, "none", outline(p.light, 5) + op(0.8)),
    rect(540, 200, 6, 60, 3, p.deep, op(0.5)),
  ].join("");
}

function headphones(p: Palette): string {
  const cup =
    rect(166, 410, 124, 230, 58, p.side) +
    rect(170, 412, 116, 224, 54, "url(#body)") +
    rect(186, 440, 84, 168, 40, p.side, op(0.35)) +
    sheen("M186 440 Q200 420 230 420 L210 520 Z", 0.35) +
    rect(276, 432, 46, 188, 23, INK2) +
    rect(284, 440, 30, 172, 15, "#3d4350") +
    rect(236, 360, 26, 78, 10, "url(#metal)") +
    rect(240, 366, 18, 66, 8, "#aab2bd", op(0.4));
  return [
    line("M249 380 C245 150 555 150 551 380", p.side, 44),
    line("M249 380 C245 150 555 150 551 380", p.base, 36),
    line("M262 330 C270 190 530 190 538 330", INK2, 16),
    line("M258 300 C272 175 420 166 460 178", "#ffffff", 6, op(0.35)),
    cup,
    mirror(cup),
  ].join("");
}

function speaker(p: Palette): string {
  const woofer =
    circle(400, 470, 112, p.deep) +
    circle(400, 470, 100, INK) +
    circle(400, 470, 88, "#2f3440") +
    circle(400, 470, 70, "#3a404d") +
    circle(400, 470, 34, "#4d5463") +
    circle(388, 458, 12, "#ffffff", op(0.25)) +
    path("M330 420 A88 88 0 0 1 420 384", "none", outline("#ffffff", 4) + op(0.25));
  const tweeter =
    circle(400, 262, 54, p.deep) +
    circle(400, 262, 44, INK) +
    circle(400, 262, 28, "#434a57") +
    circle(392, 254, 8, "#ffffff", op(0.35));
  return [
    rect(288, 640, 46, 14, 4, INK2),
    rect(466, 640, 46, 14, 4, INK2),
    rect(256, 126, 288, 522, 42, p.side),
    rect(260, 128, 280, 516, 40, "url(#body)"),
    rect(276, 146, 248, 480, 30, p.side, op(0.25)),
    tweeter,
    woofer,
    circle(400, 610, 5, "#9cf0b5"),
    sheen("M276 160 Q276 146 292 146 L340 146 L276 330 Z", 0.3),
  ].join("");
}

function speakerTurned(p: Palette): string {
  // An oblique view: the front squeezed a little, with the top and right side faces behind it.
  const faces =
    path("M246 186 L306 132 L548 132 L488 186 Z", p.light, outline(p.light, 24)) +
    path("M488 186 L548 132 L548 586 L488 640 Z", p.deep, outline(p.deep, 24));
  return [
    floorShadow(420, 660, 210),
    faces,
    line("M500 180 L540 144", "#ffffff", 4, op(0.3)),
    place(speaker(p), -40, 20, 0.9),
  ].join("");
}

function watch(p: Palette): string {
  const ticks: string[] = [];
  for (let i = 0; i < 12; i++) {
    const long = i % 3 === 0;
    ticks.push(
      rotate(rect(397, long ? 296 : 298, long ? 6 : 4, long ? 22 : 12, 2, INK2), i * 30, 400, 400),
    );
  }
  return [
    path("M332 118 Q332 104 346 104 L454 104 Q468 104 468 118 L470 300 L330 300 Z", p.base),
    path("M332 118 Q332 104 346 104 L362 104 L360 300 L330 300 Z", p.side, op(0.5)),
    path("M330 500 L470 500 L468 682 Q468 696 454 696 L346 696 Q332 696 332 682 Z", p.base),
    path("M330 500 L360 500 L362 696 L346 696 Q332 696 332 682 Z", p.side, op(0.5)),
    rect(326, 216, 148, 16, 6, p.side),
    rect(338, 136, 124, 40, 10, "none", outline("url(#metal)", 8)),
    circle(400, 600, 7, p.deep),
    circle(400, 632, 7, p.deep),
    circle(400, 664, 7, p.deep),
    rect(338, 262, 124, 276, 40, "#9aa2ad"),
    rect(532, 384, 24, 32, 7, "url(#metal)"),
    circle(400, 400, 140, "url(#metal)"),
    circle(400, 400, 126, "#8d96a3"),
    circle(400, 400, 118, "#fbfbf9"),
    circle(400, 400, 118, "none", outline(p.pale, 10)),
    ...ticks,
    rotate(rect(394, 336, 12, 72, 6, INK), -60, 400, 400),
    rotate(rect(396, 306, 8, 102, 4, INK), 60, 400, 400),
    rotate(rect(398.5, 300, 3, 120, 1.5, p.base === "#ffffff" ? "#d9534f" : p.base), 160, 400, 400),
    circle(400, 400, 10, INK),
    circle(400, 400, 4, p.base),
    path("M300 330 A118 118 0 0 1 400 282 L400 300 A100 100 0 0 0 316 340 Z", "#ffffff", op(0.55)),
  ].join("");
}

function cameraFront(p: Palette): string {
  return [
    path("M300 274 L328 208 Q333 196 346 196 L454 196 Q467 196 472 208 L500 274 Z", p.side),
    rect(372, 214, 56, 30, 7, INK2),
    rect(196, 246, 72, 26, 8, "url(#metal)"),
    rect(516, 240, 64, 32, 10, "url(#metal)"),
    rect(530, 230, 36, 14, 6, "#b8c0ca"),
    rect(166, 266, 468, 320, 42, p.side),
    rect(170, 268, 460, 314, 40, "url(#bodyV)"),
    path("M170 340 L630 340 L630 520 L170 520 Z", p.deep, op(0.85)),
    path("M170 340 L630 340 L630 348 L170 348 Z", "#000000", op(0.12)),
    rect(170, 300, 92, 256, 40, p.side),
    rect(182, 310, 20, 236, 10, p.deep, op(0.5)),
    rect(548, 290, 52, 20, 8, "#f5f2e6", op(0.9)),
    circle(400, 428, 146, INK),
    circle(400, 428, 134, "#2e333e"),
    circle(400, 428, 124, "none", `${outline("#454c59", 12)} stroke-dasharray="5 6"`),
    circle(400, 428, 104, "#4a515e"),
    circle(400, 428, 96, INK),
    circle(400, 428, 86, "url(#lens)"),
    circle(400, 428, 50, "#0b0e16", op(0.6)),
    path("M330 398 A74 74 0 0 1 392 356", "none", outline("#ffffff", 7) + op(0.55)),
    circle(366, 392, 12, "#ffffff", op(0.55)),
    circle(436, 468, 7, "#ffffff", op(0.35)),
    sheen("M186 282 L300 282 L220 330 L186 330 Z", 0.45),
  ].join("");
}

function cameraBack(p: Palette): string {
  return [
    path("M300 274 L328 208 Q333 196 346 196 L454 196 Q467 196 472 208 L500 274 Z", p.side),
    rect(338, 214, 124, 70, 22, INK2),
    rect(356, 226, 88, 46, 14, "#11141a"),
    rect(200, 246, 72, 26, 8, "url(#metal)"),
    rect(520, 240, 64, 32, 10, "url(#metal)"),
    rect(166, 266, 468, 320, 42, p.side),
    rect(170, 268, 460, 314, 40, "url(#bodyV)"),
    rect(200, 318, 290, 216, 16, INK),
    rect(212, 330, 266, 192, 8, "url(#screen)"),
    path(
      "M212 450 L300 380 L360 430 L410 400 L478 460 L478 514 Q478 522 470 522 L220 522 Q212 522 212 514 Z",
      p.pale,
      op(0.35),
    ),
    circle(430, 372, 20, "#fff6cf", op(0.8)),
    circle(566, 432, 46, p.side),
    circle(566, 432, 38, p.deep),
    circle(566, 432, 15, "url(#metal)"),
    circle(540, 346, 13, p.deep),
    circle(590, 346, 13, p.deep),
    circle(546, 520, 11, p.deep),
    circle(586, 520, 11, p.deep),
    sheen("M186 282 L300 282 L220 330 L186 330 Z", 0.45),
  ].join("");
}

// ---------------------------------------------------------------------------
// Clothing (flat lay)

function tshirt(p: Palette): string {
  const body =
    "M338 168 Q400 214 462 168 L548 190 Q562 194 570 205 L652 300 Q658 310 648 318 L600 356 Q590 362 582 354 L545 318 L545 640 Q545 652 533 652 L267 652 Q255 652 255 640 L255 318 L218 354 Q210 362 200 356 L152 318 Q142 310 148 300 L230 205 Q238 194 252 190 Z";
  return [
    path(body, p.base, outline(p.edge, 3)),
    path("M255 318 L255 640 Q255 652 267 652 L292 652 L292 340 Z", p.side, op(0.45)),
    path("M545 318 L545 640 Q545 652 533 652 L508 652 L508 340 Z", p.side, op(0.45)),
    path("M338 168 Q400 150 462 168 Q400 214 338 168 Z", p.deep),
    line("M338 168 Q400 214 462 168", p.side, 12),
    line("M338 168 Q400 214 462 168", p.edge, 2.5, op(0.6)),
    line("M163 290 L214 343", p.side, 4),
    line("M637 290 L586 343", p.side, 4),
    line("M258 630 L542 630", p.side, 4),
    line("M320 420 Q340 520 312 610", p.side, 4, op(0.45)),
    line("M482 440 Q470 520 490 600", p.side, 4, op(0.45)),
    sheen("M300 230 Q400 250 500 230 L500 330 Q400 350 300 330 Z", 0.18),
  ].join("");
}

function shirt(p: Palette): string {
  const body =
    "M352 158 L262 184 Q248 188 243 202 L150 556 Q147 568 159 572 L200 584 Q212 587 215 575 L270 336 L270 648 Q335 672 400 660 Q465 672 530 648 L530 336 L585 575 Q588 587 600 584 L641 572 Q653 568 650 556 L557 202 Q552 188 538 184 L448 158 Z";
  const buttons = [270, 330, 390, 450, 510, 570].map((y) =>
    circle(400, y, 6, p.light, outline(p.edge, 1.5)),
  );
  return [
    path(body, p.base, outline(p.edge, 3)),
    path(
      "M150 556 L159 521 L220 539 L215 575 Q212 587 200 584 L159 572 Q147 568 150 556 Z",
      p.side,
    ),
    mirror(
      path(
        "M150 556 L159 521 L220 539 L215 575 Q212 587 200 584 L159 572 Q147 568 150 556 Z",
        p.side,
      ),
    ),
    path("M270 336 L270 648 Q282 652 300 656 L300 350 Z", p.side, op(0.4)),
    path("M530 336 L530 648 Q518 652 500 656 L500 350 Z", p.side, op(0.4)),
    line("M262 194 Q400 222 538 194", p.side, 3, op(0.8)),
    path("M352 158 Q400 140 448 158 L444 176 Q400 160 356 176 Z", p.deep),
    rect(392, 234, 16, 428, 3, p.light, op(0.5)),
    line("M392 236 L392 660", p.side, 2),
    line("M408 236 L408 660", p.side, 2),
    ...buttons,
    path("M298 300 L364 300 L364 362 L331 376 L298 362 Z", "none", outline(p.side, 3)),
    line("M298 318 L364 318", p.side, 3),
    path("M354 164 L400 240 L364 252 L326 182 Z", p.light, outline(p.edge, 2.5)),
    path("M446 164 L400 240 L436 252 L474 182 Z", p.light, outline(p.edge, 2.5)),
    sheen("M290 220 Q400 240 510 220 L510 300 Q400 320 290 300 Z", 0.15),
  ].join("");
}

function dress(p: Palette): string {
  return [
    line("M344 150 L350 222", p.side, 12),
    line("M456 150 L450 222", p.side, 12),
    path(
      "M330 214 Q366 240 400 222 Q434 240 470 214 L462 380 L338 380 Z",
      p.base,
      outline(p.edge, 3),
    ),
    path(
      "M338 388 L462 388 Q548 520 618 660 Q562 690 508 670 Q456 694 400 674 Q344 694 292 670 Q238 690 182 660 Q252 520 338 388 Z",
      p.base,
      outline(p.edge, 3),
    ),
    path("M338 388 Q252 520 182 660 Q238 690 292 670 Q300 520 360 392 Z", p.side, op(0.45)),
    path("M400 396 Q420 540 508 670 Q456 694 400 674 Q392 540 400 396 Z", p.side, op(0.3)),
    path("M462 388 Q548 520 618 660 Q590 676 560 676 Q520 520 440 392 Z", p.light, op(0.35)),
    rect(332, 370, 136, 26, 10, p.deep),
    path("M400 383 L372 366 L372 400 Z", p.side),
    path("M400 383 L428 366 L428 400 Z", p.side),
    circle(400, 383, 8, p.deep, outline(p.side, 2)),
    path("M336 240 Q360 250 384 236 L380 300 L342 300 Z", "#ffffff", op(0.18)),
  ].join("");
}

function abaya(p: Palette): string {
  const body =
    "M364 122 Q400 154 436 122 L504 140 Q540 154 560 194 L662 436 Q668 452 654 460 L600 520 Q590 530 580 518 L530 352 Q556 560 600 730 Q400 754 200 730 Q244 560 270 352 L220 518 Q210 530 200 520 L146 460 Q132 452 138 436 L240 194 Q260 154 296 140 Z";
  return [
    path(body, p.base, outline(p.edge, 3)),
    path("M270 352 Q244 560 200 730 Q236 738 268 742 Q282 560 302 372 Z", p.side, op(0.55)),
    path("M530 352 Q556 560 600 730 Q564 738 532 742 Q518 560 498 372 Z", p.side, op(0.55)),
    path("M558 196 L660 436 Q666 450 654 460 L630 486 Q600 330 540 220 Z", p.side, op(0.5)),
    path("M242 196 L140 436 Q134 450 146 460 L170 486 Q200 330 260 220 Z", p.side, op(0.5)),
    path("M364 122 Q400 104 436 122 Q400 154 364 122 Z", p.deep),
    line("M364 124 Q386 150 400 190 Q414 150 436 124", GOLD, 6),
    line("M400 190 L400 742", GOLD, 6),
    line("M391 196 L391 740", p.deep, 2, op(0.6)),
    ...[250, 320, 390, 460, 530, 600, 670].map((y) => circle(400, y, 5, GOLD)),
    line("M640 448 L592 502", GOLD, 8),
    line("M160 448 L208 502", GOLD, 8),
    line("M330 240 Q318 480 290 726", p.side, 3, op(0.6)),
    line("M470 240 Q482 480 510 726", p.side, 3, op(0.6)),
    path("M306 150 Q340 140 362 130 L372 170 L300 210 Z", "#ffffff", op(0.06)),
  ].join("");
}

function thobe(p: Palette): string {
  const body =
    "M366 150 L278 172 Q258 178 252 196 L186 512 Q184 524 196 526 L236 532 Q248 534 250 522 L290 300 L282 700 Q282 712 294 712 L506 712 Q518 712 518 700 L510 300 L550 522 Q552 534 564 532 L604 526 Q616 524 614 512 L548 196 Q542 178 522 172 L434 150 Z";
  return [
    path(body, p.base, outline(p.edge, 3)),
    path(
      "M186 512 L194 474 L246 484 L250 522 Q248 534 236 532 L196 526 Q184 524 186 512 Z",
      p.side,
      op(0.8),
    ),
    mirror(
      path(
        "M186 512 L194 474 L246 484 L250 522 Q248 534 236 532 L196 526 Q184 524 186 512 Z",
        p.side,
        op(0.8),
      ),
    ),
    path("M290 300 L282 700 Q282 712 294 712 L318 712 L322 320 Z", p.side, op(0.45)),
    path("M510 300 L518 700 Q518 712 506 712 L482 712 L478 320 Z", p.side, op(0.45)),
    path("M366 150 Q400 140 434 150 Q400 170 366 150 Z", p.deep),
    path("M362 148 Q400 182 438 148 L440 166 Q400 200 360 166 Z", p.light, outline(p.edge, 2.5)),
    rect(390, 184, 20, 150, 5, p.light, outline(p.edge, 2)),
    circle(400, 212, 5, p.deep),
    circle(400, 252, 5, p.deep),
    circle(400, 292, 5, p.deep),
    line("M470 420 L474 490", p.edge, 3, op(0.7)),
    line("M350 360 Q345 520 340 700", p.side, 3, op(0.5)),
    line("M450 360 Q455 520 460 700", p.side, 3, op(0.5)),
    line("M300 690 L500 690", p.side, 3, op(0.6)),
    path("M290 190 Q330 170 362 160 L372 176 Q330 196 300 240 Z", "#ffffff", op(0.35)),
  ].join("");
}

function hanger(content: string): string {
  return [
    line(
      "M400 168 L400 150 Q400 132 414 128 Q432 122 434 106 Q434 88 416 86 Q400 86 398 100",
      "url(#metal)",
      8,
    ),
    line(
      "M400 168 L400 150 Q400 132 414 128 Q432 122 434 106 Q434 88 416 86 Q400 86 398 100",
      "#9aa2ad",
      2,
      op(0.6),
    ),
    path(
      "M400 160 L268 214 Q258 220 270 224 L530 224 Q542 220 532 214 Z",
      WOOD,
      outline(WOOD_DARK, 3),
    ),
    place(content, 0, 36, 0.86, 400, 170),
  ].join("");
}

// ---------------------------------------------------------------------------
// Footwear and bags

function shoe(p: Palette): string {
  return [
    path(
      "M148 528 L660 528 Q694 528 694 546 Q694 560 676 560 L160 560 Q146 560 146 546 Z",
      "#3a2a22",
    ),
    rect(150, 530, 118, 40, 6, "#2a1d17"),
    path(
      "M164 530 C146 466 154 392 190 352 Q262 360 322 372 Q342 376 354 388 L432 424 C522 438 620 446 662 488 C690 512 684 530 654 532 Z",
      p.base,
      outline(p.edge, 3),
    ),
    path("M196 357 Q270 362 344 382 Q268 384 198 372 Z", p.deep),
    path("M164 530 C146 466 154 392 190 352 L206 354 C180 400 182 480 204 530 Z", p.side, op(0.6)),
    line("M342 390 Q388 400 434 428", p.side, 22),
    ...[0, 1, 2, 3].map((i) => {
      const x = 354 + i * 22;
      const y = 395 + i * 9;
      return (
        line(`M${x - 6} ${y - 9} L${x + 10} ${y + 9}`, p.deep, 4) + circle(x - 6, y - 9, 3, p.pale)
      );
    }),
    line("M560 454 Q596 496 580 530", p.side, 3),
    line("M192 440 Q246 452 268 528", p.side, 3),
    line("M174 518 L640 518", p.edge, 2, ` stroke-dasharray="6 6"${op(0.6)}`),
    path("M560 470 Q610 470 650 492 Q620 486 570 486 Z", "#ffffff", op(0.45)),
    path("M214 382 Q270 378 320 390 Q270 392 218 394 Z", "#ffffff", op(0.3)),
  ].join("");
}

function sneaker(p: Palette): string {
  const laces: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = 342 + i * 28;
    const y = 340 + i * 19;
    laces.push(line(`M${x - 10} ${y + 12} L${x + 14} ${y - 10}`, "#ffffff", 7));
  }
  return [
    path(
      "M158 500 C148 432 156 378 194 350 Q250 362 300 356 L338 334 L486 424 C566 440 650 456 690 502 L690 508 Z",
      p.base,
      outline(p.edge, 3),
    ),
    path("M300 356 Q302 300 334 290 Q362 286 362 312 L352 350 Z", p.side, outline(p.edge, 2)),
    path("M196 354 Q250 364 300 358 Q250 374 200 370 Z", p.deep),
    path("M194 350 Q178 330 200 326 L222 356 Z", p.side),
    path("M600 452 C650 462 684 482 690 502 L596 504 Z", p.side, op(0.7)),
    line("M334 336 L486 424", p.side, 30),
    ...laces,
    path("M236 480 Q420 486 580 420 Q470 512 240 500 Z", "#ffffff", op(0.92)),
    path(
      "M150 494 L676 500 Q704 504 700 530 Q696 562 662 562 L182 562 Q146 562 146 530 Z",
      "#f8f8f6",
      outline("#d5d6d8", 3),
    ),
    line("M170 532 L680 532", p.light, 6),
    path("M160 548 L684 548 Q680 568 658 568 L180 568 Q160 568 160 548 Z", p.deep),
    path("M210 380 Q250 372 290 378 Q250 390 214 392 Z", "#ffffff", op(0.3)),
  ].join("");
}

function bag(p: Palette): string {
  return [
    line("M302 338 C300 168 500 168 498 338", p.side, 26),
    line("M302 338 C300 168 500 168 498 338", p.deep, 18),
    line("M312 300 C316 196 484 196 488 300", "#ffffff", 3, op(0.25)),
    path(
      "M238 330 L562 330 Q580 330 584 348 L624 612 Q628 640 600 640 L200 640 Q172 640 176 612 L216 348 Q220 330 238 330 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    path("M200 620 L600 620", "none", `${outline(p.light, 2.5)} stroke-dasharray="9 7"`),
    path("M582 360 L620 612 Q622 630 604 632 L576 632 Z", p.side, op(0.5)),
    path(
      "M220 336 L580 336 Q592 420 574 466 Q400 512 226 466 Q208 420 220 336 Z",
      p.base,
      outline(p.side, 3),
    ),
    path(
      "M230 350 L570 350 Q578 420 566 454 Q400 496 234 454 Q222 420 230 350 Z",
      "none",
      `${outline(p.light, 2.5)} stroke-dasharray="9 7"`,
    ),
    path("M226 466 Q400 512 574 466 L574 478 Q400 522 226 478 Z", "#000000", op(0.12)),
    rect(378, 462, 44, 40, 10, "url(#gold)", outline("#b08a3e", 2)),
    circle(400, 482, 7, "#b08a3e"),
    rect(290, 322, 24, 30, 6, p.deep),
    rect(486, 322, 24, 30, 6, p.deep),
    sheen("M232 344 L330 344 L240 450 Z", 0.35),
  ].join("");
}

function backpack(p: Palette): string {
  return [
    line("M266 260 Q226 330 232 520 Q234 566 264 590", p.deep, 24),
    line("M534 260 Q574 330 568 520 Q566 566 536 590", p.deep, 24),
    line("M372 178 Q372 130 400 130 Q428 130 428 178", p.deep, 16),
    path(
      "M258 300 Q258 166 400 166 Q542 166 542 300 L542 620 Q542 652 510 652 L290 652 Q258 652 258 620 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    line("M276 330 Q276 190 400 190 Q524 190 524 330", p.deep, 6),
    rect(282, 318, 12, 34, 5, "url(#metal)"),
    rect(506, 318, 12, 34, 5, "url(#metal)"),
    path(
      "M292 440 Q292 416 316 416 L484 416 Q508 416 508 440 L508 612 Q508 636 484 636 L316 636 Q292 636 292 612 Z",
      p.side,
      outline(p.deep, 2),
    ),
    line("M306 440 Q306 428 318 428 L482 428 Q494 428 494 440", p.deep, 5),
    rect(452, 420, 10, 30, 4, "url(#metal)"),
    rect(376, 488, 48, 30, 7, p.deep),
    line("M258 560 L292 560", p.deep, 4),
    line("M508 560 L542 560", p.deep, 4),
    sheen("M272 300 Q272 190 360 176 L290 400 Z", 0.35),
  ].join("");
}

function backpackBack(p: Palette): string {
  const strap = (d: string): string => path(d, p.deep, outline(INK2, 2));
  return [
    line("M372 178 Q372 130 400 130 Q428 130 428 178", p.deep, 16),
    path(
      "M258 300 Q258 166 400 166 Q542 166 542 300 L542 620 Q542 652 510 652 L290 652 Q258 652 258 620 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    rect(290, 220, 220, 400, 40, p.side, op(0.75)),
    line("M400 236 L400 604", p.deep, 3, op(0.6)),
    strap(
      "M320 210 Q300 210 300 236 L300 420 Q296 500 270 580 L296 590 Q330 500 336 420 L344 236 Q344 210 320 210 Z",
    ),
    strap(
      "M480 210 Q500 210 500 236 L500 420 Q504 500 530 580 L504 590 Q470 500 464 420 L456 236 Q456 210 480 210 Z",
    ),
    rect(296, 380, 48, 12, 4, INK2),
    rect(456, 380, 48, 12, 4, INK2),
    sheen("M272 300 Q272 190 360 176 L290 400 Z", 0.35),
  ].join("");
}

// ---------------------------------------------------------------------------
// Home

function chair(p: Palette): string {
  return [
    rect(294, 430, 16, 196, 6, WOOD_DARK),
    rect(490, 430, 16, 196, 6, WOOD_DARK),
    path(
      "M286 166 Q286 132 320 132 L480 132 Q514 132 514 166 L522 420 L278 420 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    line("M340 160 L336 400", p.side, 4, op(0.6)),
    line("M400 156 L400 400", p.side, 4, op(0.6)),
    line("M460 160 L464 400", p.side, 4, op(0.6)),
    sheen("M296 160 Q296 142 316 142 L360 142 L300 300 Z", 0.35),
    path("M270 404 L530 404 L566 460 L234 460 Z", p.light, outline(p.light, 8)),
    path("M234 460 L566 460 L566 486 Q566 504 548 504 L252 504 Q234 504 234 486 Z", p.side),
    path("M254 500 L280 500 L266 662 L252 662 Z", WOOD),
    path("M520 500 L546 500 L548 662 L534 662 Z", WOOD),
    line("M270 560 L530 560", WOOD_DARK, 6, op(0.7)),
  ].join("");
}

function chairSide(p: Palette): string {
  return [
    path("M300 470 L284 660 L298 660 L320 470 Z", WOOD_DARK),
    path("M492 470 L528 660 L542 660 L510 470 Z", WOOD_DARK),
    rotate(rect(470, 150, 64, 300, 28, "url(#body)", outline(p.side, 3)), 8, 502, 440),
    rect(250, 420, 290, 52, 20, p.base, outline(p.side, 3)),
    rect(258, 424, 270, 16, 8, p.light, op(0.6)),
    path("M278 470 L252 660 L268 660 L300 470 Z", WOOD),
    path("M500 470 L544 660 L560 660 L522 470 Z", WOOD),
    line("M272 570 L536 570", WOOD_DARK, 6),
  ].join("");
}

function sofaLegs(): string {
  return rect(176, 592, 18, 40, 5, WOOD_DARK) + rect(606, 592, 18, 40, 5, WOOD_DARK);
}

function sofa(p: Palette, legs = true): string {
  const backs = [0, 1, 2]
    .map(
      (i) =>
        rect(212 + i * 126, 232, 124, 170, 30, p.base, outline(p.side, 3)) +
        sheen(
          `M${228 + i * 126} 246 L${316 + i * 126} 246 Q${316 + i * 126} 262 ${300 + i * 126} 262 L${244 + i * 126} 262 Q${228 + i * 126} 262 ${228 + i * 126} 246 Z`,
          0.3,
        ),
    )
    .join("");
  const seats = [0, 1, 2]
    .map(
      (i) =>
        rect(222 + i * 119, 410, 118, 36, 14, p.light, outline(p.side, 2)) +
        rect(222 + i * 119, 436, 118, 70, 18, p.base, outline(p.side, 2)),
    )
    .join("");
  return [
    legs ? sofaLegs() : "",
    rect(190, 214, 420, 230, 44, p.side),
    backs,
    rotate(
      rect(230, 322, 100, 100, 28, p.accent, outline(mix(p.accent, BLACK, 0.2), 3)),
      -10,
      280,
      372,
    ),
    rotate(
      rect(470, 322, 100, 100, 28, p.accent, outline(mix(p.accent, BLACK, 0.2), 3)),
      10,
      520,
      372,
    ),
    seats,
    rect(150, 500, 500, 96, 26, p.side),
    rect(128, 310, 100, 286, 42, "url(#body)", outline(p.side, 3)),
    rect(572, 310, 100, 286, 42, "url(#body)", outline(p.side, 3)),
    rect(138, 318, 80, 30, 15, "#ffffff", op(0.2)),
    rect(582, 318, 80, 30, 15, "#ffffff", op(0.2)),
  ].join("");
}

function lamp(p: Palette, lit = false): string {
  return [
    lit ? ellipse(400, 400, 300, 260, "url(#glow)") : "",
    lit ? path("M250 360 L550 360 L640 640 L160 640 Z", "#fff3c4", op(0.35)) : "",
    rect(392, 352, 16, 128, 6, "url(#gold)"),
    lit ? circle(400, 356, 34, "#fff7d6") : "",
    path(
      "M306 168 L494 168 L562 362 L238 362 Z",
      lit ? p.lighter : "url(#body)",
      outline(lit ? p.light : p.side, 8),
    ),
    ellipse(400, 168, 94, 10, p.side),
    rect(236, 352, 328, 14, 7, lit ? p.light : p.side),
    line("M340 180 L306 350", p.side, 3, op(lit ? 0.3 : 0.6)),
    line("M400 180 L400 350", p.side, 3, op(lit ? 0.3 : 0.6)),
    line("M460 180 L494 350", p.side, 3, op(lit ? 0.3 : 0.6)),
    sheen("M318 180 L360 180 L290 350 L256 350 Z", 0.45),
    path(
      "M400 474 C326 474 300 546 326 602 Q342 632 400 632 Q458 632 474 602 C500 546 474 474 400 474 Z",
      p.deep,
    ),
    path(
      "M400 474 C350 480 330 540 346 596 Q330 560 342 520 Q356 480 400 474 Z",
      "#ffffff",
      op(0.3),
    ),
    rect(336, 626, 128, 18, 8, "url(#gold)"),
  ].join("");
}

function mug(p: Palette): string {
  return [
    line("M500 350 Q592 350 592 428 Q592 506 500 512", p.side, 40),
    line("M500 350 Q592 350 592 428 Q592 506 500 512", p.base, 30),
    path(
      "M268 282 L502 282 L502 552 Q502 622 432 622 L338 622 Q268 622 268 552 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    ellipse(385, 282, 117, 26, p.side),
    ellipse(385, 284, 105, 19, "#5b3420"),
    ellipse(370, 280, 50, 7, "#8a5a3a", op(0.7)),
    rect(268, 410, 234, 30, 0, p.light, op(0.5)),
    sheen("M286 300 L320 300 L320 560 Q320 590 300 580 Q286 570 286 540 Z", 0.45),
    line("M350 210 C330 180 370 160 350 120", p.deep, 8, op(0.22)),
    line("M400 220 C380 180 420 160 400 110", p.deep, 8, op(0.22)),
    line("M450 210 C430 180 470 160 450 120", p.deep, 8, op(0.22)),
  ].join("");
}

function pan(p: Palette): string {
  return [
    path("M548 446 L704 384 Q734 374 742 398 Q748 420 720 430 L560 488 Z", INK2),
    circle(718, 404, 8, "#4a505c"),
    path("M548 446 L600 426 L606 466 L560 488 Z", "url(#metal)"),
    ellipse(360, 500, 188, 110, p.side),
    path("M162 470 A198 118 0 0 0 558 470 L548 500 A188 110 0 0 1 172 500 Z", p.deep),
    ellipse(360, 470, 198, 118, "url(#body)"),
    ellipse(360, 470, 180, 104, "#2f3238"),
    ellipse(360, 480, 156, 84, "#26292e"),
    path("M220 420 A160 86 0 0 1 360 390", "none", outline("#ffffff", 6) + op(0.18)),
    path("M190 440 A176 100 0 0 1 300 376", "none", outline("#ffffff", 4) + op(0.25)),
  ].join("");
}

function panTop(p: Palette): string {
  return [
    rotate(rect(560, 378, 240, 44, 22, INK2), 30, 400, 400),
    rotate(rect(560, 386, 60, 28, 8, "url(#metal)"), 30, 400, 400),
    circle(400, 400, 206, p.side),
    circle(400, 400, 196, "url(#body)"),
    circle(400, 400, 176, "#2f3238"),
    circle(400, 400, 150, "#26292e"),
    path(
      "M340 300 C400 270 480 300 490 360 C510 420 470 480 410 488 C340 500 300 460 290 410 C280 360 300 320 340 300 Z",
      "#fbfaf6",
    ),
    circle(394, 384, 46, "#f6b73c"),
    circle(380, 370, 14, "#ffffff", op(0.6)),
    path("M260 270 A190 190 0 0 1 400 214", "none", outline("#ffffff", 8) + op(0.25)),
  ].join("");
}

function kettle(p: Palette): string {
  return [
    line("M506 330 Q612 320 614 440 Q616 540 540 566", p.deep, 30),
    path("M300 336 L212 282 Q198 276 204 292 L262 412 Z", p.base, outline(p.side, 3)),
    path(
      "M292 294 L508 294 Q540 450 550 600 Q552 628 524 628 L276 628 Q248 628 250 600 Q260 450 292 294 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    rect(306, 370, 20, 190, 10, p.light, op(0.6)),
    rect(310, 450, 12, 106, 6, "#bfe3f2"),
    ellipse(400, 294, 112, 22, p.side),
    ellipse(400, 290, 100, 16, p.light),
    rect(374, 258, 52, 28, 12, p.deep),
    rect(236, 620, 328, 30, 12, INK2),
    circle(400, 635, 5, "#8ef0b0"),
    sheen("M480 310 L500 310 Q528 450 534 580 L516 580 Q508 450 480 310 Z", 0.5),
  ].join("");
}

// ---------------------------------------------------------------------------
// Beauty

function perfume(p: Palette): string {
  return [
    rect(328, 172, 144, 124, 22, p.deep),
    rect(340, 180, 30, 104, 12, "#ffffff", op(0.18)),
    rect(368, 290, 64, 36, 6, "url(#gold)"),
    rect(262, 318, 276, 318, 44, "url(#glass)", outline(p.light, 4)),
    rect(280, 388, 240, 230, 30, p.base, op(0.88)),
    rect(280, 388, 240, 24, 12, p.light, op(0.6)),
    rect(344, 470, 112, 70, 10, "none", outline("url(#gold)", 4)),
    rect(292, 340, 26, 270, 13, "#ffffff", op(0.55)),
    rect(494, 350, 10, 240, 5, "#ffffff", op(0.35)),
  ].join("");
}

function perfumeBox(p: Palette): string {
  return [
    path("M176 210 L216 170 L386 170 L346 210 Z", p.light),
    path("M346 210 L386 170 L386 600 L346 640 Z", p.deep),
    rect(176, 210, 170, 430, 6, p.base),
    rect(176, 300, 170, 16, 0, "url(#gold)"),
    rect(216, 360, 90, 60, 6, "none", outline("url(#gold)", 3)),
  ].join("");
}

function creamJar(p: Palette): string {
  const ribs: string[] = [];
  for (let x = 250; x <= 550; x += 20) {
    ribs.push(line(`M${x} 350 L${x} 428`, p.side, 3, op(0.55)));
  }
  return [
    rect(238, 430, 324, 200, 44, "url(#body)", outline(p.side, 3)),
    rect(238, 480, 324, 96, 0, p.pale),
    path("M400 498 Q440 510 440 540 Q400 550 386 524 Q378 506 400 498 Z", p.base),
    path("M400 556 Q360 552 356 522 Q380 514 396 530 Q404 542 400 556 Z", p.light),
    rect(226, 338, 348, 100, 30, p.deep),
    ...ribs,
    rect(226, 338, 348, 26, 13, "#ffffff", op(0.18)),
    sheen("M252 444 L286 444 L286 620 Q260 610 252 590 Z", 0.45),
  ].join("");
}

function creamTube(p: Palette): string {
  const ridges: string[] = [];
  for (let x = 506; x <= 632; x += 14) {
    ridges.push(line(`M${x} 214 L${x} 234`, p.deep, 2, op(0.6)));
  }
  return [
    path("M502 238 L642 238 L616 560 L528 560 Z", p.pale, outline(p.lighter, 3)),
    rect(496, 208, 152, 32, 4, p.side),
    ...ridges,
    rect(512, 330, 120, 120, 0, p.base, op(0.85)),
    rect(524, 556, 96, 74, 14, p.deep),
    rect(524, 556, 96, 14, 7, "#ffffff", op(0.2)),
    sheen("M510 250 L530 250 L540 540 L528 540 Z", 0.6),
  ].join("");
}

function lipstick(p: Palette): string {
  return [
    lipstickOpen(p),
    rect(496, 398, 136, 260, 16, INK2),
    rect(496, 620, 136, 16, 0, "url(#gold)"),
    rect(508, 410, 20, 200, 10, "#ffffff", op(0.14)),
  ].join("");
}

function lipstickOpen(p: Palette): string {
  return [
    rect(330, 468, 140, 190, 16, INK2),
    rect(330, 468, 140, 18, 6, "url(#gold)"),
    rect(340, 480, 20, 170, 10, "#ffffff", op(0.12)),
    rect(346, 404, 108, 72, 8, "url(#gold)"),
    path("M360 410 L360 286 Q360 270 376 262 L440 226 L440 410 Z", p.base),
    path("M360 410 L360 286 Q360 270 376 262 L386 258 L386 410 Z", p.light, op(0.55)),
    path("M420 238 L440 226 L440 410 L420 410 Z", p.side, op(0.7)),
  ].join("");
}

function lipstickAlt(p: Palette): string {
  return [
    path(
      "M150 640 C220 590 360 620 470 592 C560 568 630 590 650 628 C570 650 470 630 360 656 C270 676 190 668 150 640 Z",
      p.base,
      op(0.92),
    ),
    path("M230 626 C300 610 400 628 480 608", "none", outline("#ffffff", 6) + op(0.3)),
    floorShadow(410, 524, 230),
    place(rotate(lipstickOpen(p), -90, 400, 442), 10, 0, 1.08, 400, 512),
  ].join("");
}

function bagBack(p: Palette): string {
  return [
    line("M302 338 C300 168 500 168 498 338", p.side, 26),
    line("M302 338 C300 168 500 168 498 338", p.deep, 18),
    path(
      "M238 330 L562 330 Q580 330 584 348 L624 612 Q628 640 600 640 L200 640 Q172 640 176 612 L216 348 Q220 330 238 330 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    path(
      "M207 408 L593 408 L620 604 Q622 628 598 628 L202 628 Q178 628 180 604 Z",
      p.side,
      op(0.35),
    ),
    path("M210 420 L590 420", "none", `${outline(p.light, 2.5)} stroke-dasharray="9 7"`),
    path("M200 620 L600 620", "none", `${outline(p.light, 2.5)} stroke-dasharray="9 7"`),
    line("M236 346 L564 346", p.deep, 5),
    rect(290, 322, 24, 30, 6, p.deep),
    rect(486, 322, 24, 30, 6, p.deep),
    sheen("M232 344 L330 344 L240 450 Z", 0.35),
  ].join("");
}

// ---------------------------------------------------------------------------
// Sport, books, toys, food

function ball(p: Palette): string {
  // A white ball with white patches would vanish: use dark patches for very light tints.
  const patch = luminance(p.base) > 0.7 ? INK2 : p.base;
  const seam = luminance(p.base) > 0.7 ? "#3a404b" : p.side;
  const pentagon = (cx: number, cy: number, r: number, angle: number): string => {
    const pts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const a = ((angle + i * 72) * Math.PI) / 180;
      pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`);
    }
    return `<polygon points="${pts.join(" ")}" fill="${patch}" stroke="${seam}" stroke-width="4" stroke-linejoin="round"/>`;
  };
  const parts: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = -90 + i * 72;
    const rad = (a * Math.PI) / 180;
    const vx = 400 + 64 * Math.cos(rad);
    const vy = 400 + 64 * Math.sin(rad);
    const ox = 400 + 200 * Math.cos(rad);
    const oy = 400 + 200 * Math.sin(rad);
    const ix = 400 + 138 * Math.cos(rad);
    const iy = 400 + 138 * Math.sin(rad);
    parts.push(line(`M${n(vx)} ${n(vy)} L${n(ix)} ${n(iy)}`, "#c5c9d0", 4));
    parts.push(pentagon(ox, oy, 66, a + 180));
    const mid = ((a + 36) * Math.PI) / 180;
    const mx = 400 + 150 * Math.cos(mid);
    const my = 400 + 150 * Math.sin(mid);
    const ex = 400 + 240 * Math.cos(mid);
    const ey = 400 + 240 * Math.sin(mid);
    parts.push(line(`M${n(mx)} ${n(my)} L${n(ex)} ${n(ey)}`, "#c5c9d0", 4));
  }
  for (let i = 0; i < 5; i++) {
    const a1 = ((-90 + i * 72) * Math.PI) / 180;
    const mid = ((-90 + i * 72 + 36) * Math.PI) / 180;
    const ax = 400 + 138 * Math.cos(a1) + 0;
    const ay = 400 + 138 * Math.sin(a1);
    const mx = 400 + 150 * Math.cos(mid);
    const my = 400 + 150 * Math.sin(mid);
    parts.push(line(`M${n(ax)} ${n(ay)} L${n(mx)} ${n(my)}`, "#c5c9d0", 4));
  }
  return [
    circle(400, 400, 230, "#f7f8fa"),
    `<g clip-path="url(#ballClip)">${parts.join("")}</g>`,
    pentagon(400, 400, 66, -90),
    circle(400, 400, 230, "url(#ballShade)"),
    circle(400, 400, 229, "none", outline("#c9cdd4", 3)),
  ].join("");
}

function dumbbell(p: Palette): string {
  const head = (x: number): string =>
    rect(x, 276, 112, 248, 26, p.side) +
    path(
      `M${x} 302 Q${x} 276 ${x + 26} 276 L${x + 86} 276 Q${x + 112} 276 ${x + 112} 302 L${x + 112} 338 L${x} 338 Z`,
      p.light,
    ) +
    rect(x, 338, 112, 124, 0, p.base) +
    rect(x + 10, 284, 40, 10, 5, "#ffffff", op(0.35));
  return [
    rect(280, 384, 240, 32, 12, "url(#metal)"),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) =>
      line(`M${340 + i * 15} 388 L${334 + i * 15} 412`, "#8c949f", 2.5, op(0.6)),
    ),
    rect(264, 364, 22, 72, 7, "#9aa2ad"),
    rect(514, 364, 22, 72, 7, "#9aa2ad"),
    head(154),
    head(534),
    rect(138, 330, 22, 140, 8, p.deep),
    rect(640, 330, 22, 140, 8, p.deep),
  ].join("");
}

function book(p: Palette): string {
  const pages: string[] = [];
  for (let i = 0; i < 5; i++) {
    pages.push(line(`M${534 + i * 3} 176 L${534 + i * 3} 628`, "#d9d2c1", 1.5));
  }
  return [
    rect(268, 160, 286, 482, 12, "#f4efe3", outline("#ddd5c3", 2)),
    ...pages,
    rect(250, 146, 286, 482, 14, p.base, outline(p.side, 3)),
    rect(250, 146, 40, 482, 14, p.side),
    line("M296 150 L296 624", p.deep, 3, op(0.6)),
    rect(250, 196, 40, 10, 0, p.deep, op(0.6)),
    rect(250, 566, 40, 10, 0, p.deep, op(0.6)),
    rect(320, 190, 186, 390, 8, "none", outline(p.light, 4)),
    circle(413, 330, 60, p.light, op(0.9)),
    circle(413, 330, 40, p.base),
    path(
      "M413 296 L424 320 L450 322 L430 338 L437 364 L413 350 L389 364 L396 338 L376 322 L402 320 Z",
      p.pale,
    ),
    rect(346, 430, 134, 18, 9, p.light),
    rect(366, 464, 94, 12, 6, p.light, op(0.7)),
    rect(290, 520, 246, 22, 0, p.accent, op(0.9)),
    path("M470 146 L470 118 Q470 110 478 110 L490 110 Q498 110 498 118 L498 146 Z", p.accent),
    sheen("M300 160 L360 160 L300 300 Z", 0.3),
  ].join("");
}

function bookStack(p: Palette): string {
  const slab = (y: number, x: number, w: number, colour: string, band: string): string =>
    rect(x, y, w, 72, 12, "#f4efe3", outline("#ddd5c3", 2)) +
    rect(x, y, w - 30, 72, 12, colour) +
    rect(x + 30, y + 14, 12, 44, 3, band) +
    rect(x + w - 110, y + 14, 12, 44, 3, band) +
    rect(x + 60, y + 30, w - 200, 12, 6, band, op(0.6)) +
    line(
      `M${x + w - 24} ${y + 18} L${x + w - 6} ${y + 18} M${x + w - 24} ${y + 36} L${x + w - 6} ${y + 36} M${x + w - 24} ${y + 54} L${x + w - 6} ${y + 54}`,
      "#d9d2c1",
      2,
    );
  return [
    slab(560, 170, 470, p.side, p.light),
    slab(486, 210, 420, p.accent, mix(p.accent, WHITE, 0.45)),
    slab(412, 190, 440, p.base, p.light),
    rotate(book(p), -8, 400, 400),
  ].join("");
}

function teddy(p: Palette): string {
  const eyes =
    circle(360, 262, 12, "#2a1e1a") +
    circle(440, 262, 12, "#2a1e1a") +
    circle(364, 258, 4, "#ffffff") +
    circle(444, 258, 4, "#ffffff");
  return [
    circle(304, 190, 50, p.base),
    circle(496, 190, 50, p.base),
    circle(304, 190, 28, p.light),
    circle(496, 190, 28, p.light),
    rotate(ellipse(274, 470, 48, 84, p.side), 28, 274, 470),
    rotate(ellipse(526, 470, 48, 84, p.side), -28, 526, 470),
    ellipse(400, 500, 134, 142, "url(#body)"),
    ellipse(400, 516, 82, 92, p.light),
    circle(400, 280, 124, "url(#body)"),
    ellipse(400, 318, 54, 40, p.light),
    ellipse(400, 300, 20, 13, "#2a1e1a"),
    line("M400 312 L400 330 M384 334 Q400 344 416 334", "#2a1e1a", 4),
    eyes,
    ellipse(312, 606, 66, 52, p.base),
    ellipse(488, 606, 66, 52, p.base),
    ellipse(306, 612, 36, 32, p.light),
    ellipse(494, 612, 36, 32, p.light),
    path("M400 404 L350 380 L350 430 Z", p.accent),
    path("M400 404 L450 380 L450 430 Z", p.accent),
    circle(400, 404, 12, mix(p.accent, BLACK, 0.2)),
    sheen("M320 190 Q360 166 400 166 L330 250 Z", 0.35),
  ].join("");
}

function oneDate(cx: number, cy: number, s: number, angle: number): string {
  const d = (x: number, y: number): string => `${n(cx + x * s)} ${n(cy + y * s)}`;
  const body = `M${d(-38, 1)} C${d(-38, -11)} ${d(-20, -15)} ${d(0, -15)} C${d(22, -15)} ${d(38, -9)} ${d(38, 0)} C${d(38, 9)} ${d(22, 15)} ${d(0, 15)} C${d(-20, 15)} ${d(-38, 12)} ${d(-38, 1)} Z`;
  const wrinkles = [-18, 2, 20]
    .map((x) =>
      line(`M${d(x - 2, -11)} Q${d(x + 4, -1)} ${d(x - 1, 10)}`, DATE_DARK, 1.6 * s, op(0.35)),
    )
    .join("");
  return rotate(
    path(body, DATE) +
      path(
        `M${d(-34, 6)} C${d(-14, 16)} ${d(16, 16)} ${d(34, 5)} C${d(20, 14)} ${d(-12, 15)} ${d(-34, 6)} Z`,
        DATE_DARK,
        op(0.85),
      ) +
      path(
        `M${d(-28, -6)} C${d(-12, -13)} ${d(12, -13)} ${d(28, -7)} C${d(12, -8)} ${d(-10, -8)} ${d(-28, -6)} Z`,
        DATE_LIGHT,
      ) +
      wrinkles +
      ellipse(cx - 8 * s, cy - 9 * s, 6 * s, 2 * s, "#ffffff", op(0.5)) +
      circle(cx - 37 * s, cy + 1 * s, 3.5 * s, "#c08a4a"),
    angle,
    cx,
    cy,
  );
}

function datesBox(p: Palette): string {
  const dates: string[] = [];
  const rows = [
    { y: 370, left: 232, right: 568, s: 0.95 },
    { y: 414, left: 204, right: 596, s: 1.05 },
    { y: 460, left: 176, right: 624, s: 1.15 },
  ];
  for (const [r, row] of rows.entries()) {
    const count = 5;
    const step = (row.right - row.left) / count;
    for (let i = 0; i < count; i++) {
      const cx = row.left + step * (i + 0.5);
      dates.push(oneDate(cx, row.y, row.s * 1.08, (i + r) % 2 === 0 ? -16 : 14));
    }
  }
  const star =
    rect(374, 512, 52, 52, 4, "none", outline("url(#gold)", 4)) +
    rotate(rect(374, 512, 52, 52, 4, "none", outline("url(#gold)", 4)), 45, 400, 538);
  return [
    path(
      "M226 136 L574 136 Q588 136 590 150 L604 336 L196 336 L210 150 Q212 136 226 136 Z",
      p.side,
    ),
    path("M240 150 L560 150 L572 320 L228 320 Z", p.base, op(0.6)),
    rect(384, 136, 32, 200, 0, "url(#gold)"),
    path("M212 336 L588 336 L650 490 L150 490 Z", p.deep),
    path("M222 344 L578 344 L634 484 L166 484 Z", mix(p.deep, BLACK, 0.25)),
    ...dates,
    path("M150 490 L650 490 L650 590 Q650 606 634 606 L166 606 Q150 606 150 590 Z", "url(#body)"),
    rect(150, 496, 500, 10, 0, "url(#gold)"),
    star,
    path("M150 490 L212 336 L222 344 L166 490 Z", p.side),
    path("M650 490 L588 336 L578 344 L634 490 Z", p.side),
  ].join("");
}

function datesBowl(p: Palette): string {
  const heap: Array<[number, number, number]> = [
    [300, 446, -20],
    [360, 452, 10],
    [430, 450, -8],
    [500, 446, 18],
    [330, 418, 14],
    [395, 414, -16],
    [465, 416, 6],
    [362, 384, -6],
    [430, 386, 20],
    [398, 356, 2],
  ];
  return [
    ellipse(400, 458, 210, 44, p.deep),
    ...heap.map(([x, y, a]) => oneDate(x, y, 1.3, a)),
    path(
      "M188 456 Q200 612 400 624 Q600 612 612 456 Q600 500 400 504 Q200 500 188 456 Z",
      "url(#body)",
      outline(p.side, 3),
    ),
    path("M250 540 Q400 570 550 540", "none", outline(p.light, 6) + op(0.6)),
    ellipse(400, 624, 80, 10, p.side),
    oneDate(620, 628, 1.2, 12),
    oneDate(200, 632, 1.2, -18),
  ].join("");
}

// ---------------------------------------------------------------------------
// Kinds

type Scene = "podium" | "room" | "table" | "hang";

interface KindDef {
  /** The object for views 0 and 2, in the 800×800 frame. */
  draw: (p: Palette) => string;
  /** The complete object composition of view 1 (with its own shadows). */
  alt: (p: Palette) => string;
  /** y where the object meets the floor; 0 for flat-lay items (drop shadow instead). */
  floor: number;
  /** Half-width of the floor shadow. */
  shadow: number;
  scene: Scene;
}

function onFloor(content: string, floor: number, shadow: number): string {
  return floorShadow(400, floor, shadow) + content;
}

function dropShadow(content: string): string {
  return `<g filter="url(#drop)">${content}</g>`;
}

const kinds = {
  phone: {
    draw: phoneFront,
    alt: (p) =>
      floorShadow(400, 642, 240) +
      place(phoneBack(p), -108, -8, 0.86) +
      place(phoneFront(p), 108, 8, 0.86),
    floor: 652,
    shadow: 150,
    scene: "podium",
  },
  laptop: {
    draw: laptopFront,
    alt: (p) => onFloor(laptopBack(p), 536, 270),
    floor: 592,
    shadow: 300,
    scene: "table",
  },
  tablet: {
    draw: tabletFront,
    alt: (p) =>
      floorShadow(400, 640, 280) +
      place(tabletBack(p), -70, -30, 1) +
      place(tabletFront(p), 70, 70, 0.78),
    floor: 602,
    shadow: 280,
    scene: "table",
  },
  headphones: {
    draw: headphones,
    alt: (p) => floorShadow(400, 650, 230) + rotate(place(headphones(p), 0, 10, 1.02), -14),
    floor: 640,
    shadow: 240,
    scene: "podium",
  },
  speaker: {
    draw: speaker,
    alt: speakerTurned,
    floor: 654,
    shadow: 180,
    scene: "podium",
  },
  watch: {
    draw: watch,
    alt: (p) => floorShadow(400, 680, 220) + rotate(place(watch(p), 0, 0, 1.12), -28),
    floor: 696,
    shadow: 120,
    scene: "podium",
  },
  camera: {
    draw: cameraFront,
    alt: (p) => onFloor(cameraBack(p), 586, 260),
    floor: 586,
    shadow: 260,
    scene: "table",
  },
  tshirt: {
    draw: tshirt,
    alt: (p) => dropShadow(rotate(hanger(tshirt(p)), -4, 400, 100)),
    floor: 0,
    shadow: 0,
    scene: "hang",
  },
  shirt: {
    draw: shirt,
    alt: (p) => dropShadow(rotate(hanger(shirt(p)), -4, 400, 100)),
    floor: 0,
    shadow: 0,
    scene: "hang",
  },
  dress: {
    draw: dress,
    alt: (p) => dropShadow(rotate(hanger(dress(p)), -4, 400, 100)),
    floor: 0,
    shadow: 0,
    scene: "hang",
  },
  abaya: {
    draw: abaya,
    alt: (p) => dropShadow(rotate(hanger(abaya(p)), -3, 400, 100)),
    floor: 0,
    shadow: 0,
    scene: "hang",
  },
  thobe: {
    draw: thobe,
    alt: (p) => dropShadow(rotate(hanger(thobe(p)), -3, 400, 100)),
    floor: 0,
    shadow: 0,
    scene: "hang",
  },
  shoe: {
    draw: (p) => place(shoe(p), -20, -70, 1.06),
    alt: (p) =>
      floorShadow(410, 612, 300) +
      place(mirror(shoe(p)), 50, -40, 0.9) +
      place(shoe(p), -40, 40, 0.96),
    floor: 508,
    shadow: 290,
    scene: "podium",
  },
  sneaker: {
    draw: (p) => place(sneaker(p), -20, -66, 1.06),
    alt: (p) =>
      floorShadow(410, 614, 300) +
      place(mirror(sneaker(p)), 50, -44, 0.9) +
      place(sneaker(p), -40, 40, 0.96),
    floor: 508,
    shadow: 290,
    scene: "podium",
  },
  bag: {
    draw: bag,
    alt: (p) =>
      floorShadow(400, 646, 290) +
      place(bagBack(p), -110, -16, 0.8, 400, 640) +
      place(bag(p), 90, 6, 0.86, 400, 640),
    floor: 640,
    shadow: 230,
    scene: "podium",
  },
  backpack: {
    draw: backpack,
    alt: (p) => onFloor(backpackBack(p), 652, 180),
    floor: 652,
    shadow: 180,
    scene: "podium",
  },
  chair: {
    draw: chair,
    alt: (p) => onFloor(chairSide(p), 660, 200),
    floor: 662,
    shadow: 200,
    scene: "room",
  },
  sofa: {
    draw: sofa,
    alt: (p) =>
      floorShadow(440, 628, 320) +
      place(sofaLegs(), 20, -30, 0.95) +
      place(sofaLegs(), -40, 20, 0.95) +
      `<g filter="url(#extrude)">${place(sofa(p, false), -40, 20, 0.95)}</g>`,
    floor: 632,
    shadow: 300,
    scene: "room",
  },
  lamp: {
    draw: (p) => lamp(p),
    alt: (p) => onFloor(lamp(p, true), 644, 150),
    floor: 644,
    shadow: 150,
    scene: "room",
  },
  mug: {
    draw: mug,
    alt: (p) =>
      floorShadow(400, 640, 280) +
      place(mirror(mug(p)), -110, -60, 0.8) +
      place(mug(p), 90, 40, 0.86),
    floor: 622,
    shadow: 170,
    scene: "table",
  },
  pan: {
    draw: (p) => place(pan(p), -50, -30, 1.05),
    alt: (p) => floorShadow(430, 660, 260) + place(panTop(p), -30, 0, 0.92),
    floor: 592,
    shadow: 230,
    scene: "table",
  },
  kettle: {
    draw: kettle,
    alt: (p) =>
      floorShadow(400, 648, 300) +
      place(kettle(p), -80, 0, 0.92, 400, 650) +
      place(mug(p), 200, 0, 0.45, 400, 622),
    floor: 650,
    shadow: 220,
    scene: "table",
  },
  perfume: {
    draw: perfume,
    alt: (p) =>
      floorShadow(400, 640, 250) +
      place(perfumeBox(p), 0, 0, 1, 400, 640) +
      place(perfume(p), 90, 0, 0.86, 400, 636),
    floor: 636,
    shadow: 170,
    scene: "podium",
  },
  cream: {
    draw: (p) => place(creamJar(p), 0, -70, 1.2),
    alt: (p) =>
      floorShadow(400, 632, 280) +
      place(creamJar(p), -100, 0, 0.9, 400, 630) +
      place(creamTube(p), 10, 0, 1, 400, 630),
    floor: 606,
    shadow: 220,
    scene: "table",
  },
  lipstick: {
    draw: (p) => place(lipstick(p), -80, -30, 1.1),
    alt: (p) => lipstickAlt(p),
    floor: 656,
    shadow: 180,
    scene: "podium",
  },
  ball: {
    draw: ball,
    alt: (p) => floorShadow(400, 642, 200) + rotate(place(ball(p), 0, 20, 0.96), 32, 400, 420),
    floor: 630,
    shadow: 190,
    scene: "podium",
  },
  dumbbell: {
    draw: dumbbell,
    alt: (p) =>
      floorShadow(400, 640, 300) +
      place(dumbbell(p), -40, -100, 0.82) +
      place(dumbbell(p), 40, 120, 0.82),
    floor: 524,
    shadow: 260,
    scene: "podium",
  },
  book: {
    draw: book,
    alt: (p) => floorShadow(400, 634, 280) + place(bookStack(p), 0, 0, 1),
    floor: 642,
    shadow: 160,
    scene: "table",
  },
  toy: {
    draw: teddy,
    alt: (p) => floorShadow(400, 662, 200) + rotate(place(teddy(p), 0, 10, 1), -10, 400, 650),
    floor: 658,
    shadow: 180,
    scene: "podium",
  },
  dates: {
    draw: datesBox,
    alt: (p) => onFloor(datesBowl(p), 626, 240),
    floor: 606,
    shadow: 270,
    scene: "table",
  },
} satisfies Record<ArtKind, KindDef>;

/** Every art kind, in a stable order. */
export const artKinds: readonly ArtKind[] = Object.keys(kinds) as ArtKind[];

function kindDef(art: ArtKind): KindDef {
  if (!Object.hasOwn(kinds, art)) {
    throw new Error("Unknown art kind");
  }
  return kinds[art];
}

// ---------------------------------------------------------------------------
// Scenes

function studioBackground(): string {
  return rect(0, 0, 800, 800, 0, "url(#bg)");
}

function plant(x: number, y: number, s: number, pot: string): string {
  return place(
    [
      line("M400 600 Q396 520 380 470", LEAF_DARK, 5),
      line("M400 600 Q410 520 440 480", LEAF_DARK, 5),
      rotate(ellipse(372, 470, 22, 52, LEAF), -25, 372, 470),
      rotate(ellipse(444, 478, 22, 50, LEAF_DARK), 30, 444, 478),
      rotate(ellipse(404, 440, 20, 56, LEAF), 5, 404, 440),
      rotate(ellipse(350, 530, 18, 40, LEAF_DARK), -55, 350, 530),
      rotate(ellipse(452, 540, 18, 40, LEAF), 55, 452, 540),
      path("M360 590 L440 590 L430 660 Q428 670 418 670 L382 670 Q372 670 370 660 Z", pot),
      rect(354, 582, 92, 16, 6, mix(pot, BLACK, 0.12)),
    ].join(""),
    x - 400,
    y - 670,
    s,
    400,
    670,
  );
}

function sceneBackdrop(p: Palette, scene: Scene): string {
  const wall = rect(0, 0, 800, 800, 0, p.scene);
  switch (scene) {
    case "podium":
      return [
        wall,
        path("M190 660 L190 330 Q190 120 400 120 Q610 120 610 330 L610 660 Z", p.sceneLight),
        rect(0, 660, 800, 140, 0, p.sceneDark),
        circle(640, 200, 56, p.pale, op(0.9)),
        plant(112, 700, 1.05, "#efe8dd"),
        circle(700, 690, 34, p.lighter),
      ].join("");
    case "room":
      return [
        wall,
        rect(0, 640, 800, 160, 0, "#d8bf9f"),
        rect(0, 640, 800, 10, 0, "#bfa27f"),
        rect(70, 110, 150, 190, 6, "#ffffff", outline(p.sceneDark, 6)),
        rect(90, 130, 110, 150, 2, p.sceneLight),
        path("M90 280 L130 200 L160 250 L175 230 L200 280 Z", p.lighter),
        circle(170, 170, 14, p.accent, op(0.8)),
        plant(700, 660, 1.1, "#efe8dd"),
        ellipse(400, 704, 330, 44, p.sceneLight, op(0.8)),
      ].join("");
    case "table":
      return [
        wall,
        path("M470 500 L470 230 Q470 110 590 110 Q710 110 710 230 L710 500 Z", p.sceneLight),
        line("M590 112 L590 500 M470 300 L710 300", p.scene, 8),
        plant(700, 660, 0.9, "#efe8dd"),
        rect(0, 660, 800, 140, 0, "#e3d2bb"),
        rect(0, 656, 800, 14, 0, "#f0e4d2"),
        rect(0, 760, 800, 40, 0, "#cdb89b"),
      ].join("");
    case "hang":
      return [
        wall,
        rect(0, 700, 800, 100, 0, p.sceneDark),
        rect(60, 72, 680, 14, 7, "url(#metal)"),
        rect(52, 64, 20, 30, 6, "#9aa2ad"),
        rect(728, 64, 20, 30, 6, "#9aa2ad"),
        plant(680, 740, 1, "#efe8dd"),
      ].join("");
  }
}

function lifestyle(p: Palette, def: KindDef): string {
  const object = def.draw(p);
  switch (def.scene) {
    case "podium": {
      const top = 600;
      return [
        ellipse(400, top + 100, 270, 44, "#000000", op(0.08)),
        rect(170, top, 460, 96, 0, "url(#podium)"),
        ellipse(400, top + 96, 230, 34, "url(#podium)"),
        ellipse(400, top, 230, 34, "#faf7f2"),
        place(
          floorShadow(400, def.floor, def.shadow) + object,
          0,
          top + 4 - def.floor,
          0.7,
          400,
          def.floor,
        ),
      ].join("");
    }
    case "room":
    case "table": {
      const floor = def.scene === "room" ? 700 : 720;
      const scale = def.scene === "room" ? 0.82 : 0.74;
      return place(
        floorShadow(400, def.floor, def.shadow) + object,
        -20,
        floor - def.floor,
        scale,
        400,
        def.floor,
      );
    }
    case "hang":
      return dropShadow(place(hanger(object), -40, -40, 0.9, 400, 80));
  }
}

function document(body: string, p: Palette, size = 800): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">${defs(p)}${body}</svg>`;
}

/**
 * The SVG of a product picture. `view` 0 is the plain front shot, 1 another
 * angle or composition, 2 a lifestyle composition on a coloured backdrop.
 */
export function drawProductSvg(art: ArtKind, tint: string, view: 0 | 1 | 2): string {
  const p = makePalette(tint);
  const def = kindDef(art);
  switch (view) {
    case 0: {
      const object =
        def.floor > 0
          ? floorShadow(400, def.floor, def.shadow) + def.draw(p)
          : dropShadow(def.draw(p));
      return document(studioBackground() + object, p);
    }
    case 1:
      return document(studioBackground() + def.alt(p), p);
    case 2:
      return document(sceneBackdrop(p, def.scene) + lifestyle(p, def), p);
    default:
      throw new Error("Invalid view: expected 0, 1 or 2");
  }
}

/**
 * The object of `art` alone (no background), in the 800×800 frame, with the
 * <defs> it needs. Used by the category tiles.
 */
export function drawProductObject(art: ArtKind, tint: string): { defs: string; body: string } {
  const p = makePalette(tint);
  const def = kindDef(art);
  const body =
    def.floor > 0 ? floorShadow(400, def.floor, def.shadow) + def.draw(p) : dropShadow(def.draw(p));
  return { defs: defs(p), body };
}

/** Small colour helpers for the generated seed pictures. */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const INITIALS = /^[A-Z0-9]{1,3}$/;

export const WHITE = "#ffffff";
export const BLACK = "#000000";

/** Returns the colour in lower case, or throws unless it is exactly "#rrggbb". */
export function assertHex(value: unknown): string {
  if (typeof value !== "string" || !HEX_COLOUR.test(value)) {
    throw new Error('Invalid colour: expected "#rrggbb"');
  }
  return value.toLowerCase();
}

/** Returns the initials, or throws unless they are 1–3 characters of A–Z and 0–9. */
export function assertInitials(value: unknown): string {
  if (typeof value !== "string" || !INITIALS.test(value)) {
    throw new Error("Invalid initials: expected 1–3 characters A–Z or 0–9");
  }
  return value;
}

export function parseHex(hex: string): Rgb {
  const valid = assertHex(hex);
  return {
    r: Number.parseInt(valid.slice(1, 3), 16),
    g: Number.parseInt(valid.slice(3, 5), 16),
    b: Number.parseInt(valid.slice(5, 7), 16),
  };
}

function channel(value: number): string {
  const clamped = Math.max(0, Math.min(255, Math.round(value)));
  return clamped.toString(16).padStart(2, "0");
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** Mixes `b` into `a`: amount 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, amount: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const t = Math.max(0, Math.min(1, amount));
  return toHex({
    r: x.r + (y.r - x.r) * t,
    g: x.g + (y.g - x.g) * t,
    b: x.b + (y.b - x.b) * t,
  });
}

/** Mixes with white. */
export function lighten(colour: string, amount: number): string {
  return mix(colour, WHITE, amount);
}

/** Mixes with black. */
export function darken(colour: string, amount: number): string {
  return mix(colour, BLACK, amount);
}

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(colour: string): number {
  const { r, g, b } = parseHex(colour);
  const linear = (v: number): number => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export interface Hsl {
  /** Degrees, 0–360. */
  h: number;
  /** 0–1. */
  s: number;
  /** 0–1. */
  l: number;
}

export function toHsl(colour: string): Hsl {
  const { r, g, b } = parseHex(colour);
  const rn = r / 255;
  const gn = g / 255;
  const bn = b / 255;
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) {
    return { h: 0, s: 0, l };
  }
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) {
    h = (gn - bn) / d + (gn < bn ? 6 : 0);
  } else if (max === gn) {
    h = (bn - rn) / d + 2;
  } else {
    h = (rn - gn) / d + 4;
  }
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): string {
  const hue = (((h % 360) + 360) % 360) / 360;
  const sat = Math.max(0, Math.min(1, s));
  const lig = Math.max(0, Math.min(1, l));
  if (sat === 0) {
    return toHex({ r: lig * 255, g: lig * 255, b: lig * 255 });
  }
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat;
  const p = 2 * lig - q;
  const conv = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex({
    r: conv(hue + 1 / 3) * 255,
    g: conv(hue) * 255,
    b: conv(hue - 1 / 3) * 255,
  });
}

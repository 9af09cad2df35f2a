import type { ReactNode } from "react";

export const paymentMethods = ["mada", "visa", "mastercard", "applepay", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/*
 * Our own simplified marks, drawn on a 46×30 canvas (the inside of a 48×32 badge with a 1px
 * border). They are not the schemes' official artwork. Text uses textLength so it fits the
 * badge whatever generic sans-serif face the visitor has.
 */
const marks: Record<PaymentMethod, ReactNode> = {
  mada: (
    <>
      <rect x="4" y="10" width="9" height="4" rx="0.5" fill="#259bd6" />
      <rect x="4" y="16" width="9" height="4" rx="0.5" fill="#84b740" />
      <text
        x="15"
        y="19.2"
        fontFamily="sans-serif"
        fontWeight="700"
        fontSize="10"
        textLength="26"
        lengthAdjust="spacingAndGlyphs"
        fill="#333333"
      >
        mada
      </text>
    </>
  ),
  visa: (
    <text
      x="23"
      y="19.8"
      textAnchor="middle"
      fontFamily="sans-serif"
      fontWeight="700"
      fontStyle="italic"
      fontSize="13"
      textLength="32"
      lengthAdjust="spacingAndGlyphs"
      fill="#1a1f71"
    >
      VISA
    </text>
  ),
  mastercard: (
    <>
      <circle cx="18" cy="15" r="8" fill="#eb001b" />
      <circle cx="28" cy="15" r="8" fill="#f79e1b" />
      <path d="M23 8.755A8 8 0 0 1 23 21.245A8 8 0 0 1 23 8.755Z" fill="#ff5f00" />
    </>
  ),
  applepay: (
    <>
      <path
        d="M11 11.2C9.6 10.2 7.8 10.1 6.6 11C5.1 12.1 4.6 14.2 5 16.3C5.5 19 7.1 21.8 8.8 22.4C9.6 22.7 10.3 22.3 11 22.1C11.7 22.3 12.4 22.7 13.2 22.4C14.9 21.8 16.5 19 17 16.3C17.4 14.2 16.9 12.1 15.4 11C14.2 10.1 12.4 10.2 11 11.2Z"
        fill="#000000"
      />
      <path d="M11.2 10C11.1 8.4 12.2 6.9 13.9 6.6C14 8.3 12.9 9.7 11.2 10Z" fill="#000000" />
      <text
        x="19"
        y="19.6"
        fontFamily="sans-serif"
        fontWeight="600"
        fontSize="11"
        textLength="21"
        lengthAdjust="spacingAndGlyphs"
        fill="#000000"
      >
        Pay
      </text>
    </>
  ),
  cod: (
    <>
      <rect x="9" y="6" width="31" height="15" rx="2" fill="#81c784" />
      <rect x="6" y="9" width="31" height="15" rx="2" fill="#2e7d32" />
      <rect
        x="8"
        y="11"
        width="27"
        height="11"
        rx="1"
        fill="none"
        stroke="#a5d6a7"
        strokeWidth="0.8"
      />
      <circle cx="21.5" cy="16.5" r="3.6" fill="#e8f5e9" />
      <circle cx="11.5" cy="16.5" r="1" fill="#a5d6a7" />
      <circle cx="31.5" cy="16.5" r="1" fill="#a5d6a7" />
    </>
  ),
};

/** React's SVG types omit the global `dir` attribute; it still renders as a plain attribute. */
const ltr = { dir: "ltr" } as const;

/**
 * The payment methods we accept, as a row of card-shaped badges. The marks are logos, so they
 * never mirror in right-to-left pages (`dir` for HTML, the SVG `direction` property for the text
 * inside, which Chromium does not take from `dir`); each carries its accessible name in the
 * page's language.
 */
export function PaymentIcons({ labels }: { labels: Record<PaymentMethod, string> }) {
  return (
    <ul className="flex list-none flex-wrap gap-2">
      {paymentMethods.map((method) => (
        <li
          key={method}
          className="flex h-8 w-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-gray-200 bg-white"
        >
          <svg
            role="img"
            aria-label={labels[method]}
            {...ltr}
            direction="ltr"
            viewBox="0 0 46 30"
            width="46"
            height="30"
            className="block h-full w-full"
          >
            <title>{labels[method]}</title>
            {marks[method]}
          </svg>
        </li>
      ))}
    </ul>
  );
}

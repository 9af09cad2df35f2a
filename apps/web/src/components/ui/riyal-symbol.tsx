/** The Saudi riyal sign, drawn as an image with an accessible name (fonts do not carry it yet). */
export function RiyalSymbol({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 100 112"
      className={className ?? "inline-block h-[0.85em] w-[0.76em] shrink-0"}
      fill="none"
      stroke="currentColor"
      strokeWidth="11"
      strokeLinecap="square"
      strokeLinejoin="miter"
    >
      <title>{label}</title>
      <path d="M33 6v72q0 18 16 24" />
      <path d="M62 18v64" />
      <path d="M6 50l88-18" />
      <path d="M6 76l88-18" />
    </svg>
  );
}

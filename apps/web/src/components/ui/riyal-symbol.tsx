/**
 * The Saudi riyal sign as an image with an accessible name (fonts do not carry it yet). It is drawn
 * by one stylesheet rule (`.riyal-symbol` in globals.css, a mask in the text's colour), so a page of
 * prices carries a short element per price rather than a copy of the drawing.
 */
export function RiyalSymbol({ label, className }: { label: string; className?: string }) {
  return (
    <span
      role="img"
      aria-label={label}
      className={className ? `riyal-symbol ${className}` : "riyal-symbol"}
    />
  );
}

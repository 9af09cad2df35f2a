/** Five stars filled to the rating; the label says it in words for screen readers. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const percent = Math.round(Math.max(0, Math.min(100, (rating / 5) * 100)));
  // Drawn by the `.stars` rule in globals.css: one element, filled to --r.
  return (
    <span
      role="img"
      aria-label={label}
      className="stars"
      style={{ "--r": `${percent}%` } as React.CSSProperties}
    />
  );
}

/**
 * How much of five stars a rating fills, in percent: the rating to the nearest tenth of a star,
 * between 0 and 5, each tenth 2%. 4.1 fills 82% (four stars and a tenth of the fifth), 4 fills 80%.
 */
export function starFillPercent(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  const tenths = Math.round(Math.min(5, Math.max(0, rating)) * 10);
  return tenths * 2;
}

/**
 * Five stars filled to the rating, for every rating the store shows (cards, product and vendor
 * pages, reviews, compare, the rating filter); the label says it in words for screen readers.
 * Drawn by the `.stars` rule in globals.css: the inner element is exactly five stars wide
 * whatever its container does to the outer one (a flex row that stretches it, a column), and its
 * golden copy is cut to --r of that width.
 */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="stars">
      <span style={{ "--r": `${starFillPercent(rating)}%` } as React.CSSProperties} />
    </span>
  );
}

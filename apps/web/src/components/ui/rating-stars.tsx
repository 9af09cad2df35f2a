/** Five stars filled to the rating; the label says it in words for screen readers. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span
      role="img"
      aria-label={label}
      className="relative inline-block text-sm leading-none tracking-[0.1em]"
    >
      <span aria-hidden="true" className="text-gray-300">
        ★★★★★
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-y-0 start-0 overflow-hidden text-accent-500"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}

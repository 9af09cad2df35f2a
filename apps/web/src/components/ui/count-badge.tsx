/**
 * The small number on a header icon; its text is part of the icon's accessible name. Nothing to
 * count, no badge: an empty cart shows the bare icon.
 */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid={testId}
      className="absolute -end-1 -top-1 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs font-bold leading-5 text-ink"
    >
      {count}
    </span>
  );
}

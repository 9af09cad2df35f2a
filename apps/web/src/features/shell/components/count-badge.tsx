/** The small number on a header icon; its text is part of the icon's accessible name. */
export function CountBadge({ count, testId }: { count: number; testId: string }) {
  return (
    <span
      data-testid={testId}
      className="absolute -end-1 -top-1 min-w-5 rounded-full bg-accent-500 px-1 text-center text-xs font-bold leading-5 text-ink"
    >
      {count}
    </span>
  );
}

/** A grey placeholder that shimmers while a section streams in. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded-md ${className ?? ""}`} />;
}

import type { ReactNode } from "react";

/**
 * A section's heading, with an optional link to where the section continues (drawn at the end
 * of the line, and described by the heading so that "See all" says what it shows).
 */
export function SectionHeading({
  id,
  children,
  more,
}: {
  id: string;
  children: ReactNode;
  more?: (describedBy: string) => ReactNode;
}) {
  const heading = (
    <h2 id={id} className={`${more ? "" : "mb-4 "}text-xl font-bold text-ink sm:text-2xl`}>
      {children}
    </h2>
  );
  if (!more) return heading;
  return (
    <div className="mb-4 flex items-baseline justify-between gap-4">
      {heading}
      {more(id)}
    </div>
  );
}

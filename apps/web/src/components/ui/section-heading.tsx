export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="mb-4 text-xl font-bold text-ink sm:text-2xl">
      {children}
    </h2>
  );
}

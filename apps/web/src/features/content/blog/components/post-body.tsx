/**
 * A post's text as the API writes it: paragraphs separated by blank lines, a paragraph whose lines
 * all start with "- " a list, a one-line paragraph starting with "## " a heading. Drawn as text,
 * never as markup.
 */
export function PostBody({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="flex flex-col gap-4 leading-8 text-ink" data-testid="post-body">
      {blocks.map((block, index) => {
        const lines = block.split("\n");
        const key = `${index}-${block.slice(0, 16)}`;
        if (lines.length === 1 && block.startsWith("## "))
          return (
            <h2 key={key} className="mt-2 text-xl font-bold">
              {block.slice(3)}
            </h2>
          );
        if (lines.every((line) => line.startsWith("- ")))
          return (
            <ul key={key} className="list-disc space-y-2 ps-6">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        return (
          <p key={key} className="whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </div>
  );
}

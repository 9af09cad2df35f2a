/** Structured data as JSON, safe inside a <script>: nothing in it can close the element or open a comment. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Renders schema.org data (an object or a list of them) for search engines, in the server's HTML. */
export function JsonLd({ data }: { data: object | readonly object[] }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped by serializeJsonLd; React would escape quotes and break it
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}

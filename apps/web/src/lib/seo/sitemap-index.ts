export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** A sitemap index (sitemaps.org): the one address crawlers are given, naming every sitemap. */
export function sitemapIndexXml(sitemapUrls: readonly string[]): string {
  const entries = sitemapUrls
    .map((url) => `<sitemap>\n<loc>${escapeXml(url)}</loc>\n</sitemap>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

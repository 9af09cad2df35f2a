import "server-only";
import type { Locale } from "@souq/contract/locale";
import type { Metadata } from "next";
import { pageHref } from "@/lib/routing/pages.ts";
import { pageMetadata } from "@/lib/seo/page-metadata.ts";
import { getProduct } from "./queries.server.ts";

/** The first paragraph of a description, cut at a word to fit a search result's snippet. */
export function snippetOf(description: string, limit = 160): string {
  const first =
    description
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  if (first.length <= limit) return first;
  const cut = first.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/**
 * The product's title, description and picture for search engines and shared links. Both
 * /product/{id} and /product/default/{id} name /product/{id} as the canonical address.
 */
export async function productMetadata(productId: number, locale: Locale): Promise<Metadata> {
  const result = await getProduct(productId, locale);
  if (!result.ok) return {};
  const product = result.data.data;
  return pageMetadata({
    locale,
    path: pageHref.product({ id: product.id }),
    title: product.name,
    description: snippetOf(product.description),
    image: product.gallery[0]?.large ?? product.pictures[0] ?? null,
  });
}

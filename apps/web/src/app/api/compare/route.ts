import { isLocale } from "@souq/contract/locale-codes";
import { type NextRequest, NextResponse } from "next/server";
import { compareLimit } from "@/features/compare/compare-list.ts";
import { type CompareProduct, toCompareProduct } from "@/features/compare/compare-product.ts";
import { getProduct, productIdOf } from "@/features/product/queries.server.ts";

/**
 * `GET /api/compare?ids=1,2,3&locale=en|ar`: what the compare page shows of the products a
 * browser keeps in its compare list, read through the same cached catalog reads as the product
 * pages, so the browser never learns the API's address. At most the compare limit of distinct
 * product ids; anything else is refused. Products that are gone come back in `missing`, so the
 * page can drop them from the list. Shared by every shopper: browsers may keep it a minute.
 */
export async function GET(request: NextRequest) {
  const search = request.nextUrl.searchParams;
  const locale = search.get("locale");
  const parts = (search.get("ids") ?? "").split(",");
  const ids = parts.map(productIdOf);
  if (
    !isLocale(locale) ||
    parts.length > compareLimit ||
    ids.some((id) => id === null) ||
    new Set(ids).size !== ids.length
  ) {
    return NextResponse.json(
      { message: `Give a locale and 1 to ${compareLimit} distinct product ids.` },
      { status: 400 },
    );
  }
  const results = await Promise.all(ids.map((id) => getProduct(id as number, locale)));
  const data: CompareProduct[] = [];
  const missing: number[] = [];
  for (const [index, result] of results.entries()) {
    if (result.ok) data.push(toCompareProduct(result.data.data));
    else if (result.status === 404) missing.push(ids[index] as number);
    else return NextResponse.json({ message: "The catalog is not available." }, { status: 503 });
  }
  return NextResponse.json(
    { data, missing },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

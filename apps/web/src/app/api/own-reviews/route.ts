import { isLocale } from "@souq/contract/locale-codes";
import { type NextRequest, NextResponse } from "next/server";
import type { OwnReviews } from "@/features/product/reviews/own-reviews.ts";
import { getOwnReviews, reviewsPageOf } from "@/features/product/reviews/queries.server.ts";
import { getSession } from "@/lib/session/session.server.ts";

const noStore = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * `GET /api/own-reviews?product=7&page=1&locale=en`: whether the signed-in shopper has reviewed
 * the product and which reviews on that page are theirs. The product page is cached and shared,
 * so this loads after it; the answer is the shopper's alone.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const product = params.get("product") ?? "";
  const rawLocale = params.get("locale");
  const locale = isLocale(rawLocale) ? rawLocale : "en";
  if (!/^[1-9][0-9]{0,9}$/.test(product) || Number(product) > 2_147_483_647)
    return NextResponse.json({ message: "Unknown product." }, { status: 404, headers: noStore });
  const session = await getSession(locale);
  let answer: OwnReviews = { status: "signed-out" };
  if (session.status === "signed-in") {
    const own = await getOwnReviews(
      Number(product),
      reviewsPageOf(params.get("page") ?? undefined),
      locale,
      session.token,
    );
    answer = own
      ? { status: "signed-in", ...own }
      : { status: "signed-in", reviewed: false, ownReviewIds: [] };
  }
  return NextResponse.json(answer, { headers: noStore });
}

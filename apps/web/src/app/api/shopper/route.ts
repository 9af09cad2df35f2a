import { isLocale } from "@souq/contract/locale-codes";
import { type NextRequest, NextResponse } from "next/server";
import { getShopperSummary } from "@/shell/shopper-summary.server.ts";

/**
 * `GET /api/shopper?locale=en|ar`: the header's personal parts (account and cart) for the shopper
 * whose cookie comes with the request. Pages are cached and shared, so these load after them, from
 * here; the answer is the shopper's alone and no cache may keep it.
 */
export async function GET(request: NextRequest) {
  const locale = request.nextUrl.searchParams.get("locale");
  const summary = await getShopperSummary(isLocale(locale) ? locale : "en");
  return NextResponse.json(summary, {
    headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
}

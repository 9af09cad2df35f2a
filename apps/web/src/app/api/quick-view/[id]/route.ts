import { isLocale } from "@souq/contract/locale-codes";
import { type NextRequest, NextResponse } from "next/server";
import { getMessages } from "next-intl/server";
import { getProduct, productIdOf } from "@/features/product/queries.server.ts";
import { pickMessages } from "@/i18n/client-messages.ts";

/**
 * `GET /api/quick-view/{id}?locale=en|ar`: what a card's quick view shows, from the same cached
 * catalog read as the product page, with the strings of the dialog's options that pages do not
 * carry. Shared by every shopper, so browsers may keep it a minute.
 */
export async function GET(request: NextRequest, { params }: RouteContext<"/api/quick-view/[id]">) {
  const id = productIdOf((await params).id);
  const locale = request.nextUrl.searchParams.get("locale");
  if (id === null || !isLocale(locale))
    return NextResponse.json({ message: "Not found." }, { status: 404 });
  const product = await getProduct(id, locale);
  if (!product.ok)
    return NextResponse.json(
      { message: "Not found." },
      { status: product.status === 404 ? 404 : 503 },
    );
  return NextResponse.json(
    {
      data: product.data.data,
      messages: pickMessages(await getMessages({ locale }), ["ProductPage"]),
    },
    { headers: { "Cache-Control": "public, max-age=60" } },
  );
}

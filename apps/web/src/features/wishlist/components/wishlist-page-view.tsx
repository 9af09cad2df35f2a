"use client";

import type { ProductSummary } from "@souq/contract/catalog";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PriceDisplay } from "@/components/catalog/price-display.tsx";
import { priceViewOf } from "@/components/catalog/price-view.ts";
import { CartIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { ResponsivePicture } from "@/components/ui/responsive-picture.tsx";
import { readGuestWishlist, readWishlist } from "@/features/wishlist/actions.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useAddToCart } from "@/lib/shopper/add-to-cart.tsx";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { useWishlist } from "@/lib/shopper/wishlist.tsx";

/** Few enough units that the shopper is told how many are left. */
const fewLeftFrom = 5;

const stockOf = (product: ProductSummary) =>
  product.variants.length
    ? product.variants.reduce((sum, variant) => sum + variant.stock, 0)
    : product.stock;

type Cards =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "ready"; products: ProductSummary[] };

/**
 * The wishlist page: each saved product with its picture, name, price, stock, remove and 'move to
 * cart'; an empty state leads to the shop. The signed-in shopper's cards come with the page; a
 * guest's are read for the ids the browser keeps. The list shown follows the wishlist's state, so
 * a removal anywhere shows at once; products saved since (a guest list merged at sign-in) are read.
 */
export function WishlistPageView({ initial }: { initial: ProductSummary[] | null }) {
  const t = useTranslations("WishlistPage");
  const locale = useLocale() as Locale;
  const { shopper } = useShopper();
  const { ready, productIds } = useWishlist();
  const [cards, setCards] = useState<Cards>(
    initial ? { status: "ready", products: initial } : { status: "loading" },
  );
  const signedIn = shopper.status === "signed-in";
  const known = cards.status === "ready" ? cards.products : [];
  const missing = productIds.some((id) => !known.some((product) => product.id === id));

  useEffect(() => {
    if (!ready || !missing || productIds.length === 0) return;
    let current = true;
    const read = signedIn ? readWishlist(locale) : readGuestWishlist([...productIds], locale);
    void read
      .catch(() => ({ ok: false }) as const)
      .then((result) => {
        if (!current) return;
        setCards(result.ok ? { status: "ready", products: result.products } : { status: "failed" });
      });
    return () => {
      current = false;
    };
  }, [ready, missing, productIds, signedIn, locale]);

  // Shown in the wishlist's order, only those still saved.
  const shown = productIds
    .map((id) => known.find((product) => product.id === id))
    .filter((product): product is ProductSummary => product !== undefined);

  if (!ready || (cards.status === "loading" && productIds.length > 0)) {
    return (
      <div className="min-h-[40vh]" aria-busy="true">
        <span className="sr-only" role="status">
          {t("loading")}
        </span>
      </div>
    );
  }
  if (cards.status === "failed" && productIds.length > 0) {
    return (
      <p className="rounded-xl border border-gray-200 bg-white p-6 text-center" role="alert">
        {t("loadFailed")}
      </p>
    );
  }
  if (productIds.length === 0 || shown.length === 0) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-gray-200 bg-white p-8 text-center"
        data-testid="wishlist-empty"
      >
        <h2 className="text-xl font-bold">{t("empty")}</h2>
        <p className="text-muted">{t("emptyText")}</p>
        <Link
          href={pageHref.shop()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          data-testid="wishlist-to-shop"
        >
          {t("toShop")}
        </Link>
      </div>
    );
  }
  return (
    <section aria-label={t("products")} className="flex flex-col gap-3">
      <p className="text-sm text-muted" data-testid="wishlist-page-count">
        {t("count", { count: shown.length })}
      </p>
      {!signedIn && <p className="text-sm text-muted">{t("guestNote")}</p>}
      <ul className="rounded-2xl border border-gray-200 bg-white">
        {shown.map((product) => (
          <WishlistLine key={product.id} product={product} locale={locale} />
        ))}
      </ul>
    </section>
  );
}

function WishlistLine({ product, locale }: { product: ProductSummary; locale: Locale }) {
  const t = useTranslations("WishlistPage");
  const tWishlist = useTranslations("Wishlist");
  const { remove } = useWishlist();
  const addToCart = useAddToCart();
  const [busy, setBusy] = useState(false);
  const stock = stockOf(product);
  const hasOptions = product.variants.length > 0;
  const picture = product.sm_pictures[0];
  const [stockText, stockTone] =
    stock === 0
      ? [t("outOfStock"), "text-sale"]
      : stock <= fewLeftFrom
        ? [t("fewLeft", { count: stock }), "text-accent-600"]
        : [t("inStock"), "text-brand-700"];
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const moveToCart = () =>
    run(async () => {
      // One unit into the cart (its own refusal says why), then out of the wishlist.
      const added = await addToCart(
        { productId: product.id, variantId: null, quantity: 1 },
        { successText: null },
      );
      if (added) await remove(product.id, tWishlist("moved"));
    });
  const action =
    "inline-flex h-10 items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold";
  return (
    <li
      className="flex flex-wrap items-center gap-3 border-b border-gray-100 p-4 last:border-0 sm:flex-nowrap"
      data-testid="wishlist-line"
    >
      <Link
        href={pageHref.product({ id: product.id })}
        tabIndex={-1}
        aria-hidden="true"
        className="h-20 w-20 shrink-0 overflow-hidden rounded-lg border border-gray-100 bg-white"
      >
        {picture && (
          <ResponsivePicture
            picture={picture}
            alt=""
            sizes="80px"
            className="h-full w-full object-contain"
          />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          href={pageHref.product({ id: product.id })}
          className="line-clamp-2 font-semibold text-ink hover:text-brand-700"
          data-testid="wishlist-line-name"
        >
          {product.name}
        </Link>
        <div data-testid="wishlist-line-price">
          <PriceDisplay
            view={priceViewOf(product)}
            locale={locale}
            size="md"
            soldOut={stock === 0}
          />
        </div>
        <p
          className={`flex items-center gap-1.5 text-sm font-semibold ${stockTone}`}
          data-testid="wishlist-line-stock"
        >
          <span aria-hidden="true" className="inline-block h-2 w-2 rounded-full bg-current" />
          {stockText}
        </p>
      </div>
      <div className="flex w-full items-center gap-2 sm:w-auto">
        {hasOptions ? (
          <Link
            href={pageHref.product({ id: product.id })}
            aria-label={t("chooseOptionsNamed", { name: product.name })}
            className={`${action} flex-1 border border-brand-700 text-brand-700 hover:bg-brand-50 sm:flex-none`}
            data-testid="wishlist-choose-options"
          >
            {t("chooseOptions")}
          </Link>
        ) : (
          <button
            type="button"
            disabled={busy || stock === 0}
            aria-busy={busy}
            aria-label={stock === 0 ? undefined : t("moveToCartNamed", { name: product.name })}
            onClick={moveToCart}
            className={`${action} flex-1 bg-brand-700 text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none`}
            data-testid="wishlist-move-to-cart"
          >
            <CartIcon />
            {stock === 0 ? t("soldOut") : t("moveToCart")}
          </button>
        )}
        <button
          type="button"
          disabled={busy}
          onClick={() => run(() => remove(product.id))}
          aria-label={t("remove", { name: product.name })}
          className="rounded-lg p-2.5 text-muted hover:bg-gray-100 hover:text-sale disabled:opacity-60"
          data-testid="wishlist-remove"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </li>
  );
}

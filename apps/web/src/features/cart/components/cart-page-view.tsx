"use client";

import type { Cart, CartItem } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LineThumbnail } from "@/components/catalog/line-thumbnail.tsx";
import { DeliveryEstimate } from "@/components/delivery/delivery-estimate.tsx";
import { CloseIcon } from "@/components/ui/icons.tsx";
import { Price } from "@/components/ui/price.tsx";
import { QuantityStepper } from "@/components/ui/quantity-stepper.tsx";
import { askedQuantity, awaitsAnswer, lineTotal } from "@/features/cart/cart-drafts.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { FreeDeliveryLine } from "./free-delivery-line.tsx";
import { useCartChanges } from "./use-cart-changes.ts";

/** How long the stepper waits for more presses before it asks the server. */
const settleMs = 400;

/**
 * The full cart: its lines (picture, name, option, unit price, quantity, line total, remove) and,
 * beside them on large screens (70/30), the totals and the way to checkout. The stepper shows a
 * new quantity at once; the money (line totals, item count, totals) is the cart the server
 * answers, so a line's total and the cart's total always change together, marked as updating
 * until then; the header's count follows.
 */
export function CartPageView({ initialCart }: { initialCart: Cart | null }) {
  const t = useTranslations("CartPage");
  const tCommon = useTranslations("Common");
  const locale = useLocale() as Locale;
  const { shopper } = useShopper();
  const { setQuantity, remove } = useCartChanges();
  const known =
    shopper.status === "signed-in" || shopper.status === "signed-out" ? shopper.cart : null;
  const cart = known ?? initialCart;
  // Quantities asked for and not yet answered by the server (0: the line is being removed).
  const [drafts, setDrafts] = useState<Record<number, number>>({});
  const shown = cart;
  const updating = shown ? awaitsAnswer(shown, drafts) : false;
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  /** Drops a draft once the server has answered it, unless the shopper has asked for more since. */
  const settled = (lineId: number, quantity: number) =>
    setDrafts((current) => {
      if (current[lineId] !== quantity) return current;
      const { [lineId]: _answered, ...rest } = current;
      return rest;
    });

  const change = (item: CartItem, quantity: number) => {
    setDrafts((current) => ({ ...current, [item.id]: quantity }));
    const waiting = timers.current.get(item.id);
    if (waiting) clearTimeout(waiting);
    timers.current.set(
      item.id,
      setTimeout(async () => {
        timers.current.delete(item.id);
        await setQuantity({ productId: item.product_id, variantId: item.variant_id, quantity });
        settled(item.id, quantity);
      }, settleMs),
    );
  };
  const drop = async (item: CartItem) => {
    const waiting = timers.current.get(item.id);
    if (waiting) clearTimeout(waiting);
    setDrafts((current) => ({ ...current, [item.id]: 0 }));
    await remove(item.id);
    settled(item.id, 0);
  };

  const money = (amount: number, className?: string) => (
    <Price
      amount={amount}
      locale={locale}
      currencyLabel={tCommon("currency")}
      className={className}
    />
  );

  if (!shown || shown.items.length === 0) {
    return (
      <div
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-gray-200 bg-white p-8 text-center"
        data-testid="cart-page-empty"
      >
        <h2 className="text-xl font-bold">{t("empty")}</h2>
        <p className="text-muted">{t("emptyText")}</p>
        <Link
          href={pageHref.shop()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          data-testid="cart-back-to-shop"
        >
          {t("backToShop")}
        </Link>
      </div>
    );
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,3fr)]">
      <section aria-label={t("lines")} className="rounded-2xl border border-gray-200 bg-white">
        <div className="hidden grid-cols-[minmax(0,1fr)_7rem_8.5rem_7rem_2.5rem] gap-3 border-b border-gray-200 px-4 py-3 text-sm font-semibold text-muted md:grid">
          <span>{t("product")}</span>
          <span>{t("unitPrice")}</span>
          <span>{t("quantity")}</span>
          <span className="text-end">{t("lineTotal")}</span>
          <span />
        </div>
        <ul>
          {shown.items.map((item) => (
            <li
              key={item.id}
              className={`border-b border-gray-100 px-4 py-4 last:border-0${askedQuantity(item, drafts) === 0 ? " opacity-50" : ""}`}
              data-testid="cart-line"
            >
              <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 md:grid-cols-[minmax(0,1fr)_7rem_8.5rem_7rem_2.5rem]">
                <div className="flex min-w-0 items-center gap-3">
                  <LineThumbnail picture={item.picture} />
                  <div className="min-w-0">
                    <Link
                      href={pageHref.product({ id: item.product_id })}
                      className="line-clamp-2 font-semibold text-ink hover:text-brand-700"
                      data-testid="cart-line-name"
                    >
                      {item.name}
                    </Link>
                    {item.variant_name && (
                      <p className="text-sm text-muted" data-testid="cart-line-variant">
                        {item.variant_name}
                      </p>
                    )}
                  </div>
                </div>
                <button
                  type="button"
                  onClick={() => drop(item)}
                  disabled={askedQuantity(item, drafts) === 0}
                  aria-label={t("remove", { name: item.name })}
                  className="order-none rounded p-2 text-muted hover:bg-gray-100 hover:text-sale md:order-last"
                  data-testid="cart-line-remove"
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
                <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 md:contents">
                  <div className="text-sm" data-testid="cart-line-price">
                    {money(item.sale_price ?? item.price, "font-semibold")}
                    {item.sale_price !== null && item.sale_price < item.price && (
                      <del className="ms-1 block text-xs text-muted">{money(item.price)}</del>
                    )}
                  </div>
                  <QuantityStepper
                    value={askedQuantity(item, drafts)}
                    max={item.max_qty}
                    onChange={(quantity) => change(item, quantity)}
                    label={t("quantityOf", { name: item.name })}
                    decreaseLabel={t("decrease", { name: item.name })}
                    increaseLabel={t("increase", { name: item.name })}
                    hideLabel
                    testId="cart-line-quantity"
                  />
                  <div
                    className={`text-end font-semibold${Object.hasOwn(drafts, item.id) ? " opacity-60" : ""}`}
                    aria-busy={Object.hasOwn(drafts, item.id)}
                    data-testid="cart-line-total"
                  >
                    {money(lineTotal(item))}
                  </div>
                </div>
              </div>
              <LineNotices item={item} money={money} />
            </li>
          ))}
        </ul>
      </section>
      <aside
        aria-labelledby="cart-summary-title"
        className="h-fit rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-24"
        data-testid="cart-summary"
      >
        <h2 id="cart-summary-title" className="mb-4 text-lg font-bold">
          {t("summary")}
        </h2>
        <div className="mb-4 flex flex-col gap-3 border-b border-gray-200 pb-4">
          <FreeDeliveryLine freeDelivery={shown.free_delivery} />
          <DeliveryEstimate productIds={shown.items.map((item) => item.product_id)} />
        </div>
        <dl
          className={`flex flex-col gap-2 text-sm${updating ? " opacity-60" : ""}`}
          aria-busy={updating}
        >
          <SummaryRow label={t("subtotal")} testId="cart-subtotal">
            {money(shown.subtotal)}
          </SummaryRow>
          {shown.discount > 0 && (
            <SummaryRow label={t("discount")} testId="cart-discount">
              {money(shown.discount)}
            </SummaryRow>
          )}
          <SummaryRow label={t("shipping")} testId="cart-shipping">
            {shown.shipping === 0 ? t("freeShipping") : money(shown.shipping)}
          </SummaryRow>
          <SummaryRow label={t("tax")} testId="cart-tax">
            {money(shown.tax)}
          </SummaryRow>
          <div className="mt-2 flex items-baseline justify-between border-t border-gray-200 pt-3 text-base font-bold">
            <dt>
              {t("total")}{" "}
              <span className="text-sm font-normal text-muted" data-testid="cart-item-count">
                ({t("itemCount", { count: shown.item_count })})
              </span>
            </dt>
            <dd data-testid="cart-page-total">{money(shown.total)}</dd>
          </div>
        </dl>
        <Link
          href={pageHref.checkout()}
          className="mt-5 flex h-11 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
          data-testid="cart-proceed"
        >
          {t("checkout")}
        </Link>
      </aside>
    </div>
  );
}

function SummaryRow({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** What changed since the line was set: its price, or its stock (short, or sold out). */
function LineNotices({
  item,
  money,
}: {
  item: CartItem;
  money: (amount: number) => React.ReactNode;
}) {
  const t = useTranslations("CartPage");
  if (!item.price_changed && !item.short) return null;
  return (
    <div className="mt-3 flex flex-col gap-1 text-sm">
      {item.price_changed && item.previous_price !== null && (
        <p
          className="rounded-md bg-amber-50 px-3 py-2 text-amber-900"
          data-testid="cart-line-price-changed"
        >
          {t("priceChanged")} {money(item.previous_price)}
        </p>
      )}
      {item.short && (
        <p className="rounded-md bg-red-50 px-3 py-2 text-red-800" data-testid="cart-line-short">
          {item.available ? t("short", { count: item.max_qty }) : t("soldOut")}
        </p>
      )}
    </div>
  );
}

"use client";

import type { Cart } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { LineThumbnail } from "@/components/catalog/line-thumbnail.tsx";
import { CountBadge } from "@/components/ui/count-badge.tsx";
import { Dropdown } from "@/components/ui/dropdown.tsx";
import { CartIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { Price } from "@/components/ui/price.tsx";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { FreeDeliveryLine } from "./free-delivery-line.tsx";
import { useCartChanges } from "./use-cart-changes.ts";

/**
 * The header cart, for guests and signed-in shoppers alike: 300px wide, its list at most ~27.9rem
 * high, each line with remove, picture, name and quantity × unit price, then the total with two
 * decimals and the ways to the cart page and to checkout.
 */
export function CartDropdown({ cart }: { cart: Cart | null }) {
  const [removing, startRemoving] = useTransition();
  const t = useTranslations("Header");
  const tCommon = useTranslations("Common");
  const locale = useLocale() as Locale;
  const { remove } = useCartChanges();
  const count = cart?.item_count ?? 0;
  const items = cart?.items ?? [];
  const buttonClass =
    "flex h-10 flex-1 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <Dropdown
      testId="cart-dropdown"
      panelClassName="w-[300px] max-w-[calc(100vw-1rem)]"
      trigger={
        <>
          <span className="sr-only">{t("cart")}</span>
          <CartIcon className="h-6 w-6" />
          <CountBadge count={count} testId="cart-count" />
        </>
      }
    >
      {items.length === 0 ? (
        <p className="p-4 text-center text-sm text-muted" data-testid="cart-empty">
          {t("cartEmpty")}
        </p>
      ) : (
        <div>
          <ul className="max-h-[27.9rem] overflow-y-auto p-3">
            {items.map((item) => (
              <li
                key={item.id}
                className="flex items-center gap-3 border-b border-gray-100 py-2 last:border-0"
                data-testid="cart-dropdown-line"
              >
                <button
                  type="button"
                  disabled={removing}
                  aria-label={t("removeFromCart", { name: item.name })}
                  onClick={() =>
                    startRemoving(async () => {
                      await remove(item.id);
                    })
                  }
                  className="shrink-0 rounded p-1 text-muted hover:bg-gray-100 hover:text-sale disabled:opacity-50"
                  data-testid="cart-remove"
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
                <LineThumbnail picture={item.picture} />
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold">{item.name}</p>
                  {item.variant_name && (
                    <p className="truncate text-xs text-muted">{item.variant_name}</p>
                  )}
                  <p className="text-xs text-muted">
                    {/* One left-to-right run in both languages, so the count never joins the price. */}
                    <span dir="ltr" className="inline-block">
                      {item.qty} ×{" "}
                      <Price
                        amount={item.sale_price ?? item.price}
                        locale={locale}
                        currencyLabel={tCommon("currency")}
                      />
                    </span>
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="border-t border-gray-200 p-3">
            <div className="mb-2">
              <FreeDeliveryLine freeDelivery={cart?.free_delivery ?? null} compact />
            </div>
            <p className="mb-3 flex justify-between font-semibold" data-testid="cart-total">
              <span>{t("cartTotal")}</span>
              <Price
                amount={cart?.total ?? 0}
                locale={locale}
                currencyLabel={tCommon("currency")}
              />
            </p>
            <div className="flex gap-2">
              <Link
                href={pageHref.cart()}
                className={`${buttonClass} border border-brand-700 text-brand-700 hover:bg-brand-50`}
                data-testid="cart-view"
              >
                {t("viewCart")}
              </Link>
              <Link
                href={pageHref.checkout()}
                className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
                data-testid="cart-checkout"
              >
                {t("checkout")}
              </Link>
            </div>
          </div>
        </div>
      )}
    </Dropdown>
  );
}

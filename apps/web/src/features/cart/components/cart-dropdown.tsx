"use client";

import type { Cart } from "@souq/contract/cart";
import type { Locale } from "@souq/contract/locale";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { CountBadge } from "@/components/ui/count-badge.tsx";
import { Dropdown } from "@/components/ui/dropdown.tsx";
import { CartIcon, CloseIcon } from "@/components/ui/icons.tsx";
import { Price } from "@/components/ui/price.tsx";

interface CartDropdownProps {
  cart: Cart | null;
  /** Removes a cart line on the server (the cart feature's action). */
  removeLine: (lineId: number, locale: string) => Promise<boolean>;
  /** Reads the cart again after a change. */
  afterChange: () => Promise<void>;
}

/** The header cart: 300px wide, its list at most ~27.9rem high, the total with two decimals. */
export function CartDropdown({ cart, removeLine, afterChange }: CartDropdownProps) {
  const [removing, startRemoving] = useTransition();
  const t = useTranslations("Header");
  const tCommon = useTranslations("Common");
  const locale = useLocale() as Locale;
  const count = cart?.item_count ?? 0;
  const items = cart?.items ?? [];
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
              >
                <button
                  type="button"
                  disabled={removing}
                  aria-label={t("removeFromCart", { name: item.name })}
                  onClick={() =>
                    startRemoving(async () => {
                      await removeLine(item.id, locale);
                      await afterChange();
                    })
                  }
                  className="shrink-0 rounded p-1 text-muted hover:bg-gray-100 hover:text-sale disabled:opacity-50"
                  data-testid="cart-remove"
                >
                  <CloseIcon className="h-4 w-4" />
                </button>
                {item.picture ? (
                  // biome-ignore lint/performance/noImgElement: a 60px thumbnail the API already sized
                  <img
                    src={item.picture}
                    alt=""
                    width={60}
                    height={60}
                    className="h-[60px] w-[60px] rounded-md object-cover"
                  />
                ) : (
                  <span className="h-[60px] w-[60px] rounded-md bg-gray-100" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="line-clamp-2 text-sm font-semibold">{item.name}</p>
                  <p className="text-xs text-muted">
                    {item.qty} ×{" "}
                    <Price
                      amount={item.sale_price ?? item.price}
                      locale={locale}
                      currencyLabel={tCommon("currency")}
                    />
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="border-t border-gray-200 p-3">
            <p className="mb-3 flex justify-between font-semibold">
              <span>{t("cartTotal")}</span>
              <Price
                amount={cart?.total ?? 0}
                locale={locale}
                currencyLabel={tCommon("currency")}
              />
            </p>
          </div>
        </div>
      )}
    </Dropdown>
  );
}

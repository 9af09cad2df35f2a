"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { type BuyAgainOutcome, buyAgain } from "@/features/orders/actions.ts";
import { Link } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { useShopper } from "@/lib/shopper/shopper-provider.tsx";
import { LineVariantText } from "./order-line-list.tsx";

/**
 * "Buy again": puts the order's lines, the same variants and quantities, back in the cart. The
 * header's cart shows the answer at once; below the button the API's message says how it went,
 * each line that could not be added (or only in part) is listed with why, and a link leads on to
 * the cart.
 */
export function BuyAgainButton({ orderId }: { orderId: number }) {
  const t = useTranslations("Orders");
  const locale = useLocale();
  const { setCart } = useShopper();
  const [outcome, setOutcome] = useState<BuyAgainOutcome | null>(null);
  const [pending, startTransition] = useTransition();

  const buy = () =>
    startTransition(async () => {
      const result = await buyAgain(orderId, locale);
      setOutcome(result);
      if (result.ok) setCart(result.cart);
    });

  const short = outcome?.ok ? outcome.lines.filter((line) => line.shortfall !== null) : [];
  const addedAny = outcome?.ok && outcome.lines.some((line) => line.added > 0);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        onClick={buy}
        disabled={pending}
        className="w-fit rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        data-testid="buy-again"
      >
        {pending ? t("buyingAgain") : t("buyAgain")}
      </button>
      {outcome && (
        <div
          role={outcome.ok ? "status" : "alert"}
          className={`flex flex-col gap-2 rounded-2xl border p-4 text-sm ${
            outcome.ok && short.length === 0
              ? "border-brand-600 bg-brand-50"
              : "border-amber-500 bg-amber-50"
          }`}
          data-testid="buy-again-result"
        >
          <p className="font-semibold">{outcome.message}</p>
          {short.length > 0 && (
            <>
              <p>{t("buyAgainNotAdded")}</p>
              <ul className="flex list-disc flex-col gap-1 ps-5">
                {short.map((line) => (
                  <li
                    key={`${line.product_id}-${line.variant_id}-${line.name}`}
                    data-testid="buy-again-short"
                    data-shortfall={line.shortfall}
                  >
                    <span className="font-semibold">{line.name}</span>
                    <LineVariantText variant={line.variant} />
                    <span className="text-muted">
                      {line.shortfall === "limited"
                        ? t("shortfall.limited", { added: line.added, ordered: line.ordered })
                        : t(`shortfall.${line.shortfall ?? "gone"}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {addedAny && (
            <Link
              href={pageHref.cart()}
              className="w-fit font-semibold text-brand-700 underline"
              data-testid="buy-again-view-cart"
            >
              {t("viewCart")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

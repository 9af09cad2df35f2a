"use client";

import type { Address } from "@souq/contract/addresses";
import type { Locale } from "@souq/contract/locale";
import type { CheckoutSummary, DeliveryOption, PaymentMethod } from "@souq/contract/orders";
import { useTranslations } from "next-intl";
import { useActionState, useEffect, useState, useTransition } from "react";
import { PostalAddress } from "@/components/address/postal-address.tsx";
import { TruckIcon } from "@/components/ui/icons.tsx";
import { MinimumOrder } from "@/components/ui/minimum-order.tsx";
import { cardSchemes, PaymentIcons } from "@/components/ui/payment-icons.tsx";
import { Price } from "@/components/ui/price.tsx";
import { type CheckoutState, placeOrder } from "@/features/orders/actions.ts";
import { formatDeliveryDay } from "@/i18n/format-delivery-date.ts";
import { Link, useRouter } from "@/i18n/navigation.tsx";
import { pageHref } from "@/lib/routing/pages.ts";
import { OrderLineList } from "./order-line-list.tsx";
import { OrderTotals } from "./order-totals.tsx";

interface CheckoutFormProps {
  addresses: Address[];
  summary: CheckoutSummary;
  /** The address the summary's dates are for (the page's `?address=`), else the default one. */
  addressId: number | null;
  locale: Locale;
}

const initial: CheckoutState = { status: "idle" };

const card = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";
const legend = "mb-3 text-lg font-bold";
const choice =
  "flex cursor-pointer items-start gap-3 rounded-lg border border-gray-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-700";

/**
 * The checkout: address, delivery and payment on the wide side, the order and its totals on the
 * narrow one (70/30 on large screens). Totals come from the API for the chosen delivery option,
 * and each option's date for the chosen address, so choosing another of either reloads them. One
 * key per attempt goes with the order, so a double click or a retry places one order.
 */
export function CheckoutForm({ addresses, summary, addressId, locale }: CheckoutFormProps) {
  const t = useTranslations("Checkout");
  const tDelivery = useTranslations("Delivery");
  const currency = useTranslations("Common")("currency");
  const router = useRouter();
  const [state, action, pending] = useActionState(placeOrder, initial);
  const [reloading, startReload] = useTransition();
  const [attemptKey] = useState(() => crypto.randomUUID());
  // The option shows as chosen at once; the totals follow when the page comes back with them.
  const [delivery, setDelivery] = useState(summary.delivery_option);
  useEffect(() => setDelivery(summary.delivery_option), [summary.delivery_option]);
  const defaultAddress = addresses.find((address) => address.is_default) ?? addresses[0];
  const asked = addresses.find((address) => address.id === addressId);
  // The address shows as chosen at once; the dates follow when the page comes back with them.
  // Until the shopper picks one, the page's address (or the default) is the chosen one, also
  // when this form comes back with an address just added.
  const [picked, setPicked] = useState<number>();
  const chosenAddress = addresses.some((address) => address.id === picked)
    ? picked
    : (asked ?? defaultAddress)?.id;
  // Cash on delivery stays the first choice, as before cards were offered.
  const [payment, setPayment] = useState<PaymentMethod | undefined>(summary.payment_methods[0]);
  const cardLabels = {
    mada: t("cardBrand.mada"),
    visa: t("cardBrand.visa"),
    mastercard: t("cardBrand.mastercard"),
  };

  /** The checkout again for a delivery option and an address: the API prices and dates them. */
  const reload = (option: DeliveryOption, address: number | undefined) =>
    startReload(() =>
      router.replace(pageHref.checkout({ delivery: option, address }), { scroll: false }),
    );
  const chooseDelivery = (option: DeliveryOption) => {
    setDelivery(option);
    reload(option, chosenAddress);
  };
  const chooseAddress = (id: number) => {
    setPicked(id);
    reload(delivery, id);
  };

  const short = summary.items.some((item) => item.stock < item.qty);
  const blocked =
    summary.items.length === 0 || summary.below_minimum || short || addresses.length === 0;
  const busy = pending || reloading;

  return (
    <form action={action} className="grid gap-6 lg:grid-cols-[7fr_3fr]" data-testid="checkout-form">
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="idempotency_key" value={attemptKey} />
      <div className="flex min-w-0 flex-col gap-6">
        <div className={card}>
          <fieldset data-testid="checkout-addresses">
            <legend className={legend}>{t("addressHeading")}</legend>
            {addresses.length === 0 ? (
              <p className="mb-3 text-sm text-muted">{t("noAddresses")}</p>
            ) : (
              <div className="mb-3 flex flex-col gap-2">
                {addresses.map((address) => (
                  <label key={address.id} className={choice} data-testid="checkout-address">
                    <input
                      type="radio"
                      name="address_id"
                      value={address.id}
                      checked={address.id === chosenAddress}
                      onChange={() => chooseAddress(address.id)}
                      disabled={busy}
                      className="mt-1 accent-brand-700"
                      required
                    />
                    <span className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-2 text-sm">
                      <PostalAddress
                        address={address}
                        locale={locale}
                        shortCodeLabel={tDelivery("shortCode", { code: "{code}" })}
                      />
                      {address.is_default && (
                        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-800">
                          {t("defaultAddress")}
                        </span>
                      )}
                    </span>
                  </label>
                ))}
              </div>
            )}
            <Link
              // The way back written as the shopper reads it (`?next=/shop/checkout`), not percent-encoded.
              href={pageHref.addresses(`next=${pageHref.checkout()}`)}
              className="text-sm font-semibold text-brand-700 underline"
              data-testid="checkout-add-address"
            >
              {t("addAddress")}
            </Link>
          </fieldset>
        </div>

        <div className={card}>
          <fieldset>
            <legend className={legend}>{t("deliveryHeading")}</legend>
            <div className="flex flex-col gap-2">
              {summary.delivery_options.map((option) => (
                <label key={option.id} className={choice}>
                  <input
                    type="radio"
                    name="delivery_option"
                    value={option.id}
                    checked={option.id === delivery}
                    onChange={() => chooseDelivery(option.id)}
                    disabled={busy}
                    className="mt-1 accent-brand-700"
                    data-testid={`delivery-${option.id}`}
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap justify-between gap-2 text-sm">
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="font-semibold">{t(`delivery.${option.id}`)}</span>
                      {option.estimated_delivery && (
                        <span
                          className="flex items-center gap-1.5 text-brand-800"
                          data-testid={`delivery-date-${option.id}`}
                        >
                          <TruckIcon className="h-4 w-4 shrink-0" />
                          {tDelivery("getItBy", {
                            date: formatDeliveryDay(option.estimated_delivery.latest, locale),
                          })}
                        </span>
                      )}
                    </span>
                    <span>
                      {option.shipping === 0 ? (
                        t("free")
                      ) : (
                        <Price amount={option.shipping} locale={locale} currencyLabel={currency} />
                      )}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>

        <div className={card}>
          <fieldset data-testid="checkout-payment">
            <legend className={legend}>{t("paymentHeading")}</legend>
            <div className="flex flex-col gap-2">
              {summary.payment_methods.map((method) => (
                <label key={method} className={choice}>
                  <input
                    type="radio"
                    name="payment_method"
                    value={method}
                    checked={method === payment}
                    onChange={() => setPayment(method)}
                    className="mt-1 accent-brand-700"
                    data-testid={`payment-${method}`}
                  />
                  <span className="flex min-w-0 flex-1 flex-col gap-2 text-sm">
                    <span className="font-semibold">{t(`payment.${method}`)}</span>
                    {method === "card" ? (
                      <>
                        {/* The choice's name already names the schemes: the marks are for the eye. */}
                        <span aria-hidden="true">
                          <PaymentIcons methods={cardSchemes} labels={cardLabels} />
                        </span>
                        <span className="text-muted">{t("cardNote")}</span>
                      </>
                    ) : (
                      <span className="text-muted">{t("paymentNote")}</span>
                    )}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>

      <section
        aria-labelledby="checkout-summary-heading"
        className="flex h-fit flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-6 lg:sticky lg:top-4"
        data-testid="checkout-summary"
      >
        <h2 id="checkout-summary-heading" className="text-lg font-bold">
          {t("summaryHeading")}
        </h2>
        <OrderLineList
          items={summary.items}
          locale={locale}
          currencyLabel={currency}
          testId="checkout-line"
          note={(item) => (
            <>
              <p className="text-muted">{t("soldBy", { vendor: item.vendor })}</p>
              {item.stock < item.qty && (
                <p className="font-semibold text-sale" data-testid="checkout-short-line">
                  {item.stock === 0 ? t("outOfStock") : t("shortLine", { n: item.stock })}
                </p>
              )}
            </>
          )}
        />
        <OrderTotals totals={summary} locale={locale} />
        <MinimumOrder
          label={t("minimumOrder")}
          amount={summary.minimum_order_price}
          noneText={t("noMinimum")}
          locale={locale}
          currencyLabel={currency}
          testId="checkout-minimum"
        />
        {summary.below_minimum && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
            data-testid="checkout-below-minimum"
          >
            {t("belowMinimum")}
          </p>
        )}
        {state.status === "error" && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-sale"
            data-testid="checkout-error"
          >
            {state.message}
          </p>
        )}
        <button
          type="submit"
          disabled={busy || blocked}
          className="rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60"
          data-testid="place-order"
        >
          {pending ? t("placing") : payment === "card" ? t("placeAndPay") : t("placeOrder")}
        </button>
      </section>
    </form>
  );
}

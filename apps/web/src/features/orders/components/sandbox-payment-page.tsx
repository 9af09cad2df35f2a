import type { Locale } from "@souq/contract/locale";
import type { SandboxPayment } from "@souq/contract/payments";
import { useTranslations } from "next-intl";
import { cardSchemes, PaymentIcons } from "@/components/ui/payment-icons.tsx";
import { Price } from "@/components/ui/price.tsx";
import { paymentPageAddress } from "@/features/orders/payment-page-address.ts";
import { SandboxCardForm } from "./sandbox-card-form.tsx";

const card = "rounded-2xl border border-gray-200 bg-white p-4 sm:p-6";

/** The sandbox's test cards, as its page lists them (any name, a future expiry, any CVC). */
const testCards = [
  { number: "4111 1111 1111 1111", outcome: "paid" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4464 0400 0000 0007", outcome: "mada" },
] as const;

/**
 * The sandbox provider's hosted payment page: what is paid and to whom, marked as a test on top,
 * the card form and then its 3-D Secure step while the payment is open, and the way back to the
 * order once it is not. It stands for a provider's own page, so it shows nothing of the shopper.
 */
export function SandboxPaymentPage({
  payment,
  token,
  locale,
}: {
  payment: SandboxPayment;
  token: string;
  locale: Locale;
}) {
  const t = useTranslations("Pay");
  const tOrders = useTranslations("Orders");
  const currency = useTranslations("Common")("currency");
  const back = paymentPageAddress(payment.return_url);
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8" data-testid="sandbox-payment">
      <p
        role="note"
        className="rounded-lg border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-center font-bold text-amber-900"
        data-testid="pay-test-mode"
      >
        {t("testMode")}
      </p>
      <div className={card}>
        <h1 className="mb-4 text-2xl font-bold">{t("title")}</h1>
        <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t("amount")}</dt>
          <dd className="text-lg font-bold" data-testid="pay-amount">
            <Price amount={payment.amount} locale={locale} currencyLabel={currency} />
          </dd>
          <dt className="text-muted">{t("for")}</dt>
          <dd className="min-w-0 break-words" data-testid="pay-description">
            {payment.description}
          </dd>
        </dl>
        <div className="mb-4">
          <PaymentIcons
            methods={cardSchemes}
            label={t("cards")}
            labels={{
              mada: tOrders("brand.mada"),
              visa: tOrders("brand.visa"),
              mastercard: tOrders("brand.mastercard"),
            }}
          />
        </div>
        {payment.status === "pending" ? (
          <SandboxCardForm token={token} step={payment.step} />
        ) : (
          <div className="flex flex-col gap-3" data-testid="pay-finished">
            <p role="status" className="font-semibold">
              {t(`finished.${payment.status}`)}
            </p>
            {back && (
              <a href={back} className="w-fit font-semibold text-brand-700 underline">
                {t("backToOrder")}
              </a>
            )}
          </div>
        )}
      </div>
      <section aria-labelledby="test-cards" className={`${card} text-sm`}>
        <h2 id="test-cards" className="mb-2 font-bold">
          {t("testCards.heading")}
        </h2>
        <ul className="mb-2 flex flex-col gap-1">
          {testCards.map((test) => (
            <li key={test.number}>
              <bdi dir="ltr" className="whitespace-nowrap font-mono">
                {test.number}
              </bdi>{" "}
              — {t(`testCards.${test.outcome}`)}
            </li>
          ))}
        </ul>
        <p className="text-muted">{t("testCards.rest")}</p>
      </section>
    </div>
  );
}

import type { Invoice } from "@souq/contract/invoices";
import type { Locale } from "@souq/contract/locale";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { Price } from "@/components/ui/price.tsx";
import { formatDateTime } from "@/i18n/format-date.ts";
import { InvoiceQr } from "./invoice-qr.tsx";

type DocumentKey =
  | "number"
  | "reverses"
  | "order"
  | "issuedAt"
  | "seller"
  | "marketplaceSeller"
  | "vatNumber"
  | "item"
  | "qty"
  | "unitPrice"
  | "lineTotal"
  | "subtotal"
  | "total";

/** An issued invoice's lines never change or move: their place in it names them. */
const numberedLines = (invoice: Invoice) =>
  invoice.lines.map((line, position) => ({ line, key: `${invoice.id}-${position}` }));

/** A label in both languages, English then Arabic: a Saudi tax invoice speaks Arabic, and English. */
function Both({ en, ar }: { en: string; ar: string }) {
  return (
    <>
      <bdi lang="en" dir="ltr">
        {en}
      </bdi>
      <span> · </span>
      <bdi lang="ar" dir="rtl">
        {ar}
      </bdi>
    </>
  );
}

/**
 * One simplified tax invoice (or credit note) as it was issued: the labels ZATCA asks for in
 * Arabic and English, the seller and its VAT number, the date, the lines, the VAT and the total,
 * and the QR code of tags 1–5. Amounts in the page's language's digits (Latin in both).
 */
export async function InvoiceSheet({ invoice, locale }: { invoice: Invoice; locale: Locale }) {
  const [en, ar, currency] = await Promise.all([
    getTranslations({ locale: "en", namespace: "Invoices.document" }),
    getTranslations({ locale: "ar", namespace: "Invoices.document" }),
    getTranslations({ locale, namespace: "Common" }).then((t) => t("currency")),
  ]);
  const label = (key: DocumentKey) => <Both en={en(key)} ar={ar(key)} />;
  const price = (amount: number) => (
    <Price amount={amount} locale={locale} currencyLabel={currency} />
  );
  const field = (name: ReactNode, value: ReactNode, testId: string) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{name}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  const sum = (name: ReactNode, value: ReactNode, testId: string, strong = false) => (
    <div
      className={`flex items-center justify-between gap-4 ${strong ? "border-t border-gray-300 pt-2 text-base font-bold" : "text-sm"}`}
    >
      <dt>{name}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const title = <Both en={en(invoice.type)} ar={ar(invoice.type)} />;
  return (
    <article
      className="invoice-sheet flex flex-col gap-5 rounded-2xl border border-gray-200 bg-white p-4 sm:p-8"
      aria-labelledby={`invoice-${invoice.id}`}
      data-testid="invoice"
      data-type={invoice.type}
      data-number={invoice.number}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id={`invoice-${invoice.id}`} className="text-xl font-bold">
            {title}
          </h2>
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            {field(label("number"), <bdi dir="ltr">{invoice.number}</bdi>, "invoice-number")}
            {invoice.invoice_reference &&
              field(
                label("reverses"),
                <bdi dir="ltr">{invoice.invoice_reference}</bdi>,
                "invoice-reference",
              )}
            {field(label("order"), <bdi dir="ltr">{invoice.order_number}</bdi>, "invoice-order")}
            {field(
              label("issuedAt"),
              <time dateTime={invoice.issued_at}>{formatDateTime(invoice.issued_at, locale)}</time>,
              "invoice-issued-at",
            )}
          </dl>
        </div>
        <InvoiceQr
          payload={invoice.qr}
          label={`${en("qr", { number: invoice.number })} · ${ar("qr", { number: invoice.number })}`}
        />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {field(
          label("seller"),
          <>
            <span className="block">
              <bdi lang="ar" dir="rtl" data-testid="invoice-seller">
                {invoice.seller_name}
              </bdi>
            </span>
            <span className="block font-normal">
              <bdi lang="en" dir="ltr">
                {invoice.seller_name_en}
              </bdi>
            </span>
            {invoice.seller_kind === "marketplace" && (
              <span className="block text-xs font-normal text-muted">
                {label("marketplaceSeller")}
              </span>
            )}
          </>,
          "invoice-seller-names",
        )}
        {field(label("vatNumber"), <bdi dir="ltr">{invoice.vat_number}</bdi>, "invoice-vat-number")}
      </dl>
      <div>
        <table className="w-full text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-gray-300 text-start text-xs text-muted">
              <th scope="col" className="w-2/5 py-2 text-start font-semibold">
                {label("item")}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {label("qty")}
              </th>
              <th scope="col" className="px-2 py-2 text-end font-semibold">
                {label("unitPrice")}
              </th>
              <th scope="col" className="py-2 text-end font-semibold">
                {label("lineTotal")}
              </th>
            </tr>
          </thead>
          <tbody>
            {numberedLines(invoice).map(({ line, key }) => (
              <tr
                key={key}
                className="border-b border-gray-200 align-top"
                data-testid="invoice-line"
              >
                <td className="py-2">
                  <span className="block">
                    <bdi lang="en" dir="ltr">
                      {line.name_en}
                    </bdi>
                  </span>
                  <span className="block">
                    <bdi lang="ar" dir="rtl">
                      {line.name_ar}
                    </bdi>
                  </span>
                </td>
                <td className="px-2 py-2 text-end">{line.qty}</td>
                <td className="whitespace-nowrap px-2 py-2 text-end">{price(line.unit_price)}</td>
                <td className="whitespace-nowrap py-2 text-end">{price(line.line_total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="ms-auto flex w-full max-w-md flex-col gap-2">
        {sum(label("subtotal"), price(invoice.subtotal), "invoice-subtotal")}
        {sum(
          <Both
            en={en("vat", { rate: invoice.vat_rate_percent })}
            ar={ar("vat", { rate: invoice.vat_rate_percent })}
          />,
          price(invoice.vat),
          "invoice-vat",
        )}
        {sum(label("total"), price(invoice.total), "invoice-total", true)}
      </dl>
    </article>
  );
}

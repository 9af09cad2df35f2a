import type { ProductDetail } from "@souq/contract/catalog";
import { useTranslations } from "next-intl";

/** The product's specifications as a two-column table of labels and values. */
export function SpecificationsTable({ rows }: { rows: ProductDetail["specifications"] }) {
  const t = useTranslations("ProductPage");
  if (!rows.length) return <p className="text-muted">{t("noSpecifications")}</p>;
  return (
    <table className="w-full max-w-3xl border-collapse overflow-hidden rounded-lg text-sm">
      <caption className="sr-only">{t("specifications")}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b border-gray-200 last:border-b-0 odd:bg-gray-50">
            <th
              scope="row"
              className="w-2/5 px-4 py-2.5 text-start align-top font-semibold text-ink"
            >
              {row.label}
            </th>
            <td className="px-4 py-2.5 text-muted">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Plain-text description: blank lines separate paragraphs, single line breaks are kept. */
export function ProductDescription({ text }: { text: string }) {
  const t = useTranslations("ProductPage");
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (!paragraphs.length) return <p className="text-muted">{t("noDescription")}</p>;
  return (
    <div className="flex max-w-3xl flex-col gap-3 leading-7 text-ink">
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  );
}

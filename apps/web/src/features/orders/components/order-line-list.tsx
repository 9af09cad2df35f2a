import type { Locale } from "@souq/contract/locale";
import type { LineVariant, OrderLine } from "@souq/contract/orders";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LineThumbnail } from "@/components/catalog/line-thumbnail.tsx";
import { Price } from "@/components/ui/price.tsx";

/** A line's chosen colour and size, each named: "Colour: Black · Size: 54"; nothing without. */
export function LineVariantText({ variant }: { variant: LineVariant | null }) {
  const t = useTranslations("Checkout");
  if (!variant || (!variant.colour && !variant.size)) return null;
  const parts = [
    variant.colour ? t("variantColour", { colour: variant.colour }) : null,
    variant.size ? t("variantSize", { size: variant.size }) : null,
  ].filter((part): part is string => part !== null);
  return (
    <p className="text-muted" data-testid="line-variant">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 && <span aria-hidden="true"> · </span>}
          <bdi>{part}</bdi>
        </span>
      ))}
    </p>
  );
}

/**
 * An order's lines as the shopper bought them: picture, name, the chosen colour and size,
 * quantity and line total (checkout's summary draws its lines the same way, with its own notes).
 */
export function OrderLineList<Item extends OrderLine>({
  items,
  locale,
  currencyLabel,
  testId = "order-line",
  note,
}: {
  items: readonly Item[];
  locale: Locale;
  currencyLabel: string;
  testId?: string;
  /** What a line says under its colour and size (checkout: who sells it, a shortage). */
  note?: (item: Item) => ReactNode;
}) {
  const t = useTranslations("Checkout");
  return (
    <ul className="flex flex-col divide-y divide-gray-200 text-sm">
      {items.map((item) => (
        <li
          key={`${item.product_id}-${item.variant_id ?? 0}-${item.name}`}
          className="flex gap-3 py-3"
          data-testid={testId}
        >
          <LineThumbnail picture={item.picture} testId="line-picture" />
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-semibold">{item.name}</p>
            <LineVariantText variant={item.variant} />
            {note?.(item)}
            <p className="flex flex-wrap justify-between gap-2">
              <span className="text-muted">{t("quantity", { qty: item.qty })}</span>
              <Price amount={item.line_total} locale={locale} currencyLabel={currencyLabel} />
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

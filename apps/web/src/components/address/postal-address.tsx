import type { Address } from "@souq/contract/addresses";
import type { Locale } from "@souq/contract/locale-codes";

/** What is shown of an address: a saved one, or the copy an order keeps. */
export type ShownAddress = Omit<Address, "id" | "is_default">;

/**
 * An address as Saudi shoppers and couriers read it: who receives it, the street line (building,
 * street and district, as the API writes it), the city with its region and postal code, the
 * country, the National Address short code and the phone. Codes and numbers read left to right in
 * both languages. Draws no state, so server and browser pages share it.
 */
export function PostalAddress({
  address,
  locale,
  shortCodeLabel,
  emphasis = "recipient",
  testId,
}: {
  address: ShownAddress;
  locale: Locale;
  /** "Short address: {code}" in the page's language, with `{code}` left in it. */
  shortCodeLabel: string;
  /** Which line is bold: the recipient (when there is one) or the street line. */
  emphasis?: "recipient" | "street";
  testId?: string;
}) {
  const separator = locale === "ar" ? "، " : ", ";
  const place = [address.city_name, address.state].filter(Boolean).join(separator);
  const boldRecipient = emphasis === "recipient" && address.recipient_name !== "";
  const [beforeCode, afterCode = ""] = shortCodeLabel.split("{code}");
  return (
    <address className="min-w-0 break-words not-italic leading-relaxed" data-testid={testId}>
      {address.recipient_name && (
        <span className="block font-semibold" data-testid="address-recipient">
          {address.recipient_name}
        </span>
      )}
      <span className={`block ${boldRecipient ? "" : "font-semibold"}`}>{address.address}</span>
      <span className="block">
        {place}
        {address.zip_code && (
          <>
            {" "}
            <bdi dir="ltr">{address.zip_code}</bdi>
          </>
        )}
      </span>
      <span className="block">{address.country_name}</span>
      {address.short_code && (
        <span className="block" data-testid="address-short-code">
          {beforeCode}
          <bdi dir="ltr">{address.short_code}</bdi>
          {afterCode}
        </span>
      )}
      <span className="block text-muted">
        <bdi dir="ltr" data-testid="address-phone">
          {address.phone}
        </bdi>
      </span>
    </address>
  );
}

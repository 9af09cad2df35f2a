export type CardBrand = "mada" | "visa" | "mastercard" | "other";
export interface ProviderPayment {
  providerId: string; // the provider's id of the payment (or of its hosted invoice)
  status: "pending" | "paid" | "failed" | "refunded";
  amountHalalas: number; // integer halalas
  currency: string; // "SAR"
  card: { brand: CardBrand; last4: string } | null;
  refundedHalalas: number;
}
export interface CardPaymentProvider {
  readonly name: "sandbox" | "moyasar";
  /** Starts a payment; the shopper is sent to redirectUrl and comes back to returnUrl. */
  start(input: {
    reference: string;
    amountHalalas: number;
    currency: "SAR";
    description: string;
    returnUrl: string;
    locale: "en" | "ar";
  }): Promise<{ providerId: string; redirectUrl: string }>;
  /** The provider's own word on a payment (never the return address's query). */
  fetch(providerId: string): Promise<ProviderPayment>;
  refund(providerId: string, amountHalalas: number): Promise<ProviderPayment>;
  /** An authenticated notification's payment id; null when its signature/secret is wrong. */
  readWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: Buffer,
  ): { providerId: string } | null;
}

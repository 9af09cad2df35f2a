import type { PaymentMethod } from "@souq/contract/orders";

/** What a provider says of an order's payment when it is placed. */
export interface PaymentOutcome {
  /** `due_on_delivery`: nothing to collect now; a card provider would answer `authorized`. */
  state: "due_on_delivery" | "authorized";
  /** The provider's reference of the payment, when it keeps one. */
  reference: string | null;
}

/**
 * One way of paying. Checkout asks the provider of the chosen method before the order's
 * transaction commits; a provider that refuses throws, and nothing is written. A card provider
 * joins by implementing this and adding its method to the contract's `paymentMethods`.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  authorize(order: { number: string; total: number; currency: "SAR" }): Promise<PaymentOutcome>;
}

/** Cash on delivery: the courier collects the total; nothing happens at checkout. */
export const cashOnDelivery: PaymentProvider = {
  method: "cash_on_delivery",
  async authorize() {
    return { state: "due_on_delivery", reference: null };
  },
};

const providers: Record<PaymentMethod, PaymentProvider> = {
  cash_on_delivery: cashOnDelivery,
};

export function paymentProviderFor(method: PaymentMethod): PaymentProvider {
  return providers[method];
}

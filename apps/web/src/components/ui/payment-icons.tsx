export const paymentMethods = ["mada", "visa", "mastercard", "applepay", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** The card schemes a card payment takes: the checkout's card choice and the payment page show them. */
export const cardSchemes = [
  "mada",
  "visa",
  "mastercard",
] as const satisfies readonly PaymentMethod[];

/**
 * The payment methods we accept, as a row of card-shaped badges. The marks are our own simplified
 * drawings (not the schemes' official artwork) in `public/payment/`, one small file each that the
 * browser keeps, rather than a copy of every drawing in every page. They are logos, so they never
 * mirror in right-to-left pages; each carries its accessible name in the page's language. They load
 * lazily: the page never asks for them ahead of what the shopper sees first (the footer's row is
 * below the fold, and a page would otherwise preload all five in its head).
 * `methods` picks some of them (the card schemes alone, for a card payment).
 */
export function PaymentIcons<Method extends PaymentMethod = PaymentMethod>({
  labels,
  methods = paymentMethods as unknown as readonly Method[],
  label,
}: {
  labels: Record<Method, string>;
  methods?: readonly Method[];
  /** The list's accessible name, when the text around it does not say what it is. */
  label?: string;
}) {
  return (
    <ul className="flex list-none flex-wrap gap-2" aria-label={label}>
      {methods.map((method) => (
        <li key={method} className="pay">
          {/* biome-ignore lint/performance/noImgElement: a fixed 46×30 drawing; nothing to resize */}
          <img
            src={`/payment/${method}.svg`}
            alt={labels[method]}
            width={46}
            height={30}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

export const paymentMethods = ["mada", "visa", "mastercard", "applepay", "cod"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/**
 * The payment methods we accept, as a row of card-shaped badges. The marks are our own simplified
 * drawings (not the schemes' official artwork) in `public/payment/`, one small file each that the
 * browser keeps, rather than a copy of every drawing in every page. They are logos, so they never
 * mirror in right-to-left pages; each carries its accessible name in the page's language.
 */
export function PaymentIcons({ labels }: { labels: Record<PaymentMethod, string> }) {
  return (
    <ul className="flex list-none flex-wrap gap-2">
      {paymentMethods.map((method) => (
        <li key={method} className="pay">
          {/* biome-ignore lint/performance/noImgElement: a fixed 46×30 drawing; nothing to resize */}
          <img src={`/payment/${method}.svg`} alt={labels[method]} width={46} height={30} />
        </li>
      ))}
    </ul>
  );
}

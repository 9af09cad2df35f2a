import QRCode from "qrcode";

/**
 * A QR code drawn on the server as an SVG path (no script, no picture file): one square per dark
 * module, with the four-module quiet zone readers need around it. Error correction M, as ZATCA's
 * sample invoices use.
 */
export function InvoiceQr({ payload, label }: { payload: string; label: string }) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const size = modules.size + quiet * 2;
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="invoice-qr size-36 shrink-0 bg-white"
      shapeRendering="crispEdges"
      data-testid="invoice-qr"
      data-qr={payload}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

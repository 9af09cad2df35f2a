import { readZatcaQrPayload, zatcaQrPayload } from "@souq/contract/zatca-qr";
import { render } from "@testing-library/react";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { InvoiceQr } from "./invoice-qr.tsx";

/** The drawing's squares painted into pixels (four a module, black on white), as a camera sees. */
function rasterise(svg: SVGSVGElement): { data: Uint8ClampedArray; side: number } {
  const modules = Number(svg.getAttribute("viewBox")?.split(" ")[2]);
  const scale = 4;
  const side = modules * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  const d = svg.querySelector("path")?.getAttribute("d") ?? "";
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < scale; dy++) {
      for (let dx = 0; dx < scale; dx++) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        data[at] = 0;
        data[at + 1] = 0;
        data[at + 2] = 0;
      }
    }
  }
  return { data, side };
}

describe("InvoiceQr", () => {
  it("draws a QR code that reads back to the invoice's ZATCA payload", () => {
    const payload = zatcaQrPayload({
      sellerName: "مركز الرياض الرقمي",
      vatNumber: "310234567000103",
      timestamp: "2026-11-26T17:05:09Z",
      total: "1249.00",
      vatTotal: "162.91",
    });
    const { container } = render(<InvoiceQr payload={payload} label="QR code of INV-V1-000001" />);
    const svg = container.querySelector("svg");
    if (!svg) throw new Error("no drawing");
    expect(svg.getAttribute("role")).toBe("img");
    expect(svg.getAttribute("aria-label")).toBe("QR code of INV-V1-000001");
    expect(svg.getAttribute("data-qr")).toBe(payload);
    const { data, side } = rasterise(svg);
    const read = jsQR(data, side, side);
    expect(read?.data).toBe(payload);
    expect(readZatcaQrPayload(read?.data ?? "").sellerName).toBe("مركز الرياض الرقمي");
  });
});

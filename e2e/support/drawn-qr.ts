import type { Locator } from "@playwright/test";
import jsQR from "jsqr";

/**
 * The QR code as the browser drew it, read back from its pixels: the SVG is painted on a canvas
 * at four pixels a module and the image decoded by jsQR, as a phone's camera would.
 */
export async function readDrawnQr(qr: Locator): Promise<string | null> {
  const image = await qr.evaluate(async (svg: Element) => {
    const modules = (svg as SVGSVGElement).viewBox.baseVal.width;
    const side = modules * 4;
    const copy = svg.cloneNode(true) as SVGSVGElement;
    copy.setAttribute("width", String(side));
    copy.setAttribute("height", String(side));
    const source = new XMLSerializer().serializeToString(copy);
    const picture = new Image();
    picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
    await picture.decode();
    const canvas = document.createElement("canvas");
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("no canvas");
    context.imageSmoothingEnabled = false;
    context.drawImage(picture, 0, 0, side, side);
    return { side, data: Array.from(context.getImageData(0, 0, side, side).data) };
  });
  const decoded = jsQR(Uint8ClampedArray.from(image.data), image.side, image.side);
  return decoded?.data ?? null;
}

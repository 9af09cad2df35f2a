import { timings } from "../../apps/web/src/lib/timings.ts";
import { expect, type Page } from "./test.ts";

/** The newsletter window's wait after load and idle, and a margin past it. */
export const popupDelayMs = timings.newsletterPopupDelayMs + 1_000;

/**
 * Opens a page under the test's clock and waits until the newsletter window's own script has run
 * (its dialog is hydrated and React's pending effects have had their turn): from then on, moving
 * the clock shows the window exactly when the page decides to.
 */
export async function arriveWithPopupReady(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("search-header").locator("..")).toHaveAttribute(
    "data-live",
    "true",
  );
  await page.waitForFunction(() => {
    const dialog = document.querySelector('[data-testid="newsletter-popup"]');
    return !!dialog && Object.keys(dialog).some((key) => key.startsWith("__reactProps"));
  });
  // React runs effects in a task of its scheduler (a message channel): let one pass after it.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      }),
  );
}

import { act, fireEvent } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { retryMs, typingQuietMs } from "@/features/content/newsletter-popup-moment.ts";
import { timings } from "@/lib/timings.ts";
import { location } from "@/test/next-navigation-double.ts";
import { renderInStorefront } from "@/test/render-in-storefront.tsx";
import { NewsletterPopup } from "./newsletter-popup.tsx";

// The footer's server action is not called here: the window's timing is what is tested.
vi.mock("@/features/content/newsletter-action.ts", () => ({
  subscribeToNewsletter: vi.fn(async () => ({ status: "idle" })),
}));

beforeEach(() => {
  // jsdom has the element, not the top layer: opening a dialog is marking it open.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

/**
 * A page with the window, a search field and the quick view's dialog (always in the page, closed,
 * marked modal), as the frame holds them.
 */
function visit(pathname: string) {
  location.pathname = pathname;
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  const view = renderInStorefront(
    <>
      <input type="search" aria-label="Search" />
      <dialog aria-modal="true" aria-label="Quick view" />
      <NewsletterPopup />
    </>,
  );
  const popup = view.container.querySelector("dialog:not([aria-modal])") as HTMLDialogElement;
  const search = view.container.querySelector("input[type=search]") as HTMLInputElement;
  return { popup, search };
}

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe("the newsletter window", () => {
  it("opens on a browsing page once its wait is over, and puts the cursor in its own field", async () => {
    const { popup } = visit("/");
    await wait(timings.newsletterPopupDelayMs - 1);
    expect(popup.open).toBe(false);
    await wait(1);
    expect(popup.open).toBe(true);
    expect(document.activeElement).toBe(popup.querySelector("input[type=email]"));
  });

  it("waits while a field has the focus, never taking it, and opens once the shopper has left it", async () => {
    const { popup, search } = visit("/pages/shop");
    act(() => search.focus());
    await wait(timings.newsletterPopupDelayMs + 10 * retryMs);
    expect(popup.open).toBe(false);
    expect(document.activeElement).toBe(search);
    act(() => search.blur());
    await wait(retryMs);
    expect(popup.open).toBe(true);
  });

  it("waits until the shopper has stopped typing for a few seconds", async () => {
    const { popup, search } = visit("/");
    await wait(timings.newsletterPopupDelayMs - 500);
    // A word typed, then the field left at once (the suggestions list took the focus, say).
    act(() => search.focus());
    fireEvent.keyDown(search, { key: "o" });
    fireEvent.input(search, { target: { value: "o" } });
    act(() => search.blur());
    await wait(typingQuietMs - retryMs);
    expect(popup.open).toBe(false);
    await wait(2 * retryMs);
    expect(popup.open).toBe(true);
  });

  it("waits while a dialog or a menu is open", async () => {
    const { popup } = visit("/");
    const menu = document.createElement("button");
    menu.setAttribute("aria-expanded", "true");
    document.body.append(menu);
    await wait(timings.newsletterPopupDelayMs + 5 * retryMs);
    expect(popup.open).toBe(false);
    menu.setAttribute("aria-expanded", "false");
    await wait(retryMs);
    expect(popup.open).toBe(true);
    menu.remove();
  });

  it("never opens in the buying journey or the account", async () => {
    for (const pathname of ["/pages/addresses", "/shop/checkout", "/pages/orders/3", "/vendor"]) {
      const { popup } = visit(pathname);
      await wait(timings.newsletterPopupDelayMs + 30 * retryMs);
      expect(popup.open, pathname).toBe(false);
      vi.useRealTimers();
      document.body.replaceChildren();
    }
  });

  it("stays shut for the rest of a visit in which it was closed", async () => {
    window.sessionStorage.setItem("souq-newsletter-popup", "closed");
    const { popup } = visit("/");
    await wait(timings.newsletterPopupDelayMs + 5 * retryMs);
    expect(popup.open).toBe(false);
  });
});

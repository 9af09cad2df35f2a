// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { pageHref, pageList } from "@/lib/routing/pages.ts";
import {
  isTyping,
  popupMayOpenOn,
  shopperIsBusy,
  typingQuietMs,
} from "./newsletter-popup-moment.ts";

/** A page's address with its placeholders filled, as a shopper would open it. */
function addressOf(path: string): string {
  return path.replace(/\[[^\]]+\]/g, "7");
}

describe("the pages the newsletter window may open on", () => {
  it("are the browsing pages: home, listings, products, categories, vendors' stores, contact and the store's pages", () => {
    for (const address of [
      pageHref.home(),
      pageHref.shop({ keyword: "oud" }).split("?")[0] ?? "",
      pageHref.categories(),
      pageHref.vendors(),
      pageHref.vendor({ id: 3 }),
      pageHref.product({ id: 12 }),
      pageHref.productDefault({ id: 12 }),
      pageHref.contact(),
      pageHref.about(),
      pageHref.faq(),
    ])
      expect(popupMayOpenOn(address), address).toBe(true);
  });

  it("never include the buying journey, the account, sign-in and payment", () => {
    for (const address of [
      pageHref.cart(),
      pageHref.checkout(),
      pageHref.addresses(),
      pageHref.login(),
      pageHref.forgotPassword(),
      pageHref.resetPassword(),
      pageHref.confirmSignup(),
      pageHref.orders(),
      pageHref.order({ id: 41 }),
      pageHref.orderInvoice({ id: 41 }),
      pageHref.pay({ token: "abcdefghijklmnop1234" }),
      pageHref.messages(),
      pageHref.message({ id: 2 }),
      pageHref.profile(),
      pageHref.wishlist(),
      pageHref.compare(),
    ])
      expect(popupMayOpenOn(address), address).toBe(false);
  });

  it("leave out every page a shopper must sign in for or fills a form on, including any added later", () => {
    for (const page of pageList.filter((entry) => entry.signIn || entry.render === "per-request"))
      expect(popupMayOpenOn(addressOf(page.path)), page.path).toBe(false);
  });

  it("leave out the vendors' area and addresses no page claims", () => {
    for (const address of ["/vendor", "/vendor/", "/vendor/products", "/vendor/orders/3"])
      expect(popupMayOpenOn(address), address).toBe(false);
    expect(popupMayOpenOn("/pages/404")).toBe(false);
    expect(popupMayOpenOn("/no-such-page")).toBe(false);
    // A vendor's store in the catalog is a browsing page, not the vendors' area.
    expect(popupMayOpenOn("/pages/vendors/3")).toBe(true);
  });
});

describe("whether the shopper is busy", () => {
  const now = 1_000_000;

  afterEach(() => {
    document.body.replaceChildren();
  });

  function add<T extends Element>(element: T): T {
    document.body.append(element);
    return element;
  }

  it("is not, on a quiet page", () => {
    add(document.createElement("button"));
    expect(shopperIsBusy(document, null, now)).toBe(false);
  });

  it("is, while any field has the focus: a text box, a text area, a choice, an editable region", () => {
    const fields = [
      Object.assign(document.createElement("input"), { type: "search" }),
      Object.assign(document.createElement("input"), { type: "checkbox" }),
      document.createElement("textarea"),
      document.createElement("select"),
    ];
    const editable = document.createElement("div");
    editable.setAttribute("contenteditable", "true");
    editable.tabIndex = 0;
    for (const field of [...fields, editable]) {
      add(field).focus();
      expect(document.activeElement).toBe(field);
      expect(shopperIsBusy(document, null, now), field.outerHTML).toBe(true);
      field.blur();
      expect(shopperIsBusy(document, null, now)).toBe(false);
    }
  });

  it("is, for a few seconds after the last keystroke, even once the field has lost the focus", () => {
    expect(shopperIsBusy(document, now, now)).toBe(true);
    expect(shopperIsBusy(document, now - typingQuietMs + 1, now)).toBe(true);
    expect(shopperIsBusy(document, now - typingQuietMs, now)).toBe(false);
  });

  it("is, while a dialog or a menu is open, not while a dialog waits closed in the page", () => {
    const dialog = add(document.createElement("dialog"));
    // The quick view's dialog is always in the page, marked modal, and closed.
    dialog.setAttribute("aria-modal", "true");
    expect(shopperIsBusy(document, null, now)).toBe(false);
    dialog.setAttribute("open", "");
    expect(shopperIsBusy(document, null, now)).toBe(true);
    dialog.remove();

    const menuButton = add(document.createElement("button"));
    menuButton.setAttribute("aria-expanded", "false");
    expect(shopperIsBusy(document, null, now)).toBe(false);
    menuButton.setAttribute("aria-expanded", "true");
    expect(shopperIsBusy(document, null, now)).toBe(true);
  });
});

describe("what counts as typing", () => {
  it("is any input, and a key pressed in a field, but not a key pressed on the page", () => {
    const field = document.createElement("input");
    document.body.append(field);
    const keyIn = (target: EventTarget) => {
      const event = new KeyboardEvent("keydown", { key: "a", bubbles: true });
      let typed = false;
      document.addEventListener(
        "keydown",
        (seen) => {
          typed = isTyping(seen);
        },
        { once: true },
      );
      target.dispatchEvent(event);
      return typed;
    };
    expect(keyIn(field)).toBe(true);
    expect(keyIn(document.body)).toBe(false);
    expect(isTyping(new Event("input"))).toBe(true);
    expect(isTyping(new Event("compositionstart"))).toBe(true);
    field.remove();
  });
});

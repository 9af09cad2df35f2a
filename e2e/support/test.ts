import { test as base, expect, type Locator, type Page } from "@playwright/test";

export type {
  APIRequestContext,
  APIResponse,
  Locator,
  Page,
  Request,
  Response,
} from "@playwright/test";
export { expect };

const reportBinding = "__souqReportPolicyViolation";

/** The browser's memory of the newsletter window (features/content/newsletter-popup-memory.ts). */
export const newsletterPopupKey = "souq-newsletter-popup";

/**
 * Every suite's `test`: pages run under the storefront's real Content-Security-Policy, and a test
 * fails after it ran if any page it opened reported a violation (an event in the page, or the
 * console error the browser prints for one), so each suite also proves the policy fits the pages.
 */
export const test = base.extend<{
  policyViolations: string[];
  newsletterPopup: boolean;
  newsletterPopupSeen: undefined;
}>({
  /**
   * The newsletter window greets a first visit. Every suite but the one about the window runs as
   * a visitor who closed it already (the same session flag closing it leaves), so it never covers
   * what those suites click or scan; `test.use({ newsletterPopup: true })` makes a first visit.
   */
  newsletterPopup: [false, { option: true }],
  newsletterPopupSeen: [
    async ({ context, newsletterPopup }, use) => {
      if (!newsletterPopup) {
        await context.addInitScript((key) => {
          try {
            window.sessionStorage.setItem(key, "closed");
          } catch {
            // A page without storage (about:blank) has no window to hide.
          }
        }, newsletterPopupKey);
      }
      await use(undefined);
    },
    { auto: true },
  ],
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding(reportBinding, (_source, violation: string) => {
        violations.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as Record<string, (text: string) => void>)[binding];
          report?.(
            `${event.effectiveDirective} blocked ${event.blockedURI || "inline code"} on ${location.pathname}`,
          );
        });
      }, reportBinding);
      context.on("console", (message) => {
        if (message.type() === "error" && message.text().includes("Content Security Policy"))
          violations.push(message.text());
      });
      await use(violations);
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The element with this test id that the shopper sees. After moving between pages inside the
 * storefront, the pages left keep their elements in the document, hidden, so that Back restores
 * them as they were; a test asks for the one on screen.
 */
export function shown(page: Page | Locator, testId: string): Locator {
  return page.getByTestId(testId).filter({ visible: true });
}

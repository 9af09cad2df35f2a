import { test as base, expect } from "@playwright/test";

export type { APIRequestContext, APIResponse, Page, Request } from "@playwright/test";
export { expect };

const reportBinding = "__souqReportPolicyViolation";

/**
 * Every suite's `test`: pages run under the storefront's real Content-Security-Policy, and a test
 * fails after it ran if any page it opened reported a violation (an event in the page, or the
 * console error the browser prints for one), so each suite also proves the policy fits the pages.
 */
export const test = base.extend<{ policyViolations: string[] }>({
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

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on any serious or critical WCAG 2.1 A/AA violation on the page as it is now.
 * Legacy mode scans the page in place; the default mode opens a second page to merge results
 * across frames, which our pages do not have, and it made each scan two to three times slower.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
    }));
  expect(serious, `accessibility violations on ${page.url()}`).toEqual([]);
}

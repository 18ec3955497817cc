import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The journeys hold pages to WCAG 2.1 A/AA and fail only on serious or critical findings, so a
// minor finding does not block a change; each finding is named with its elements for the report.
// The toaster is left out: a toast that appears while axe runs is measured mid-fade, at part
// opacity, and fails contrast it does not fail once shown (sonner's own colours, AA at rest).
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

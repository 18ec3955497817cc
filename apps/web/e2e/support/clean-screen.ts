import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, hasHorizontalScroll } from './fixtures';

/** No sideways scroll and no serious accessibility violation, checked once the toasts have gone. */
export async function expectCleanScreen(page: Page): Promise<void> {
  // A toast fading in or out is measured at part opacity: check the screen once they have gone.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
}

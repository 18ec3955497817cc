import type { Page } from '@playwright/test';

/**
 * A full-page screenshot for a review note, only when E2E_SHOTS_DIR names a folder: the
 * journeys prove behaviour by their expectations; the pictures are for people reading a change.
 */
export async function saveShot(page: Page, name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS_DIR;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true });
}

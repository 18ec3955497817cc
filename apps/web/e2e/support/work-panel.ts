import type { Locator, Page } from '@playwright/test';

/** The two deliverables of the work journeys' campaign plan. */
export const REEL = 'Instagram reel';
export const PHOTOS = 'Unboxing photo set';

export const workPanel = (page: Page): Locator => page.getByTestId('work-panel');

/** One deliverable of the Work panel, by its title. */
export const deliverable = (page: Page, title: string): Locator =>
  workPanel(page).getByRole('listitem', { name: title, exact: true });

import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const currentSlideDot = (page: Page) =>
  page.getByRole('button', { name: /^Show slide \d/ }).and(page.locator('[aria-current="true"]'));

test('the marketing carousel moves on every five seconds and loops', async ({ page }) => {
  await page.clock.install();
  await page.goto('/join');
  await expect(currentSlideDot(page)).toHaveAccessibleName(/^Show slide 1/);
  await page.clock.fastForward(5_100);
  await expect(currentSlideDot(page)).toHaveAccessibleName(/^Show slide 2/);
  await page.clock.fastForward(10_200);
  await expect(currentSlideDot(page)).toHaveAccessibleName(/^Show slide 1/);
});

test('the carousel switches to the brand slides when Brand is chosen', async ({ page }) => {
  await page.goto('/join');
  await page.getByRole('radio', { name: /^Brand/ }).check();
  await expect(page.getByRole('region', { name: 'Why brands choose EquiCreators' })).toBeVisible();
});

test.describe('for a visitor who asks for reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the carousel stays still', async ({ page }) => {
    await page.clock.install();
    await page.goto('/join');
    await page.clock.fastForward(11_000);
    await expect(currentSlideDot(page)).toHaveAccessibleName(/^Show slide 1/);
  });
});

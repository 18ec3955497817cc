import { expect, type Page } from '@playwright/test';

/**
 * Applying opens the pitch dialog (issue 31): sends it as it stands (the listed fee, no message),
 * or with the message and rate given.
 */
export async function sendApplication(page: Page, pitch: { message?: string; rate?: string } = {}): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (pitch.message) await dialog.getByLabel('Your message').fill(pitch.message);
  if (pitch.rate) {
    await dialog.getByRole('radio', { name: /Propose another rate/ }).check();
    await dialog.getByLabel(/^Your rate/).fill(pitch.rate);
  }
  await dialog.getByRole('button', { name: /^(Send application|Accept and apply)$/ }).click();
}

/**
 * After Hire: a campaign with a fee asks at which fee first (the creator's rate when they proposed
 * one, else the listed fee, preselected); one without hires at once. Confirms the preselected fee.
 */
export async function confirmHireIfAsked(page: Page, hiredMessage = 'Hired successfully!'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Hire / });
  await expect(dialog.or(page.getByText(hiredMessage))).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Hire', exact: true }).click();
}

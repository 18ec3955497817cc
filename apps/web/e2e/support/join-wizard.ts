import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { codeIn, expect, latestMailTo } from './fixtures';

export type JoiningCreator = { email: string; password: string; firstName: string; lastName: string };

/** The acceptance box of the wizards' last step (issue 34). */
export const ACCEPT_TERMS_BOX = /I accept the Terms and the Privacy notice/;

/**
 * Fills the creator's /join wizard for an invited address up to its last step, the e-mailed code
 * included, and answers the form: the caller decides about the terms box and confirms.
 */
export async function fillCreatorJoinWizard(
  page: Page,
  request: APIRequestContext,
  person: JoiningCreator,
): Promise<Locator> {
  await page.goto('/join');
  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form', { name: 'Content creator sign-up' });
  await form.getByLabel('Email').fill(person.email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Auth code has been sent to your email address.')).toBeVisible();
  const code = codeIn(await latestMailTo(request, person.email, 'code'));
  await form.getByLabel('Password').fill(person.password);
  await form.getByLabel('First name').fill(person.firstName);
  await form.getByLabel('Last name').fill(person.lastName);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Phone').fill('202 555 0177');
  await form.getByLabel('Bio').fill('Endurance rider and trail guide in the Peak District.');
  await form.getByLabel('Auth code').fill(code);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText('Travel', { exact: true }).click();
  await form.getByLabel('Link 1', { exact: true }).fill('https://www.instagram.com/tamsin_rides');
  await form.getByLabel('Followers').fill('9.5k');
  return form;
}

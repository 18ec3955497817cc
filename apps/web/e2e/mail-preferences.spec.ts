import type { APIRequestContext } from '@playwright/test';
import {
  adminAuthorizationOnce,
  adminTokenOnce,
  CREATED_ACCOUNT_PASSWORD,
  registerCreatorViaApi,
} from './support/account-api';
import { apiLogin, type ApiLogin } from './support/campaign-api';
import { expect, hasHorizontalScroll, latestMailTo, linkIn, storeLogin, test, uniqueEmail } from './support/fixtures';

/** Mail one can stop (issue 34): preferences on /account, the one-button unsubscribe, the double opt-in. */

async function newCreator(request: APIRequestContext, firstName: string) {
  const { email } = await registerCreatorViaApi(request, firstName);
  return { email, login: await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD) };
}

async function isOn(request: APIRequestContext, login: ApiLogin, category: string): Promise<boolean | undefined> {
  const response = await request.get('/api/account/email-preferences', {
    headers: { authorization: `Bearer ${login.token}` },
  });
  const { categories } = (await response.json()) as { categories: { category: string; isOn: boolean }[] };
  return categories.find((line) => line.category === category)?.isOn;
}

test('a creator turns off campaign-update e-mails on /account, and they stay off after a reload', async ({
  page,
  request,
}) => {
  const { login: creator } = await newCreator(request, 'Preferring');
  await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: 'Preferring' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'E-mail preferences' });
  const campaignUpdates = section.getByRole('checkbox', { name: 'Campaign updates' });
  await expect(campaignUpdates).toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Account and security' })).toBeDisabled();
  expect(await hasHorizontalScroll(page)).toBe(false);

  await campaignUpdates.click();
  await expect(page.getByText('Campaign updates e-mails turned off.')).toBeVisible();
  await expect(campaignUpdates).not.toBeChecked();

  await page.reload();
  await expect(section.getByRole('checkbox', { name: 'Campaign updates' })).not.toBeChecked();
  await expect(section.getByRole('checkbox', { name: 'Messages and work' })).toBeChecked();
  expect(await isOn(request, creator, 'campaign_updates')).toBe(false);
});

test('an unsubscribe link opens a one-button page and unsubscribes only on the click', async ({ page, request }) => {
  const { login: creator, email: address } = await newCreator(request, 'Leaving');
  const subject = `Product news ${uniqueEmail('issue')}`;
  const sent = await request.post('/api/admin/newsletter/issues', {
    headers: { authorization: await adminAuthorizationOnce(request) },
    data: { audience: 'product_news', subject, body: 'Ratings are here.\n\nRate your orders.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const mail = await latestMailTo(request, address, subject);
  expect(mail.text).toContain('Unsubscribe from product news e-mails:');
  expect(mail.text).toContain('Manage e-mail preferences:');

  // A new browser, not logged in, as a mail client opens it, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(linkIn(mail, '/unsubscribe?token='));
  await expect(page.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('Stop product news e-mails?')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
  // A mail client without one-click support opens the List-Unsubscribe address (the same token under
  // /api) in the browser: the page with its button, not JSON.
  const listUnsubscribe = linkIn(mail, '/unsubscribe?token=').replace('/unsubscribe?', '/api/unsubscribe?');
  await page.goto(listUnsubscribe);
  await expect(page).toHaveURL(/\/unsubscribe\?token=/);
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText('"message"')).toHaveCount(0);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  expect(await isOn(request, creator, 'product_news')).toBe(true);

  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toHaveText('You will no longer get product news e-mails.');
  await expect(page.getByRole('link', { name: 'Manage e-mail preferences' })).toBeVisible();
  expect(await isOn(request, creator, 'product_news')).toBe(false);
});

test("a footer subscription is confirmed through the e-mailed link, and the admin's issue reaches it", async ({
  page,
  request,
}) => {
  const reader = uniqueEmail('reader');
  await page.goto('/faq');
  const form = page.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('textbox').fill(reader);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();

  const confirmation = await latestMailTo(request, reader, 'Confirm your EquiCreators newsletter');
  await page.goto(linkIn(confirmation, '/newsletter/confirm?token='));
  await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
  await page.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(page.getByRole('status')).toHaveText(/Your subscription is confirmed/);

  const token = await adminTokenOnce(request);
  await storeLogin(page, { token, type: 'admin', firstName: 'Admin' });
  await page.goto('/admin?tab=newsletter');
  const issueForm = page.getByRole('form', { name: 'Send a newsletter issue' });
  const subject = `Winter issue ${uniqueEmail('n')}`;
  await issueForm.getByLabel('Subject').fill(subject);
  await issueForm.getByLabel('Text').fill('Snow on the gallops.\n\nNew campaigns for winter rugs.');
  await issueForm.getByRole('button', { name: 'Send the issue' }).click();
  await expect(issueForm.getByRole('status')).toHaveText(/^Sent to \d+ confirmed subscribers?\.$/);

  const issue = await latestMailTo(request, reader, subject);
  expect(issue.text).toContain('New campaigns for winter rugs.');
  expect(issue.text).toContain('Unsubscribe from newsletter e-mails:');
  expect(linkIn(issue, '/unsubscribe?token=')).not.toContain(encodeURIComponent(reader));
});

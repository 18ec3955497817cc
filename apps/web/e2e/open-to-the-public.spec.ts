import { readFile } from 'node:fs/promises';
import { adminAuthorizationOnce, inviteCreatorViaApi } from './support/account-api';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  uniqueTitle,
} from './support/campaign-api';
import { DEMO, expect, latestMailTo, linkIn, storeLogin, submitLogin, test, uniqueEmail } from './support/fixtures';
import { ACCEPT_TERMS_BOX, fillCreatorJoinWizard } from './support/join-wizard';

const PASSWORD = 'Over-the-water-jump-7';

// Issue 34's whole story: the terms at signup, her data taken, a kind of mail stopped, her account
// left, and the brand's thread still there with 'Deleted user'. Each part's rules have their own
// journeys and API tests (the 14-day grace with the manual clock among them).
test('a creator accepts the terms, takes her data, stops campaign updates and leaves; the brand’s thread shows “Deleted user”', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('leaving');
  await inviteCreatorViaApi(request, email);

  // She signs up and accepts the terms.
  const form = await fillCreatorJoinWizard(page, request, {
    email,
    password: PASSWORD,
    firstName: 'Rosalind',
    lastName: 'Ashby',
  });
  await form.getByRole('checkbox', { name: ACCEPT_TERMS_BOX }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/login\?next=/, { timeout: 10_000 });
  await submitLogin(page, { as: 'contentCreator', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/influencers\/profile\/equestrian$/);

  // A brand hires her, and they write to each other.
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const creator = await apiLogin(request, 'contentCreator', email, PASSWORD);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Farewell') });
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  const hire = await request.post(`/api/campaign/${campaign._id}/hire`, {
    headers: bearer(brand),
    data: { influencerId: creator.id },
  });
  expect(hire.ok(), await hire.text()).toBe(true);
  for (const [path, from, to, author, content] of [
    ['send', campaign._id, creator.id, brand, 'Welcome, Rosalind: the brief is attached to the campaign.'],
    ['sendbrand', creator.id, campaign._id, creator, 'Thank you, the first reel will be with you on Friday.'],
  ] as const) {
    const sent = await request.post(`/api/messages/${path}`, {
      headers: bearer(author),
      multipart: { from, to, content },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }

  // She takes her data.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account & privacy' })).toBeVisible();
  const exportSection = page.getByRole('region', { name: 'Download my data' });
  await exportSection.getByRole('button', { name: 'Download my data' }).click();
  await expect(exportSection.getByRole('status')).toContainText('Your data is ready: check your e-mail', {
    timeout: 60_000,
  });
  const ready = await latestMailTo(request, email, 'ready to download');
  const link = new URL(linkIn(ready, '/account/export?token='));
  await page.goto(`${link.pathname}${link.search}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const zip = await readFile(await (await downloading).path());
  for (const entry of ['account.json', 'messages.json', 'campaigns.json']) {
    expect(zip.includes(Buffer.from(entry))).toBe(true);
  }

  // She stops campaign-update e-mails; the choice is kept.
  await page.goto('/account');
  const preferences = page.getByRole('region', { name: 'E-mail preferences' });
  await preferences.getByRole('checkbox', { name: 'Campaign updates' }).click();
  await expect(page.getByText('Campaign updates e-mails turned off.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'E-mail preferences' }).getByRole('checkbox', { name: 'Campaign updates' }),
  ).not.toBeChecked();

  // She deletes her account from the menu with her password; she is logged out with the date.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  const deletion = page.getByRole('form', { name: 'Delete my account' });
  await deletion.getByLabel('Your password').fill(PASSWORD);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page.getByRole('status')).toHaveText(
    /^Your account will be deleted on .* Log in before then to cancel\.$/,
  );
  await latestMailTo(request, email, 'will be deleted');

  // Her 14 days would pass here; she asks support to erase her at once, and an admin does.
  const erased = await request.post(`/api/admin/accounts/${creator.id}/erasure`, {
    headers: { authorization: await adminAuthorizationOnce(request) },
    data: { reason: 'She asked support to erase her account without waiting' },
  });
  expect(erased.ok(), await erased.text()).toBe(true);
  expect(((await erased.json()) as { state: string }).state).toBe('erased');

  // The brand's thread is still there, from 'Deleted user'.
  await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${creator.id}`);
  await page.getByRole('checkbox', { name: `Select ${campaign.campaignTitle}` }).check();
  const thread = page.getByRole('log', { name: 'Messages' });
  await expect(thread.getByText('Thank you, the first reel will be with you on Friday.')).toBeVisible();
  await expect(thread.getByText('Welcome, Rosalind: the brief is attached to the campaign.')).toBeVisible();
  await expect(thread.getByText('Deleted user')).toBeVisible();
  await expect(thread.getByText('Rosalind')).toHaveCount(1);
});

import { registerCreatorViaApi } from './support/account-api';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  uniqueTitle,
} from './support/campaign-api';
import { DEMO, expect, latestMailTo, linkIn, submitLogin, test } from './support/fixtures';

// Issue 21: a link opened while logged out survives the login. The creator's radio is left as the
// page chooses it: /login preselects the type whose page `next` names. A creator of its own, so its
// logins do not count against the demo creator's (ten a minute per address) that other journeys use.
test('links from e-mails survive the login: an invitation, then a message notice', async ({ page, request }) => {
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const account = await registerCreatorViaApi(request, 'Linda');
  const creator = await apiLogin(request, 'contentCreator', account.email, account.password);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Login Return') });
  await addCreatorViaApi(request, brand, campaign._id, creator.id);

  // The invitation e-mail's link, opened logged out, asks for the login and keeps the campaign.
  const mail = await latestMailTo(request, account.email, campaign.campaignTitle);
  const link = new URL(linkIn(mail, '/contentCreator?campaign='));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2FcontentCreator%3Fcampaign%3D${campaign._id}$`));
  await expect(page.getByRole('radio', { name: /^Content Creator/ })).toBeChecked();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/contentCreator\\?campaign=${campaign._id}$`));
  const invited = page
    .getByRole('region', { name: 'All Campaign' })
    .getByRole('article')
    .filter({ hasText: campaign.campaignTitle });
  await expect(invited).toHaveAttribute('data-highlighted', 'true');
  await expect(invited.getByText('Invited', { exact: true })).toBeVisible();

  // Hired, the creator gets message notices linking to /orders/{campaign} (message-notices.emails.ts).
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  const hire = await request.post(`/api/campaign/${campaign._id}/hire`, {
    headers: bearer(brand),
    data: { influencerId: creator.id },
  });
  expect(hire.ok(), await hire.text()).toBe(true);
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`/orders/${campaign._id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Forders%2F${campaign._id}$`));
  await submitLogin(page, { as: 'contentCreator', ...account });
  await expect(page).toHaveURL(new RegExp(`/orders/${campaign._id}$`));
  await expect(page.getByRole('textbox', { name: 'Write a message' })).toBeVisible();
});

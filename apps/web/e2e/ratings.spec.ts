import type { Influencer } from '@equicreators/shared';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import {
  addCreatorViaApi,
  apiLogin,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  uniqueTitle,
} from './support/campaign-api';
import { DEMO, expect, logIn, test } from './support/fixtures';
import { uniqueLetters } from './support/second-browser';
import { completeOrderViaApi, hireViaApi, rateViaApi, workViaApi } from './support/order-work-api';

test('a brand finds a creator by rating, and an admin hides the review, which then counts in no average', async ({
  page,
  request,
}) => {
  // A creator of their own, hired on a new campaign of the demo's paid brand, work completed and
  // rated both ways: the parts this journey does not test, through the API.
  const firstName = `Rated${uniqueLetters()}`;
  const name = `${firstName} Journey`;
  const { email } = await registerCreatorViaApi(request, firstName);
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Rated Work Clinic') });
  const order = { campaignId: campaign._id, creatorId: creator.id };
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  await hireViaApi(request, brand, order);
  await completeOrderViaApi(request, { brand, creator }, order);
  const review = `Punctual and polished work, ${uniqueLetters()}.`;
  await rateViaApi(request, brand, order, { stars: 5, review });
  await rateViaApi(request, creator, order, { stars: 4, review: 'A clear brief, paid on time.' });

  // The brand looks for the best rated: 'Top rated' and '5★' go into the address.
  await logIn(page, { as: 'brand', email: DEMO.paidBrand });
  await page.getByRole('searchbox', { name: 'Search creators by name' }).fill(firstName);
  await page.getByLabel('Sort by').selectOption({ label: 'Top rated' });
  const filters = page.getByRole('complementary', { name: 'Filters' });
  // The address holds the choice, so the radio turns checked when the address has changed.
  const fiveStars = filters.getByRole('group', { name: 'Minimum rating' }).getByRole('radio', { name: '5 stars' });
  await fiveStars.click();
  await expect(fiveStars).toBeChecked();
  await expect(page).toHaveURL(/[?&]sort=rating(&|$)/);
  await expect(page).toHaveURL(/[?&]minRating=5(&|$)/);
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('5.0 ★ (1)');
  await expect(card.getByText('5.0 out of 5 from 1 rating')).toBeAttached();

  // The statistics drawer shows the same rating.
  await card.getByRole('button', { name: `Statistics of ${name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'Influencer Statistics' });
  await expect(drawer).toContainText('5.0 ★ (1)');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // A reload keeps the sort and the filter.
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('rating');
  await expect(filters.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await expect(page.getByRole('article', { name })).toBeVisible();

  // The brand logs out; the admin reads the review under 'Reviews' and hides it.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, { as: 'admin', email: DEMO.admin });
  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/[?&]tab=reviews/);
  const item = page.getByRole('article').filter({ hasText: review });
  await expect(item.getByRole('heading')).toContainText(`rated ${name} (creator)`);
  await expect(item).toContainText(campaign.campaignTitle);
  await expect(item.getByText('5 out of 5 stars')).toBeAttached();

  await item.getByRole('button', { name: 'Hide', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide this review?' });
  // A reason is required.
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog.getByText('Say why the review is hidden')).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  // Checked before a toast shows: one fading in fails contrast while it animates.
  expect(await seriousViolations(page)).toEqual([]);
  const reason = 'It names a private address.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Hide review' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The review is hidden.')).toBeVisible();
  await expect(item.getByText(`Hidden: ${reason}`)).toBeVisible();
  await expect(item.getByRole('button', { name: 'Hide', exact: true })).toHaveCount(0);

  // Hidden, it counts in no average, and the creator reads the brand's stars without its text.
  const profile = await request.get(`/api/influencers/${creator.id}`, { headers: bearer(brand) });
  expect(((await profile.json()) as Influencer).rating).toEqual({ average: null, count: 0 });
  const work = await workViaApi(request, creator, order);
  expect(work.ratings.theirs).toMatchObject({ stars: 5, review: '', hidden: true });
});

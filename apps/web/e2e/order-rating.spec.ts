import { WORK_MESSAGES } from '@equicreators/shared';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import { addCreatorViaApi, apiLogin, apiLoginOnce, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { DEMO, expect, logIn, test } from './support/fixtures';
import { completeOrderViaApi, hireViaApi, rateViaApi } from './support/order-work-api';

// The rating section sits in the Work panel (features/work), composed in app/screens with
// `ratingSection={work.data && <OrderRatingSection … />}`: this journey needs that wiring.
test('after a completed order the creator rates the brand, changes the rating, and reads the brand’s', async ({
  page,
  request,
}) => {
  // A creator of their own, hired on a new campaign whose work is done and closed as completed.
  const { email } = await registerCreatorViaApi(request, 'Starling');
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Rating Clinic') });
  const order = { campaignId: campaign._id, creatorId: creator.id };
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  await hireViaApi(request, brand, order);
  await completeOrderViaApi(request, { brand, creator }, order);

  await logIn(page, { as: 'contentCreator', email, password: CREATED_ACCOUNT_PASSWORD });
  await page.goto(`/orders/${campaign._id}`);
  const ratings = page.getByRole('region', { name: 'Ratings' });
  const form = ratings.getByRole('form', { name: 'Rate the brand' });
  await expect(ratings.getByText('The brand has not rated you yet.')).toBeVisible();

  // Stars are required: the error sends the focus to them, and the arrows choose.
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(form.getByText('Choose 1 to 5 stars')).toBeVisible();
  await expect(form.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  const review = 'A clear brief and quick answers.';
  await form.getByLabel('Review (optional)').fill(review);
  await expect(form.getByText(`${review.length} / 1,000 characters`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Send rating' }).click();
  await expect(page.getByText(WORK_MESSAGES.rated)).toBeVisible();

  const mine = ratings.getByRole('article', { name: 'Your rating' });
  await expect(mine).toBeFocused();
  await expect(mine.getByText('4 out of 5 stars')).toBeAttached();
  await expect(mine.getByText(review)).toBeVisible();

  // Editable for 14 days: Edit brings the form back with the rating in it.
  await mine.getByRole('button', { name: 'Edit your rating' }).click();
  const edit = ratings.getByRole('form', { name: 'Change your rating of the brand' });
  await expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(edit.getByLabel('Review (optional)')).toHaveValue(review);
  // A click on the fifth star (its label) chooses it.
  await edit
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '5 stars' }) })
    .click();
  await expect(edit.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await edit.getByRole('button', { name: 'Save rating' }).click();
  await expect(mine.getByText('5 out of 5 stars')).toBeAttached();

  // The brand rates the creator: the panel shows it live (the 'work' event) or on the next read.
  await rateViaApi(request, brand, order, { stars: 5, review: 'Lovely reels, on time.' });
  const theirs = ratings.getByRole('article', { name: "The brand's rating of you" });
  await expect(async () => {
    if (!(await theirs.isVisible())) await page.reload();
    await expect(theirs).toContainText('Lovely reels, on time.', { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
});

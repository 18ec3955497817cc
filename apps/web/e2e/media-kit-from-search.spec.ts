import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { addCreatorViaApi, apiLogin, bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { openWith, uniqueLetters } from './support/second-browser';

// Issue 46: from a brand's search to a creator's media kit, its rates in the drawer, and Save from
// the kit, which a logged-in brand reads in its own frame (also when it opens /c/{handle}).
test('a brand goes from search to a creator’s media kit and saves her from there', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const brand = await paidJourneyBrandOnce(request);
  const letters = uniqueLetters();
  const firstName = `${letters[0]!.toUpperCase()}${letters.slice(1)}`;
  const name = `${firstName} Journey`;
  const { email } = await registerCreatorViaApi(request, firstName);
  const creator = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  const handle = `kit-${letters}`;
  const kit = await request.put('/api/influencers/profile/media-kit', {
    headers: bearer(creator),
    data: {
      handle,
      visibility: 'brands',
      packages: [
        { title: 'Reel at the yard', description: 'One reel, organic use.', priceMinor: 52_000, currency: 'EUR' },
      ],
    },
  });
  expect(kit.ok(), await kit.text()).toBe(true);

  // An open campaign of the brand's, for Invite to offer.
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Kit Invite') });

  const page = await openWith(browser, brand, `/brands?q=${firstName}`, { width: 1280, height: 900 });
  const card = page.getByRole('article', { name });

  // The drawer: the kit's rates and packages, and the way to the kit.
  await card.getByRole('button', { name: new RegExp(`^Statistics of ${name}`) }).click();
  const drawer = page.getByRole('dialog', { name: 'Influencer Statistics' });
  const rates = drawer.getByRole('list', { name: `Rates of ${name}` });
  await expect(rates.getByText('Reel at the yard')).toBeVisible();
  await expect(rates.getByText('€520')).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Open the media kit' })).toHaveAttribute(
    'href',
    `/brands/kit/${handle}`,
  );
  await page.keyboard.press('Escape');

  // The card's name is the link to the kit, read in the brand's own frame with Save and Invite.
  await card.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/brands/kit/${handle}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  const actions = page.getByRole('group', { name: `Save or invite ${name}` });
  await expect(actions.getByRole('button', { name: `Invite / Assign ${name}` })).toBeVisible();

  await actions.getByRole('button', { name: `Save ${name} to a shortlist` }).click();
  const menu = page.getByRole('dialog', { name: `Shortlists for ${name}` });
  await menu.getByRole('button', { name: 'New list…' }).click();
  const listName = `Kits ${letters}`;
  await menu.getByLabel('New list name').fill(listName);
  await menu.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByText(`Saved ${name} to “${listName}”.`)).toBeVisible();
  await page.keyboard.press('Escape');

  // Opening the public address while logged in as a brand leads to the same page, and it fits a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/c/${handle}`);
  await expect(page).toHaveURL(new RegExp(`/brands/kit/${handle}$`));
  await expect(page.getByRole('group', { name: `Save or invite ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // Once she applies, her row on the campaign says who she is and leads to the same kit.
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/manage-campaign/${campaign._id}`);
  const kitLink = page.getByRole('link', { name: `Media kit of ${name}` });
  await expect(kitLink).toHaveAttribute('href', `/brands/kit/${handle}`);
  await expect(page.getByText(/\d+(\.\d)?K? followers/)).toBeVisible();
  await kitLink.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.context().close();
});

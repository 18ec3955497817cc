import { CREATED_ACCOUNT_PASSWORD, paidJourneyBrandOnce, registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import { apiLogin, bearer, createCampaignViaApi, uniqueTitle, type ApiLogin } from './support/campaign-api';
import { expect, hasHorizontalScroll, test } from './support/fixtures';
import { openWith, uniqueLetters } from './support/second-browser';
import type { APIRequestContext } from '@playwright/test';

const LIST_NAME = 'Dressage DE';

/** A creator of the journey's own, with a name nobody else has (the browse search finds only them). */
async function journeyCreator(request: APIRequestContext) {
  const letters = uniqueLetters();
  const firstName = `${letters[0]!.toUpperCase()}${letters.slice(1)}`;
  const { email } = await registerCreatorViaApi(request, firstName);
  const login = await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD);
  return { login, firstName, name: `${firstName} Journey` };
}

/** A rerun on the same worker meets the list of the last run: it goes first (names are unique per brand). */
async function dropListNamed(request: APIRequestContext, brand: ApiLogin, name: string) {
  const answer = await request.get('/api/shortlists', { headers: bearer(brand) });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { items } = (await answer.json()) as { items: { id: string; name: string }[] };
  for (const list of items.filter((item) => item.name.toLowerCase() === name.toLowerCase())) {
    await request.delete(`/api/shortlists/${list.id}`, { headers: bearer(brand) });
  }
}

// Issue 33: a brand saves creators from browse (a card, then the drawer) into a new list, and
// invites the whole list to an open campaign in one step, on a phone's screen.
test('a brand saves two creators into “Dressage DE” and invites the list to a campaign', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const brand = await paidJourneyBrandOnce(request);
  await dropListNamed(request, brand, LIST_NAME);
  const [first, second] = [await journeyCreator(request), await journeyCreator(request)];
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Dressage Saddle') });

  const page = await openWith(browser, brand, `/brands?q=${first.firstName}`, { width: 390, height: 844 });

  // From a card: Save opens the menu of lists; "New list…" starts one with this creator on it.
  const card = page.getByRole('article', { name: first.name });
  await card.getByRole('button', { name: `Save ${first.name} to a shortlist` }).click();
  const firstMenu = page.getByRole('dialog', { name: `Shortlists for ${first.name}` });
  await firstMenu.getByRole('button', { name: 'New list…' }).click();
  await firstMenu.getByLabel('New list name').fill(LIST_NAME);
  await firstMenu.getByRole('button', { name: 'Create and save' }).click();
  await expect(page.getByText(`Saved ${first.name} to “${LIST_NAME}”.`)).toBeVisible();
  await expect(firstMenu.getByRole('checkbox', { name: `${LIST_NAME} (1)` })).toBeChecked();
  await page.keyboard.press('Escape');

  // From the drawer: the list is there, unticked, and a tick saves her.
  await page.goto(`/brands?q=${second.firstName}`);
  await page.getByRole('button', { name: new RegExp(`^Statistics of ${second.name}`) }).click();
  const drawer = page.getByRole('dialog', { name: 'Influencer Statistics' });
  await drawer.getByRole('button', { name: `Save ${second.name} to a shortlist` }).click();
  const secondMenu = page.getByRole('dialog', { name: `Shortlists for ${second.name}` });
  const tick = secondMenu.getByRole('checkbox', { name: new RegExp(`^${LIST_NAME} \\(`) });
  await expect(tick).not.toBeChecked();
  await tick.click();
  await expect(secondMenu.getByRole('checkbox', { name: `${LIST_NAME} (2)` })).toBeChecked();
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The Shortlists page lists it with its count; the list shows both creators.
  await page.goto('/shortlists');
  await expect(page.getByRole('heading', { level: 1, name: 'Shortlists' })).toBeVisible();
  await page.getByRole('link', { name: new RegExp(`^${LIST_NAME}\\s*2 creators`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible();
  const creators = page.getByRole('list', { name: `Creators on ${LIST_NAME}` });
  await expect(creators.getByRole('article')).toHaveCount(2);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // One step invites the whole list; the summary is said in a toast and stays on the page.
  await page.getByLabel('Campaign to invite the list to').selectOption({ label: campaign.campaignTitle });
  await page.getByRole('button', { name: 'Invite the list' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Invited 2 creators.' })).toBeVisible();
  const toasts = page.locator('[data-sonner-toast]');
  await expect(toasts.filter({ hasText: 'Invited 2 creators.' })).toBeVisible();
  // A toast fading is measured at part opacity: the screen is checked once they have gone.
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);

  // Each creator finds the invitation in her feed.
  for (const creator of [first, second]) {
    const invitations = await request.get('/api/influencers/invitations', { headers: bearer(creator.login) });
    expect(invitations.ok(), await invitations.text()).toBe(true);
    const { items } = (await invitations.json()) as { items: { campaignTitle: string }[] };
    expect(items.map((item) => item.campaignTitle)).toContain(campaign.campaignTitle);
  }
  await page.context().close();
});

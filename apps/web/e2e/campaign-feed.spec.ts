import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  addCreatorViaApi,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  uniqueTitle,
  type ApiLogin,
} from './support/campaign-api';
import { seriousViolations } from './support/axe';
import { DEMO, expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';
import { sendApplication } from './support/pitch-dialogs';

// Spec §8 with the DECISIONS typo fix.
const APPLIED = 'Application submitted successfully. Please wait for brands to hire you!';
const ALREADY_APPLIED = 'You have already assigned or applied to this campaign.';

// Demo data: the creator is hired on the first, and the last is the oldest campaign of the demo.
const HIRED_CAMPAIGN = 'Autumn Saddle Care Series';
const OLDEST_CAMPAIGN = 'Barn Kitchen Recipes';
const HIRED_DESCRIPTION =
  'Show your followers how you clean, condition and store a leather saddle through the wet months. We want real barns, real mud and honest results with our Hartwell balsam and glycerine bar.';

const creatorLogin = (request: APIRequestContext) => apiLoginOnce(request, 'contentCreator', DEMO.creator);
const brandLogin = (request: APIRequestContext) => apiLoginOnce(request, 'brand', DEMO.otherPaidBrand);

/**
 * Stores the creator's session as login does. Without `withId` only the token and type are
 * stored, as by an older session: the page must then find the creator's id itself.
 */
async function storeCreator(page: Page, login: ApiLogin, options: { withId?: boolean } = {}) {
  await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: 'Ava' });
  if (options.withId) await page.addInitScript((id) => window.localStorage.setItem('id', id), login.id);
}

/** A campaign of the journey's own (Northfield's, a Facebook one unless told), so no other journey touches it. */
async function createOwnCampaign(request: APIRequestContext, prefix: string, fields: Record<string, string> = {}) {
  return createCampaignViaApi(request, await brandLogin(request), {
    campaignTitle: uniqueTitle(prefix),
    companyName: 'Northfield Feeds',
    brand: 'Northfield Feeds',
    COEmail: DEMO.otherPaidBrand,
    social_media: 'Facebook',
    ...fields,
  });
}

function campaignList(page: Page): Locator {
  return page.getByRole('list', { name: 'All Campaign' });
}

function card(page: Page, title: string): Locator {
  // The feed's own card: an invitation is also shown in the Invitations section above it.
  return page.getByRole('region', { name: 'All Campaign' }).getByRole('article', { name: title });
}

/** One of a card's counts (Creators, Hired): its label and number. */
function count(campaignCard: Locator, label: 'Creators' | 'Hired'): Locator {
  return campaignCard
    .locator('dl > div')
    .filter({ has: campaignCard.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
}

test.describe('the creator campaign page', () => {
  test('shows placeholders, then campaigns; searches and filters on the server, kept in the address', async ({
    page,
    request,
  }) => {
    const own = await createOwnCampaign(request, 'Feed Gallop Search');
    await storeCreator(page, await creatorLogin(request), { withId: true });

    // The first page is held back until the placeholders have been seen (a fixed delay raced a slow machine).
    let isFirstList = true;
    let releaseFirstList = () => {};
    const firstListReleased = new Promise<void>((resolve) => (releaseFirstList = resolve));
    await page.route(/\/api\/campaign\?/, async (route) => {
      if (isFirstList) {
        isFirstList = false;
        await firstListReleased;
      }
      await route.continue();
    });
    await page.goto('/contentCreator');
    await expect(page).toHaveTitle(/^Influencers · /);
    await expect(page.getByTestId('campaign-skeletons')).toBeVisible();
    releaseFirstList();
    await expect(card(page, 'Senior Horse Nutrition Diaries')).toBeVisible();
    await expect(page.getByTestId('campaign-skeletons')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'All Campaign' })).toBeVisible();

    // A card shows what spec §2 lists, with the description cut at 180 characters.
    const hired = card(page, HIRED_CAMPAIGN);
    await expect(hired.getByText('Instagram', { exact: true })).toBeVisible();
    await expect(hired.getByText('Paid', { exact: true })).toBeVisible();
    await expect(hired.getByText(/ago|yesterday/)).toBeVisible();
    await expect(count(hired, 'Creators')).toHaveText(/^Creators\s*\d+$/);
    await expect(count(hired, 'Hired')).toHaveText(/^Hired\s*\d+$/);
    await expect(hired.getByRole('img', { name: new RegExp(`^${HIRED_CAMPAIGN}, image 1 of 2$`) })).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(hired.getByText(HIRED_DESCRIPTION.slice(0, 180) + '...', { exact: true })).toBeVisible();
    await expect(hired.getByRole('button', { name: 'Hired' })).toBeDisabled();

    // The search runs on the server once typing pauses, and lives in the address.
    const search = page.getByRole('searchbox', { name: 'Search Campaigns' });
    await expect(search).toHaveAttribute('placeholder', 'Search Campaigns');
    const part = own.campaignTitle.split(' ').slice(1).join(' ').toLowerCase();
    await search.fill(part);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(part).replace(/%20/g, '(\\+|%20)')}`));
    await expect(campaignList(page).getByRole('article')).toHaveCount(1);
    await expect(card(page, own.campaignTitle)).toBeVisible();

    // A reload keeps the search and its results.
    await page.reload();
    await expect(search).toHaveValue(part);
    await expect(card(page, own.campaignTitle)).toBeVisible();
    await expect(campaignList(page).getByRole('article')).toHaveCount(1);

    // The platform filter (five platforms, decision 020): this campaign is a Facebook one.
    const platform = page.getByRole('combobox', { name: 'Platform' });
    await expect(platform.getByRole('option')).toHaveText([
      'All Platforms',
      'Instagram',
      'TikTok',
      'YouTube',
      'Facebook',
      'UGC',
    ]);
    await platform.selectOption('TikTok');
    await expect(page).toHaveURL(/platform=TikTok/);
    await expect(page.getByText('No campaign matches your search')).toBeVisible();
    await platform.selectOption('Facebook');
    await expect(page).toHaveURL(/platform=Facebook/);
    await expect(card(page, own.campaignTitle)).toBeVisible();
    // The order lives in the address too, and both survive a reload.
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Deadline soonest' });
    await expect(page).toHaveURL(/[?&]sort=deadline(&|$)/);
    await expect(card(page, own.campaignTitle)).toBeVisible();
    await page.reload();
    await expect(platform).toHaveValue('Facebook');
    await expect(sort).toHaveValue('deadline');
    await expect(card(page, own.campaignTitle)).toBeVisible();
    await sort.selectOption({ label: 'Newest' });
    await expect(page).not.toHaveURL(/sort=/);

    // Nothing matches nonsense.
    await search.fill('zzqx no such campaign');
    await expect(page.getByText('No campaign matches your search')).toBeVisible();
    await expect(campaignList(page)).toHaveCount(0);

    // Every filter cleared: the whole list again, on a phone without sideways scrolling.
    await search.fill('');
    await platform.selectOption('');
    await expect(page).toHaveURL(/\/contentCreator$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card(page, HIRED_CAMPAIGN)).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The filters and the order (issue 21) keep the page free of serious accessibility violations.
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('opens the details drawer from the right; Escape closes it and focus returns', async ({ page, request }) => {
    await storeCreator(page, await creatorLogin(request), { withId: true });
    await page.goto(`/contentCreator?q=${encodeURIComponent(HIRED_CAMPAIGN)}`);
    const opener = card(page, HIRED_CAMPAIGN).getByRole('button', { name: 'View details' });
    await opener.click();

    const drawer = page.getByRole('dialog', { name: HIRED_CAMPAIGN });
    await expect(drawer).toBeVisible();
    // The whole description (under 250 characters) and the larger images.
    await expect(drawer.getByText(HIRED_DESCRIPTION, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('img', { name: `${HIRED_CAMPAIGN}, image 2 of 2` })).toBeAttached();
    await expect(drawer.getByText('Paid', { exact: true })).toBeVisible();
    const details = drawer.getByRole('table');
    for (const [label, value] of [
      // The demo offer is data (issue 31): its window is counted from the seeding, so only its label is fixed.
      ['Start and End Dates', 'Content window'],
      ['Budget and Compensation', 'US$450 fee per creator; Gifted: The full Hartwell leather care kit'],
      ['Deliverables', '3 × Instagram Story'],
    ]) {
      await expect(details.getByRole('row', { name: new RegExp(`^${label}`) })).toContainText(value ?? '');
    }
    // The applied and hired creators, by picture and first name; the demo creator is hired here.
    await expect(drawer.getByRole('heading', { name: 'Influencer Details' })).toBeVisible();
    const creators = drawer.getByRole('list', { name: 'Applied and hired creators' });
    await expect(creators.getByRole('listitem').first()).toBeVisible();
    await expect(creators.getByText('Ava', { exact: true })).toBeVisible();
    expect(await creators.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    // The drawer sits at the right edge.
    const box = await drawer.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1260);

    // Focus stays inside while open; Escape closes and gives focus back to the button.
    await page.keyboard.press('Tab');
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // On a phone the drawer fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await opener.click();
    await expect(drawer).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  test('applies once: the toast, then Applied, still there after a reload', async ({ page, request }) => {
    const own = await createOwnCampaign(request, 'Feed Canter Apply');
    // No stored id: the page finds the creator's id from their profile.
    await storeCreator(page, await creatorLogin(request));
    await page.goto(`/contentCreator?q=${encodeURIComponent(own.campaignTitle)}`);

    const ownCard = card(page, own.campaignTitle);
    await ownCard.getByRole('button', { name: /^Apply Now/ }).click();
    await sendApplication(page);
    await expect(page.getByText(APPLIED)).toBeVisible();
    await expect(ownCard.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(ownCard.getByRole('button', { name: /^Apply Now/ })).toHaveCount(0);
    await expect(count(ownCard, 'Creators')).toHaveText(/^Creators\s*1$/);

    await page.reload();
    await expect(ownCard.getByRole('button', { name: 'Applied' })).toBeDisabled();

    // The server agrees: one application.
    const creator = await creatorLogin(request);
    const status = await request.get(`/api/campaign/${own._id}/influencer/${creator.id}/status`, {
      headers: bearer(creator),
    });
    expect(await status.json()).toEqual({ hasApplied: true, status: 'Applied', offer: null });
  });

  test('a stale page that still offers Apply Now says the creator already applied, and sends nothing', async ({
    page,
    request,
  }) => {
    const own = await createOwnCampaign(request, 'Feed Trot Stale');
    const creator = await creatorLogin(request);
    await storeCreator(page, creator, { withId: true });
    await page.goto(`/contentCreator?q=${encodeURIComponent(own.campaignTitle)}`);
    const apply = card(page, own.campaignTitle).getByRole('button', { name: /^Apply Now/ });
    await expect(apply).toBeEnabled();

    // Meanwhile the creator applies elsewhere (another tab, another device).
    await addCreatorViaApi(request, creator, own._id, creator.id);
    let applications = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().includes(`/api/campaign/${own._id}/influencer/`)) applications += 1;
    });

    await apply.click();
    await sendApplication(page);
    await expect(page.getByText(ALREADY_APPLIED)).toBeVisible();
    await expect(card(page, own.campaignTitle).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(applications).toBe(0);
  });

  test('an invitation link highlights the campaign, and the invited creator can accept it', async ({
    page,
    request,
  }) => {
    const own = await createOwnCampaign(request, 'Feed Invite', { social_media: 'Instagram' });
    const creator = await creatorLogin(request);
    await addCreatorViaApi(request, await brandLogin(request), own._id, creator.id);
    await storeCreator(page, creator, { withId: true });

    await page.goto(`/contentCreator?campaign=${own._id}`);
    const invited = card(page, own.campaignTitle);
    await expect(invited).toHaveAttribute('data-highlighted', 'true');
    await expect(invited.getByText('Invited', { exact: true })).toBeVisible();
    await expect(invited).toBeInViewport();
    await invited.getByRole('button', { name: /^Accept/ }).click();
    await sendApplication(page);
    await expect(page.getByText(APPLIED)).toBeVisible();
    await expect(invited.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(invited.getByText('Invited', { exact: true })).toHaveCount(0);
  });

  test('a link to an old campaign scrolls to it, even when the list does not hold it', async ({ page, request }) => {
    const creator = await creatorLogin(request);
    const feed = await request.get(`/api/campaign?q=${encodeURIComponent(OLDEST_CAMPAIGN)}`, {
      headers: bearer(creator),
    });
    const { items } = (await feed.json()) as { items: { _id: string; social_media: string }[] };
    const oldest = items[0];
    expect(oldest?.social_media).toBe('Facebook');
    await storeCreator(page, creator, { withId: true });

    // The oldest demo campaign sits at the end of the list: the page scrolls down to it.
    await page.goto(`/contentCreator?campaign=${oldest?._id}`);
    const highlighted = card(page, OLDEST_CAMPAIGN);
    await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
    await expect(highlighted).toBeInViewport();
    await expect(page.locator('[data-highlighted]')).toHaveCount(1);

    // Filtered to Instagram the list cannot hold it; it is loaded on its own and shown on top.
    await page.goto(`/contentCreator?platform=Instagram&campaign=${oldest?._id}`);
    await expect(card(page, 'Senior Horse Nutrition Diaries')).toBeVisible();
    await expect(highlighted).toHaveAttribute('data-highlighted', 'true');
    await expect(highlighted).toBeInViewport();
    await expect(campaignList(page).getByRole('article', { name: OLDEST_CAMPAIGN })).toHaveCount(0);
  });
});

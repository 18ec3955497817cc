import type { APIRequestContext, Page } from '@playwright/test';
import { CREATED_ACCOUNT_PASSWORD, registerCreatorViaApi, paidJourneyBrandOnce } from './support/account-api';
import { seriousViolations } from './support/axe';
import { addCreatorViaApi, apiLogin, bearer, createCampaignViaApi, uniqueTitle } from './support/campaign-api';
import { hireViaApi } from './support/order-work-api';
import { storeLoginWithId } from './support/second-browser';
import { DEMO, expect, hasHorizontalScroll, logIn, storeLogin, test } from './support/fixtures';
import { sendApplication } from './support/pitch-dialogs';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };

/** A creator of their own (the demo creator's bell is shared by every journey), logged in by API. */
async function newCreator(request: APIRequestContext, firstName: string) {
  const { email } = await registerCreatorViaApi(request, firstName);
  return { email, login: await apiLogin(request, 'contentCreator', email, CREATED_ACCOUNT_PASSWORD) };
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test.describe('the notification centre', () => {
  test('a creator sees an invitation arrive in the bell live, opens it and it is read', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    const creator = await newCreator(request, 'Juniper');
    await storeLoginWithId(page, creator.login, 'Juniper');
    await page.goto('/contentCreator');
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await bell(page).click();
    await expect(page.getByText('Nothing needs you right now.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The brand invites from elsewhere (the API); the creator's open feed hears of it live.
    const brand = await paidJourneyBrandOnce(request);
    const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Bell Invitation') });
    await addCreatorViaApi(request, brand, campaign._id, creator.login.id);
    await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');

    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(`Unread: New invitation.*${campaign.campaignTitle}`) });
    await expect(item).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/contentCreator\\?campaign=${campaign._id}$`));
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // It leads to the feed, where the invitation waits at the top: she accepts it there.
    const invitations = page.getByRole('region', { name: /^Invitations/ });
    await invitations.getByRole('button', { name: `Accept invitation to ${campaign.campaignTitle}` }).click();
    await sendApplication(page);
    await expect(invitations).toHaveCount(0);

    // Read on the server: a reload still shows it read.
    await page.reload();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await bell(page).click();
    await expect(panel.getByRole('link', { name: /^New invitation/ })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  });

  test('a brand sees an application and marks everything read', async ({ page, request }) => {
    await page.setViewportSize(DESK);
    const brand = await paidJourneyBrandOnce(request);
    await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
    // The application comes first and the page after: the brand is a worker's shared one with unread
    // notices already, so the count cannot show when this one arrived (live arrival is the creator's test).
    const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Bell Application') });
    const creator = await newCreator(request, 'Rowan');
    await addCreatorViaApi(request, creator.login, campaign._id, creator.login.id);
    await page.goto('/manage-campaign');

    await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+\+? unread$/);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    const item = panel.getByRole('link', {
      name: new RegExp(`New application.*Rowan Journey applied to "${campaign.campaignTitle}"`),
    });
    await expect(item).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(item).toHaveAccessibleName(/^New application/);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/manage-campaign/${campaign._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: campaign.campaignTitle })).toBeVisible();
  });
});

test.describe('the header’s navigation', () => {
  const AREAS = [
    {
      as: 'brand' as const,
      email: DEMO.otherPaidBrand,
      links: [
        ['Find creators', '/brands'],
        ['Shortlists', '/shortlists'],
        ['Campaigns', '/manage-campaign'],
        ['Orders', '/orders-influencer'],
        ['Payments', '/payments'],
        ['Billing', '/billing'],
      ],
      current: 'Find creators',
    },
    {
      as: 'contentCreator' as const,
      email: DEMO.creator,
      links: [
        ['Campaigns', '/contentCreator'],
        ['Orders', '/orders'],
        ['Earnings', '/earnings'],
        ['Club', '/club'],
      ],
      current: 'Campaigns',
    },
    {
      as: 'admin' as const,
      email: DEMO.admin,
      links: [
        ['Admin', '/admin'],
        ['Payments', '/admin/payments'],
        ['Status', '/admin/status'],
      ],
      current: 'Admin',
    },
  ];

  for (const area of AREAS) {
    test(`a ${area.as} reaches every place of their area at 390 px and 1280 px`, async ({ page }) => {
      await logIn(page, { as: area.as, email: area.email });
      for (const size of [PHONE, DESK]) {
        await page.setViewportSize(size);
        const navigation = page.getByRole('navigation', { name: 'Main' });
        for (const [name, href] of area.links) {
          const link = navigation.getByRole('link', { name, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('href', href ?? '');
        }
        await expect(navigation.getByRole('link', { name: area.current, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(bell(page)).toBeVisible();
        await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
        expect(await seriousViolations(page)).toEqual([]);
      }
      // The second place is one click away, and is then the current one.
      const [name, href] = area.links[1] ?? area.links[0] ?? ['', ''];
      if (href !== '/club') {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      }
    });
  }

  test('the unread count sits beside the initials, never over them', async ({ page, request }) => {
    await page.setViewportSize(PHONE);
    // A hire of its own: the demo creator's threads are opened (and read) by other journeys at once.
    const creator = await hiredCreatorWithMessage(request, 'Quill');
    await storeLoginWithId(page, creator.login, 'Quill');
    await page.goto('/contentCreator');
    const menu = page.getByRole('button', { name: /^Account menu, QU, 1 unread message$/ });
    await expect(menu).toBeVisible();
    const initials = await menu.getByText('QU', { exact: true }).boundingBox();
    const count = await menu.getByText(/^\d+\+?$/).boundingBox();
    expect(initials && count && count.x >= initials.x + initials.width).toBe(true);
  });
});

/** A new creator hired by a new brand, with one unread message from the brand in that order's thread. */
async function hiredCreatorWithMessage(request: APIRequestContext, firstName: string) {
  const brand = await paidJourneyBrandOnce(request);
  const creator = await newCreator(request, firstName);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Count Beside') });
  await addCreatorViaApi(request, creator.login, campaign._id, creator.login.id);
  await hireViaApi(request, brand, { campaignId: campaign._id, creatorId: creator.login.id });
  const sent = await request.post('/api/messages/send', {
    headers: { ...bearer(brand), 'Idempotency-Key': crypto.randomUUID() },
    multipart: { from: campaign._id, to: creator.login.id, content: 'A note for the count beside the initials.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  return creator;
}

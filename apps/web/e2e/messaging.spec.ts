import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import {
  addCreatorViaApi,
  apiLoginOnce,
  bearer,
  createCampaignViaApi,
  pngImage,
  uniqueTitle,
  type ApiLogin,
  type NewCampaign,
} from './support/campaign-api';
import { DEMO, expect, hasHorizontalScroll, logIn, storeLogin, test } from './support/fixtures';
import { openAs, storeLoginWithId } from './support/second-browser';

// A one-second 64×48 VP9 clip in an MP4 container (1.5 KB), recorded once with Chromium's
// MediaRecorder: VP9 plays in every Chromium build, H.264 only in those with proprietary codecs.
const CLIP = readFileSync(new URL('./fixtures/clip.mp4', import.meta.url));

const TEXT = {
  sent: 'Message sent successfully!',
  noMessages: 'No messages found',
  hiredOnly: 'Messages can be sent to Hired Influencers only',
} as const;

type Thread = { brand: ApiLogin; creator: ApiLogin; campaign: NewCampaign };

/** A fresh campaign of the paid demo brand with the demo creator applied and, unless told, hired. */
async function newThread(request: APIRequestContext, options: { isHired: boolean } = { isHired: true }) {
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const creator = await apiLoginOnce(request, 'contentCreator', DEMO.creator);
  const campaign = await createCampaignViaApi(request, brand, { campaignTitle: uniqueTitle('Chat') });
  await addCreatorViaApi(request, creator, campaign._id, creator.id);
  if (options.isHired) {
    const hire = await request.post(`/api/campaign/${campaign._id}/hire`, {
      headers: bearer(brand),
      data: { influencerId: creator.id },
    });
    expect(hire.ok(), await hire.text()).toBe(true);
  }
  return { brand, creator, campaign } satisfies Thread;
}

/** The brand's screen for the creator, with the thread's campaign selected. */
async function openBrandThread(page: Page, thread: Thread) {
  await storeLogin(page, { token: thread.brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${thread.creator.id}`);
  await page.getByRole('checkbox', { name: `Select ${thread.campaign.campaignTitle}` }).check();
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });

test('brand and creator chat live: text, an image, a video and Seen', async ({ page, browser, request }) => {
  const thread = await newThread(request);
  await openBrandThread(page, thread);
  await expect(messages(page).getByText(TEXT.noMessages)).toBeVisible();

  const creatorPage = await openAs(browser, thread.creator, `/orders/${thread.campaign._id}`);
  try {
    await expect(messages(creatorPage).getByText(TEXT.noMessages)).toBeVisible();

    // The brand writes with a picture; Enter sends.
    const input = page.getByRole('textbox', { name: 'Write a message' });
    await input.fill('Welcome aboard! Here is the saddle.');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'saddle.png',
      mimeType: 'image/png',
      buffer: await pngImage(150, 90, 40),
    });
    await expect(page.getByRole('list', { name: 'Attached files' }).getByText('saddle.png')).toBeVisible();
    await input.press('Enter');
    // The message in the thread is the confirmation: no 'Message sent successfully!' toast.
    await expect(messages(page).getByText('Welcome aboard! Here is the saddle.')).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(page.getByText(TEXT.sent)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Attached files' })).toHaveCount(0);

    // It reaches the creator's open page without a reload, picture and all.
    const creatorLog = messages(creatorPage);
    await expect(creatorLog.getByText('Welcome aboard! Here is the saddle.')).toBeVisible();
    const picture = creatorLog.getByRole('link', { name: /saddle/ });
    await expect(picture).toHaveAttribute('target', '_blank');
    await expect(picture).toHaveAttribute('rel', 'noopener');
    await expect
      .poll(() => picture.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);

    // The creator had it open and visible: the brand sees 'Seen'.
    await expect(messages(page).getByText('Seen', { exact: true })).toBeVisible();

    // The creator answers with a short MP4; Shift+Enter breaks the line.
    const reply = creatorPage.getByRole('textbox', { name: 'Write a message' });
    await reply.fill('Here is the first cut.');
    await reply.press('Shift+Enter');
    await expect(reply).toHaveValue('Here is the first cut.\n');
    await creatorPage
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ride.mp4', mimeType: 'video/mp4', buffer: CLIP });
    await creatorPage.getByRole('button', { name: 'Send' }).click();
    await expect(reply).toHaveValue('');
    await expect(creatorPage.getByText(TEXT.sent)).toHaveCount(0);

    // The brand's page shows a player that plays it.
    const video = messages(page).locator('video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('preload', 'metadata');
    const playedTo = await video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return element.currentTime;
    });
    expect(playedTo).toBeGreaterThan(0);

    // Decisions are reviews of submitted versions, on their cards (issues 22 and 30,
    // order-work.spec.ts): with nothing waiting for review there is nothing to approve; a plain
    // message is no decision.
    await expect(page.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Partially Approve', exact: true })).toHaveCount(0);
  } finally {
    await creatorPage.context().close();
  }
});

test('send stays disabled without a campaign or text, and a refused send keeps the draft', async ({
  page,
  request,
}) => {
  const thread = await newThread(request);
  await storeLogin(page, { token: thread.brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${thread.creator.id}`);
  const send = page.getByRole('button', { name: 'Send' });
  await expect(page.getByRole('checkbox', { name: `Select ${thread.campaign.campaignTitle}` })).toBeVisible();
  await expect(send).toBeDisabled();

  // Ticking a campaign puts it in the address (issue 30), so a reload keeps it.
  await page.getByRole('checkbox', { name: `Select ${thread.campaign.campaignTitle}` }).check();
  await expect(page).toHaveURL(`/orders-influencer/${thread.creator.id}?campaign=${thread.campaign._id}`);
  await expect(send).toBeDisabled();
  const input = page.getByRole('textbox', { name: 'Write a message' });
  await input.fill('   ');
  await expect(send).toBeDisabled();

  // The server refuses a fake picture: its message shows and the draft stays for another try.
  await input.fill('With a broken picture');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a picture'),
  });
  await send.click();
  // The server's own sentence shows in an error toast (spec §8), not the success toast.
  await expect(page.locator('[data-sonner-toast][data-type="error"]')).toBeVisible();
  await expect(page.getByText(TEXT.sent)).toHaveCount(0);
  await expect(input).toHaveValue('With a broken picture');
  await expect(page.getByRole('list', { name: 'Attached files' }).getByText('fake.png')).toBeVisible();

  // Deselecting clears the thread.
  await page.getByRole('checkbox', { name: `Select ${thread.campaign.campaignTitle}` }).uncheck();
  await expect(messages(page).getByText('Select a campaign to see its messages.')).toBeVisible();
  await expect(page).toHaveURL(`/orders-influencer/${thread.creator.id}`);
});

test("the creator's dot appears live and clears on opening the thread", async ({ page, request }) => {
  const thread = await newThread(request);
  await storeLoginWithId(page, thread.creator, 'Ava');
  await page.goto('/orders');
  const row = page.getByRole('row', { name: new RegExp(thread.campaign.campaignTitle) });
  await expect(row).toBeVisible();
  await expect(row.getByText('No unread messages')).toBeAttached();

  const sent = await request.post('/api/messages/send', {
    headers: { ...bearer(thread.brand), 'Idempotency-Key': crypto.randomUUID() },
    multipart: { from: thread.campaign._id, to: thread.creator.id, content: 'Are you free on Friday?' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  // No reload: the row's dot and the account menu count come over the live stream.
  await expect(row.getByText('1 unread message', { exact: true })).toBeAttached();
  await expect(page.getByRole('button', { name: /^Account menu, \w+, \d+ unread messages?$/ })).toBeVisible();

  await row.getByRole('link').click();
  await expect(messages(page).getByText('Are you free on Friday?')).toBeVisible();
  await page.goBack();
  await expect(
    page.getByRole('row', { name: new RegExp(thread.campaign.campaignTitle) }).getByText('No unread messages'),
  ).toBeAttached();
});

test('a creator who is not hired on the selected campaign shows the locked text', async ({ page, request }) => {
  const thread = await newThread(request, { isHired: false });
  await storeLogin(page, { token: thread.brand.token, type: 'brand', firstName: 'Hartwell' });
  await page.goto(`/orders-influencer/${thread.creator.id}`);
  await page.getByRole('checkbox', { name: `Select ${thread.campaign.campaignTitle}` }).check();
  await expect(page.getByText(TEXT.hiredOnly)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Write a message' })).toHaveCount(0);
  await expect(page.getByRole('log', { name: 'Messages' })).toHaveCount(0);
});

test('axe finds no serious violation on both messaging screens, on desktop and phone', async ({
  page,
  browser,
  request,
}) => {
  const thread = await newThread(request);
  await request.post('/api/messages/send', {
    headers: bearer(thread.brand),
    multipart: { from: thread.campaign._id, to: thread.creator.id, content: 'Hello, checking in.' },
  });
  await openBrandThread(page, thread);
  await expect(messages(page).getByText('Hello, checking in.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const creatorPage = await openAs(browser, thread.creator, `/orders/${thread.campaign._id}`);
  try {
    await expect(messages(creatorPage).getByText('Hello, checking in.')).toBeVisible();
    expect(await seriousViolations(creatorPage)).toEqual([]);
    await creatorPage.setViewportSize({ width: 375, height: 740 });
    await expect(messages(creatorPage)).toBeVisible();
    expect(await hasHorizontalScroll(creatorPage)).toBe(false);
  } finally {
    await creatorPage.context().close();
  }
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await hasHorizontalScroll(page)).toBe(false);
});

test('one live stream per tab, with the token in its header, closed by logout', async ({ page }) => {
  const streams: string[] = [];
  const isLive = (sent: { url: () => string }) => new URL(sent.url()).pathname === '/api/live';
  page.on('request', (sent) => {
    if (isLive(sent)) streams.push(sent.url());
  });
  const opened = page.waitForRequest(isLive);
  // Logged in through the form (a session of its own, which the logout below ends).
  await logIn(page, { as: 'contentCreator', email: DEMO.creator });
  const stream = await opened;
  const token = (await page.evaluate(() => window.localStorage.getItem('token'))) ?? '';
  expect(token.split('.')).toHaveLength(3);
  expect(stream.url()).not.toContain(token);
  expect(await stream.headerValue('authorization')).toBe(`Bearer ${token}`);

  // Moving between screens keeps the same stream.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: /^Orders/ }).click();
  await expect(page).toHaveURL(/\/orders$/);
  expect(streams).toHaveLength(1);

  const closed = new Promise<void>((resolve) => {
    const handleEnd = (ended: { url: () => string }) => {
      if (ended.url() === stream.url()) resolve();
    };
    page.on('requestfailed', handleEnd);
    page.on('requestfinished', handleEnd);
  });
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await closed;
});

import { BILLING_MESSAGES, instantOfLocalDateTime, localDateTimeIn } from '@equicreators/shared';
import type { Page } from '@playwright/test';
import { registerCreatorViaApi } from './support/account-api';
import { seriousViolations } from './support/axe';
import { DEMO, expect, hasHorizontalScroll, logIn, test } from './support/fixtures';
import { uniqueLetters } from './support/second-browser';

const PHONE = { width: 390, height: 844 };
const DESK = { width: 1280, height: 900 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Saves a screenshot for the review notes when SHOTS_DIR is set; a journey run without it skips. */
async function shoot(page: Page, name: string) {
  const dir = process.env['SHOTS_DIR'];
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

async function expectTidy(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
}

// Decision 027: an admin schedules a meeting at a wall-clock time in London; a club member whose
// browser is in New York reads it at New York's time, with the zone named.
test('an admin schedules a club meeting in London time and a member in New York sees it in their own', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const title = `Winter jumping clinic ${uniqueLetters()}`;
  const londonDay = localDateTimeIn(new Date(Date.now() + 10 * DAY_MS), 'Europe/London').slice(0, 10);
  const local = `${londonDay}T18:30`;
  const startsAt = instantOfLocalDateTime(local, 'Europe/London');
  if (!startsAt) throw new Error(`${local} does not exist in London`);

  // The admin, at 1280 px: the Club meetings tab, the form, the meeting listed in its own zone.
  await page.setViewportSize(DESK);
  await logIn(page, { as: 'admin', email: DEMO.admin });
  await page.getByRole('tab', { name: 'Club meetings' }).click();
  await expect(page).toHaveURL(/[?&]tab=club-meetings/);
  const form = page.getByRole('form', { name: 'Schedule a meeting' });
  await form.getByRole('button', { name: 'Schedule meeting' }).click();
  await expect(form.getByText('Enter a title')).toBeVisible();
  await expect(form.getByText('Give a place or an online link')).toBeVisible();
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Date and time').fill(local);
  await form.getByLabel('Time zone').selectOption('Europe/London');
  await form.getByLabel('Length in minutes (optional)').fill('90');
  // An online link must be http or https.
  await form.getByRole('radio', { name: 'Online' }).check();
  await form.getByLabel('Online link').fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Schedule meeting' }).click();
  await expect(form.getByText('Enter a full link starting with https://')).toBeVisible();
  await form.getByRole('radio', { name: 'At a place' }).check();
  await form.getByRole('textbox', { name: 'Place' }).fill('Hickstead, West Sussex (the members’ lounge)');
  await form.getByRole('button', { name: 'Schedule meeting' }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toContainText('(Europe/London)');
  await expect(card).toContainText('1 hour 30 minutes');
  await expect(form.getByLabel('Title')).toHaveValue('');
  await expectTidy(page);
  await shoot(page, 'invented-admin-club-meetings-desk');
  await page.setViewportSize(PHONE);
  await expectTidy(page);
  await shoot(page, 'invented-admin-club-meetings-phone');

  // A creator in New York joins the club (the offline Stripe) and reads the schedule at 390 px.
  const { email, password } = await registerCreatorViaApi(request, 'Meeter');
  const context = await browser.newContext({ timezoneId: 'America/New_York', locale: 'en-US', viewport: PHONE });
  try {
    const member = await context.newPage();
    await logIn(member, { as: 'contentCreator', email, password });
    await member.goto('/joinclub');
    await member
      .getByRole('region', { name: 'Join the club' })
      .getByRole('button', { name: /^Join monthly/ })
      .click();
    await member.getByRole('button', { name: 'Pay' }).click();
    await expect(member).toHaveURL(/\/club$/);
    await expect(member.getByText(BILLING_MESSAGES.paymentReceived)).toBeVisible({ timeout: 20_000 });

    const schedule = member.getByRole('region', { name: 'Meeting schedule' });
    await expect(schedule.getByText('Times are in your time zone, America/New_York.')).toBeVisible();
    const meeting = schedule.getByRole('listitem').filter({ hasText: title });
    // 18:30 in London is 13:30 in New York while both keep standard (or both summer) time.
    const inNewYork = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: 'America/New_York',
    }).format(startsAt);
    expect(inNewYork).toMatch(/ at \d{1,2}:30 [AP]M E[SD]T$/);
    await expect(meeting.locator('time')).toHaveText(inNewYork);
    await expect(meeting.locator('time')).toHaveAttribute('datetime', startsAt.toISOString());
    await expect(meeting).toContainText('Where: Hickstead, West Sussex');
    await expect(meeting).toContainText('1 hour 30 minutes');
    await expectTidy(member);
    await shoot(member, 'invented-club-schedule-phone');
    await member.setViewportSize(DESK);
    await expectTidy(member);
    await shoot(member, 'invented-club-schedule-desk');
  } finally {
    await context.close();
  }

  // The admin moves it to the other arena: the form opens with the London wall clock it was given.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: `Change “${title}”` });
  await expect(edit.getByLabel('Date and time')).toHaveValue(local);
  await expect(edit.getByLabel('Time zone')).toHaveValue('Europe/London');
  await edit.getByRole('textbox', { name: 'Place' }).fill('Hickstead, West Sussex (the main arena)');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(card).toContainText('Where: Hickstead, West Sussex (the main arena)');
  await expect(page.getByRole('form', { name: 'Schedule a meeting' })).toBeVisible();

  // Then cancels it: it leaves the list.
  await card.getByRole('button', { name: 'Cancel meeting' }).click();
  await card.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByRole('article').filter({ hasText: title })).toHaveCount(0);
});

test('Contact promises no live chat that does not exist', async ({ page }) => {
  await logIn(page, { as: 'brand', email: DEMO.paidBrand });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/opens soon/i)).toHaveCount(0);
  await expect(page.getByText('Live chat')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /support@/ })).toBeVisible();
  await expectTidy(page);
  await shoot(page, 'invented-contact-desk');
  await page.setViewportSize(PHONE);
  await expectTidy(page);
  await shoot(page, 'invented-contact-phone');
  // The home page has no invented sample creators either (public-site.spec.ts checks the section).
  await page.goto('/');
  await expectTidy(page);
  await shoot(page, 'invented-home-phone');
  await page.setViewportSize(DESK);
  await shoot(page, 'invented-home-desk');
});

import { paidJourneyBrandOnce } from './support/account-api';
import { seriousViolations } from './support/axe';
import { pngImage, uniqueTitle } from './support/campaign-api';
import { daysFromToday, deliverableRow, fillOffer, shownDay } from './support/campaign-form';
import { expect, hasHorizontalScroll, storeLogin, test } from './support/fixtures';

test.describe('the brief builder (issue 31)', () => {
  test('a brand creates a paid campaign in GBP with two deliverables and a content window, and reads it back', async ({
    page,
    request,
  }) => {
    const brand = await paidJourneyBrandOnce(request);
    await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Journey' });
    const title = uniqueTitle('Offer Builder');
    const [start, end, reelDue, storiesDue] = [
      daysFromToday(10),
      daysFromToday(40),
      daysFromToday(15),
      daysFromToday(25),
    ];

    await page.goto('/campaigncreation');
    const form = page.getByRole('form', { name: 'Create New Campaign' });
    // The dates are read in the brand's zone, which the form shows (the browser's).
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(form.getByText(`Time zone: ${zone}`)).toBeVisible();

    // The offer's rules answer beside their fields before anything is sent.
    await form.getByLabel('Fee per creator').fill('12.505');
    await form.getByLabel('Content window start (optional)').fill(end);
    await form.getByLabel('Content window end (optional)').fill(start);
    await form.getByRole('button', { name: 'Create campaign' }).click();
    await expect(form.getByText('Enter the fee like 250 or 250.50', { exact: true })).toBeVisible();
    await expect(form.getByText('Enter a campaign title', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Fee per creator')).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel('Campaign title').fill(title);
    await form.getByLabel('Requirements').fill('Riders with a leather saddle; honest reviews.');
    await fillOffer(form, {
      fee: '250.50',
      currency: 'GBP',
      spots: 3,
      // A day already past: only the server knows the clock, and says so beside the field.
      applicationDeadline: daysFromToday(-1),
      contentStart: start,
      contentEnd: end,
      deliverables: [
        { platform: 'Instagram', format: 'Reel', quantity: 1, dueDate: reelDue, notes: 'Tack room tour' },
        { platform: 'Instagram', format: 'Story', quantity: 3, dueDate: storiesDue },
      ],
    });
    await expect(form.getByText('Enter the fee like 250 or 250.50')).toHaveCount(0);
    await form.getByLabel('Usage rights').selectOption('paid_ads');
    await form.getByLabel('Months of paid ads').fill('6');
    await form.getByLabel('Hashtags (optional)').fill('#HartwellRides');
    await form
      .getByLabel('Choose images')
      .setInputFiles([{ name: 'saddle.png', mimeType: 'image/png', buffer: await pngImage(150, 100, 60) }]);
    await form.getByRole('button', { name: 'Create campaign' }).click();
    const deadline = form.getByLabel('Application deadline (optional)');
    await expect(form.getByText('Choose an application deadline in the future.', { exact: true })).toBeVisible();
    await expect(deadline).toHaveAttribute('aria-invalid', 'true');
    await deadline.fill(daysFromToday(7));
    await form.getByRole('button', { name: 'Create campaign' }).click();

    await expect(page).toHaveURL(/\/manage-campaign\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('status').filter({ hasText: 'Campaign published.' })).toBeVisible();

    // In the brand's list, on top; its details show the fee in pounds, both deliverables and the window.
    await page.goto('/manage-campaign');
    const card = page.getByRole('list', { name: 'Your campaigns' }).getByRole('article').first();
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(title);
    await card.getByRole('button', { name: 'Details' }).click();
    const drawer = page.getByRole('dialog', { name: title });
    const details = drawer.getByRole('table');
    await expect(details.getByRole('row', { name: /^Budget and Compensation/ })).toContainText(
      '£250.50 fee per creator',
    );
    await expect(details.getByRole('row', { name: /^Creators wanted/ })).toContainText('3 (3 spots left)');
    await expect(details.getByRole('row', { name: /^Start and End Dates/ })).toContainText(
      `${shownDay(start)} – ${shownDay(end)}`,
    );
    const deliverables = details.getByRole('list', { name: 'Deliverables' }).getByRole('listitem');
    await expect(deliverables).toHaveCount(2);
    await expect(deliverables.nth(0)).toContainText(`Instagram Reel · due ${shownDay(reelDue)}`);
    await expect(deliverables.nth(0)).toContainText('Tack room tour');
    await expect(deliverables.nth(1)).toContainText(`3 × Instagram Story · due ${shownDay(storiesDue)}`);
    await expect(details.getByRole('row', { name: /^Usage rights/ })).toContainText('Paid ads for 6 months');
    await expect(details.getByRole('row', { name: /^Hashtags/ })).toContainText('#HartwellRides');
    await page.keyboard.press('Escape');

    // Editing starts from the offer as stored.
    await page.goto('/manage-campaign');
    const id = await page
      .getByRole('list', { name: 'Your campaigns' })
      .getByRole('article')
      .first()
      .getByRole('link', { name: title })
      .getAttribute('href');
    await page.goto(`/campaigncreation/${id?.split('/').pop() ?? ''}`);
    const edit = page.getByRole('form', { name: 'Edit campaign' });
    await expect(edit.getByLabel('Fee per creator')).toHaveValue('250.50');
    await expect(edit.getByLabel('Currency')).toHaveValue('GBP');
    await expect(deliverableRow(edit, 2).getByLabel('Quantity')).toHaveValue('3');
    await expect(edit.getByLabel('Content window end (optional)')).toHaveValue(end);
    await expect(page.getByRole('heading', { name: 'Complete your offer' })).toHaveCount(0);
  });

  test('the form fits a 390 px phone without sideways scroll, with every section open', async ({ page, request }) => {
    const brand = await paidJourneyBrandOnce(request);
    await storeLogin(page, { token: brand.token, type: 'brand', firstName: 'Journey' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/campaigncreation');
    const form = page.getByRole('form', { name: 'Create New Campaign' });
    for (const kind of ['Gifted product', 'Affiliate commission'])
      await form.getByRole('checkbox', { name: kind }).check();
    await form.getByRole('checkbox', { name: /^Exclusivity/ }).check();
    await form.getByLabel('Usage rights').selectOption('paid_ads');
    await form.getByRole('button', { name: 'Change time zone' }).click();
    await form.getByRole('button', { name: 'Add a deliverable' }).click();
    await expect(deliverableRow(form, 2)).toBeVisible();
    await expect(form.getByLabel('Commission (%)')).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import { registerCreatorViaApi } from './support/account-api';
import { expect, hasHorizontalScroll, latestMailTo, linkIn, logIn, submitLogin, test } from './support/fixtures';

const PHONE = { width: 390, height: 844 };

test('a creator downloads her data: asks on /account, the job builds it, the e-mailed link gives the zip once', async ({
  page,
  request,
}) => {
  // The server's export job looks for work every 15 seconds, and the mail goes out after it: on a
  // loaded machine that wait alone can take most of the ordinary 90 seconds.
  test.slow();
  // A creator of her own: one export a day per account.
  const creator = await registerCreatorViaApi(request, 'Greta');
  await logIn(page, { as: 'contentCreator', ...creator });

  await page.setViewportSize(PHONE);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Download my data' });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('status')).toContainText(/preparing your data|ready/);
  expect(await hasHorizontalScroll(page)).toBe(false);

  // The server's background job builds it; the section polls until it is ready.
  await expect(section.getByRole('status')).toContainText('Your data is ready: check your e-mail', {
    timeout: 60_000,
  });
  await expect(section.getByRole('status')).toContainText('You can ask for the next copy from');
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();

  const mail = await latestMailTo(request, creator.email, 'ready to download');
  const link = new URL(linkIn(mail, '/account/export?token='));
  // Opened logged out (another device, say): the login comes first and lands back on the link.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await submitLogin(page, { as: 'contentCreator', ...creator });
  await expect(page).toHaveURL(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Download my data' })).toBeVisible();
  expect(await hasHorizontalScroll(page)).toBe(false);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^equicreators-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  // Entry names are stored as they are in a zip's headers.
  for (const entry of ['README.txt', 'account.json', 'profile.json', 'messages.json']) {
    expect(zip.includes(Buffer.from(entry))).toBe(true);
  }
  await expect(page.getByRole('status')).toContainText('Your download has started');

  // The link works once.
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('This download link has been used or has expired');

  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Download my data' }).getByRole('status')).toContainText(
    'You downloaded your data on',
  );
});

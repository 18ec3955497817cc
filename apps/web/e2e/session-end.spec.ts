import { expect, logIn, test } from './support/fixtures';

test('a session ended elsewhere sends the browser to /login and clears the stored keys', async ({ page, request }) => {
  await logIn(page, { as: 'brand', email: 'northfield@equicreators.test' });
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token?.split('.')).toHaveLength(3);
  // The brand's landing page loads creators and campaigns: let every call it started finish, so the
  // one refused below is the one this journey makes, not a late answer that races the click.
  await expect(page.getByRole('list', { name: 'Influencers' }).getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The same session ends somewhere else (a logout in another tab, a password reset, a block).
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(204);

  // The next call the app makes with the old token is refused (Create Campaign reads the
  // profile's payment flag), and the app starts over at /login.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('type'))).toBeNull();
});

test('a paid brand goes on to Create Campaign', async ({ page }) => {
  await logIn(page, { as: 'brand', email: 'hartwell@equicreators.test' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/campaigncreation$/);
});

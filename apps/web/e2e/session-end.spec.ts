import { expect, logIn, test } from './support/fixtures';

test('a session ended elsewhere sends the browser to /login, to come back, and clears the stored keys', async ({
  page,
  request,
}) => {
  await logIn(page, { as: 'brand', email: 'northfield@equicreators.test' });
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token?.split('.')).toHaveLength(3);
  await expect(page.getByRole('list', { name: 'Influencers' }).getByRole('article').first()).toBeVisible();

  // The same session ends somewhere else (a logout in another tab, a password reset, a block).
  const logout = await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  expect(logout.status()).toBe(204);

  // No click needed: the tab's live stream (decision 010) ends with the session, its reconnect is
  // refused, and the app starts over at /login as for any refused call. (The open stream is also
  // why this journey no longer waits for 'networkidle': a live page never goes quiet.)
  await expect(page).toHaveURL(/\/login\?next=%2Fbrands$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('type'))).toBeNull();
});

test('a paid brand goes on to Create Campaign', async ({ page }) => {
  await logIn(page, { as: 'brand', email: 'hartwell@equicreators.test' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/campaigncreation$/);
});

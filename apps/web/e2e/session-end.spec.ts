import { expect, logIn, test } from './support/fixtures';

test('a session ended elsewhere sends the browser to /login and clears the stored keys', async ({ page, request }) => {
  await logIn(page, { as: 'brand', email: 'northfield@equicreators.test' });
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token?.split('.')).toHaveLength(3);

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

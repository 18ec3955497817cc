import { DEMO, expect, test } from './support/fixtures';

test('a session ended elsewhere sends the browser to /login and clears the stored keys', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('radio', { name: /^Brand/ }).check();
  await page.getByLabel('Email').fill('northfield@equicreators.test');
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/brands$/);
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
  await page.goto('/login');
  await page.getByRole('radio', { name: /^Brand/ }).check();
  await page.getByLabel('Email').fill('hartwell@equicreators.test');
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/brands$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Create Campaign' }).click();
  await expect(page).toHaveURL(/\/campaigncreation$/);
});

import { seriousViolations } from './support/axe';
import { DEMO, expect, hasHorizontalScroll, submitLogin, test } from './support/fixtures';

test('login names each missing field, then refuses a wrong password and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  // The rules load with this first check (they are not part of the page), then answer.
  await expect(form.getByText('Enter your e-mail address')).toBeVisible();
  await expect(form.getByText('Enter your password')).toBeVisible();

  await submitLogin(page, { as: 'brand', email: 'hartwell@equicreators.test', password: 'not-the-password' });
  await expect(form.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page.getByLabel('Email')).toHaveValue('hartwell@equicreators.test');
  await expect(page).toHaveURL(/\/login$/);
});

test('a login whose rules cannot be downloaded says it failed instead of doing nothing', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await expect(form.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  // From now on the network refuses every script: the connection dropped.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByRole('alert')).toHaveText('Login failed. Please try again.');
  await expect(page).toHaveURL(/\/login$/);
  // The refused downloads are logged by the browser; they are this test's premise, not a fault.
  const unexpected = consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'));
  consoleErrors.splice(0, consoleErrors.length, ...unexpected);
});

test('after a refused submission the form checks again as the visitor types, from the first failing field', async ({
  page,
}) => {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(form.getByText('Enter your e-mail address')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.getByLabel('Email').fill('not-an-address');
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('Email').fill('clara@example.com');
  await expect(form.getByText('Enter a valid e-mail address')).toHaveCount(0);
  await expect(form.getByText('Enter your password')).toBeVisible();
  await page.getByLabel('Password').fill('Gallop-1');
  await expect(form.getByRole('alert')).toHaveCount(0);
});

test('the admin login is rendered ahead for its own address', async ({ page, request }) => {
  const html = await (await request.get('/login?as=admin', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain('Admin login');
  expect(html).toMatch(/<script type="module"[^>]*src="\/assets\/login-[\w-]+\.js"/);
  await page.goto('/login?as=admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a brand who leaves the type on Content Creator is signed in anyway, and Brand is preselected next time', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByRole('radio', { name: /^Content Creator/ })).toBeChecked();
      expect(await seriousViolations(page)).toEqual([]);
      // A wrong password at either type reads the same, whichever accounts exist.
      await submitLogin(page, { as: 'contentCreator', email: DEMO.paidBrand, password: 'not-the-password' });
      await expect(page.getByRole('form', { name: 'Login' }).getByRole('alert')).toHaveText(
        'Invalid email or password.',
      );

      await submitLogin(page, { as: 'contentCreator', email: DEMO.paidBrand });
      await expect(page).toHaveURL(/\/brands$/);
      expect(await page.evaluate(() => window.localStorage.getItem('type'))).toBe('brand');
      expect(await hasHorizontalScroll(page)).toBe(false);

      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('radio', { name: /^Brand/ })).toBeChecked();
      // A fresh visit (no session, the remembered type only) preselects it too.
      await page.goto('/login');
      await expect(page.getByRole('radio', { name: /^Brand/ })).toBeChecked();
    });
  });
}

import { codeIn, expect, latestMailTo, linkIn, submitLogin, test, uniqueEmail } from './support/fixtures';

const OLD_PASSWORD = 'Old-stable-door-1';
const NEW_PASSWORD = 'New-stable-door-2';

test('forgot password, reset it from the e-mail, log in with the new one', async ({ page, request }) => {
  // A brand of its own, made through the API as the wizard would.
  const email = uniqueEmail('reset');
  await request.post('/api/influencers/sendcode', { data: { email, type: 'brand' } });
  const auth = codeIn(await latestMailTo(request, email, 'code'));
  const registration = await request.post('/api/brands', {
    data: {
      fullName: 'Rosa Reset',
      email,
      password: OLD_PASSWORD,
      companyName: 'Reset Riding',
      phone: '4155550123',
      brandDescription: 'Riding wear.',
      influencerType: ['PR'],
      brandAddress: '3 Lane',
      collaborationType: 'Campaign by campaign',
      subscription: 'Monthly',
      auth,
      acceptTerms: true,
    },
  });
  expect(registration.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('radio', { name: /^Brand/ }).check();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset Password' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/a link to reset the password is on its way/)).toBeVisible();
  await expect(dialog).toBeHidden();

  const link = linkIn(await latestMailTo(request, email, 'Reset'), '/reset-password');
  await page.goto(`/reset-password${new URL(link).search}`);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill('something else');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed. You can log in with it now.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await submitLogin(page, { as: 'brand', email, password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/brands$/);
});

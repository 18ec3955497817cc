import { adminAuthorizationOnce, registerBrandViaApi, registerCreatorViaApi } from './support/account-api';
import { DEMO, expect, hasHorizontalScroll, latestMailTo, logIn, submitLogin, test } from './support/fixtures';

test('a creator deletes her account from the menu, is logged out with the date shown, and logging in again cancels it', async ({
  page,
  request,
}) => {
  const creator = await registerCreatorViaApi(request, 'Leaving');
  await logIn(page, { as: 'contentCreator', email: creator.email, password: creator.password });

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { name: 'What is erased' })).toBeVisible();
  await expect(page.getByText(/shown as from ‘Deleted user’/)).toBeVisible();

  // A wrong password is refused on its field, and nothing is scheduled.
  const form = page.getByRole('form', { name: 'Delete my account' });
  await form.getByLabel('Your password').fill('Not-the-password-9');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByText('That password is not right.', { exact: false })).toBeVisible();

  await form.getByLabel('Your password').fill(creator.password);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // Her login is recent: the deletion is scheduled, every session ends, and the date is shown logged out.
  await expect(page).toHaveURL(/\/account\/delete\/confirm\?on=/);
  await expect(page.getByRole('status')).toHaveText(
    /^Your account will be deleted on \d{1,2} \w+ \d{4}.* Log in before then to cancel\.$/,
  );
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await hasHorizontalScroll(page)).toBe(false);
  const notice = await latestMailTo(request, creator.email, 'will be deleted');
  expect(notice.text).toContain('Log in before');

  await page.getByRole('link', { name: 'Log in to cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, { as: 'contentCreator', email: creator.email, password: creator.password });
  await expect(page).toHaveURL(/\/contentCreator$/);
  await expect(page.getByText('Welcome back: your account will not be deleted.')).toBeVisible();
  await latestMailTo(request, creator.email, 'will not be deleted');

  await page.goto('/account/delete');
  await expect(page.getByRole('form', { name: 'Delete my account' })).toBeVisible();
  await expect(page.getByText('Your account is due to be deleted')).toHaveCount(0);
});

test('the e-mailed confirmation page confirms only with its button', async ({ page }) => {
  await page.goto('/account/delete/confirm?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Delete your account?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toHaveAttribute('href', '/privacy');
  await page.getByRole('button', { name: 'Confirm the deletion' }).click();
  await expect(page.getByRole('alert')).toHaveText(/invalid, used or expired/);
});

test('an admin erases a brand on request, with a reason kept in the audit list', async ({ page, request }) => {
  const brand = await registerBrandViaApi(request, `Erased on Request ${Date.now().toString(36)}`);
  await logIn(page, { as: 'admin', email: DEMO.admin });
  await page.goto('/admin?tab=brands');
  await page.getByLabel('Search brands').fill(brand.companyName);
  const row = page.getByRole('row', { name: new RegExp(brand.companyName) });
  await row.getByRole('button', { name: 'Erase on request' }).click();

  const dialog = page.getByRole('dialog', { name: `Erase ${brand.companyName}?` });
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(dialog.getByText('Say why the account is erased (at least 3 characters)')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Asked by e-mail to be forgotten');
  await dialog.getByRole('button', { name: 'Erase account' }).click();
  await expect(dialog).toBeHidden();
  // Erased at once: the row now shows the erased account, named as the other party sees it.
  await expect(page.getByText(`${brand.companyName} is erased.`)).toBeVisible();

  // The audit list: who, why, when.
  await page.getByRole('tab', { name: 'Erasures' }).click();
  const entry = page.getByRole('tabpanel').getByRole('article').first();
  await expect(entry).toContainText('Asked by e-mail to be forgotten');
  await expect(entry).toContainText(`By ${DEMO.admin}`);

  const audit = await request.get('/api/admin/account-erasures', {
    headers: { authorization: await adminAuthorizationOnce(request) },
  });
  const items = (await audit.json()) as { items: { reason: string; requestedBy: string; adminEmail: string }[] };
  expect(items.items).toContainEqual(
    expect.objectContaining({
      reason: 'Asked by e-mail to be forgotten',
      requestedBy: 'admin',
      adminEmail: DEMO.admin,
    }),
  );
});

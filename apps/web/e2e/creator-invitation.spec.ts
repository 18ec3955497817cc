import { codeIn, DEMO, expect, latestMailTo, logIn, submitLogin, test, uniqueEmail } from './support/fixtures';
import { registerBrandViaApi } from './support/account-api';
import { uniqueTitle } from './support/campaign-api';

const PASSWORD = 'Hoofbeats-at-dawn-7';

test('an admin invites a creator, who signs up, logs in and lands on the equestrian profile to fill', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('rider');

  // The admin invites the creator.
  await page.goto('/login?as=admin');
  await expect(page.getByRole('heading', { name: 'Admin login' })).toBeVisible();
  await submitLogin(page, { as: 'admin', email: DEMO.admin });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Invitations' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('tabpanel')
    .getByLabel(/e-mail/i)
    .fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(email.replace('.', '\\.')) });
  await expect(row.getByText('Pending')).toBeVisible();
  expect((await latestMailTo(request, email, 'invited')).text).toContain('/join');

  // The admin logs out.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The creator signs up in three steps.
  await page.goto('/join');
  await expect(page.getByRole('radio', { name: /^Content Creator/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form', { name: 'Content creator sign-up' });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Auth code has been sent to your email address.')).toBeVisible();
  const code = codeIn(await latestMailTo(request, email, 'code'));
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByLabel('First name').fill('Imogen');
  await form.getByLabel('Last name').fill('Lockhart');
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByLabel('Phone').fill('202 555 0188');
  await form.getByLabel('Bio').fill('Dressage rider and pony club coach in Kentucky.');
  await form.getByLabel('Auth code').fill(code);
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('Choose at least one niche')).toBeVisible();
  await form.getByText('Lifestyle', { exact: true }).click();
  await form.getByText('Education', { exact: true }).click();
  await form.getByLabel('Link 1', { exact: true }).fill('https://www.instagram.com/imogen_rides');
  await form.getByLabel('Followers').fill('48.5k');
  await form.getByRole('checkbox', { name: /I accept the Terms and the Privacy notice/ }).click();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').getByText('Your account is ready.', { exact: false })).toBeVisible();
  await expect(page.getByText('Form submitted successfully!')).toHaveCount(0);

  // Three seconds later: the login page, whose login lands on the equestrian profile to fill (issue 33).
  await expect(page).toHaveURL(/\/login\?next=%2Finfluencers%2Fprofile%2Fequestrian$/, { timeout: 10_000 });
  await submitLogin(page, { as: 'contentCreator', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/influencers\/profile\/equestrian$/);
  await expect(page.getByRole('form', { name: 'Equestrian profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('IM');
  await page.getByRole('button', { name: 'Account menu' }).click();
  for (const entry of ['Edit Profile', 'Orders', 'Account & privacy', 'Delete my account', 'Logout']) {
    await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
  }
});

test('an uninvited address cannot get a creator code', async ({ page }) => {
  await page.goto('/join');
  await page.getByRole('button', { name: 'Next' }).click();
  const form = page.getByRole('form', { name: 'Content creator sign-up' });
  await form.getByLabel('Email').fill(uniqueEmail('uninvited'));
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Invalid Email Address')).toBeVisible();
});

test('an admin verifies a creator and confirms a brand payment', async ({ page, request }) => {
  // A brand of its own: the demo's unpaid brand must stay unpaid for the journeys that use it.
  const brand = await registerBrandViaApi(request, uniqueTitle('Paddock Payments'));
  await logIn(page, { as: 'admin', email: DEMO.admin });

  await page.getByRole('tab', { name: 'Creators' }).click();
  await expect(page).toHaveURL(/tab=creators/);
  await page.getByLabel('Search creators').fill('liam.okafor');
  const creatorRow = page.getByRole('row', { name: /liam\.okafor/ });
  await expect(creatorRow).toHaveCount(1);
  const verifyButton = creatorRow.getByRole('button', { name: /^(Verify|Unverify)$/ });
  const before = await verifyButton.textContent();
  await verifyButton.click();
  await expect(creatorRow.getByRole('button', { name: before === 'Verify' ? 'Unverify' : 'Verify' })).toBeVisible();

  await page.getByRole('tab', { name: 'Brands' }).click();
  await page.getByLabel('Search brands').fill(brand.companyName);
  const brandRow = page.getByRole('row', { name: new RegExp(brand.companyName) });
  // The switch is the override (comped, decision 018): access without a subscription.
  await expect(brandRow.getByText('Not paid')).toBeVisible();
  await brandRow.getByRole('button', { name: 'Comp access' }).click();
  await expect(page.getByText(`Access comped for ${brand.companyName}.`)).toBeVisible();
  await expect(brandRow.getByText('Comped', { exact: true })).toBeVisible();
  await brandRow.getByRole('button', { name: 'Withdraw comp' }).click();
  await expect(page.getByText(`Comped access withdrawn for ${brand.companyName}.`)).toBeVisible();
  await expect(brandRow.getByText('Not paid')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Brands' })).toHaveAttribute('aria-selected', 'true');
});

import { LEGAL_VERSION } from '@equicreators/shared';
import { inviteCreatorViaApi } from './support/account-api';
import { ACCEPT_TERMS_BOX, fillCreatorJoinWizard } from './support/join-wizard';
import { DEMO, expect, hasHorizontalScroll, logIn, submitLogin, test, uniqueEmail } from './support/fixtures';

const PASSWORD = 'Canter-at-first-light-3';
const VERSION_LABEL = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
  new Date(`${LEGAL_VERSION}T00:00:00Z`),
);

test('a creator accepts the terms at signup (the wizard refuses to finish without them) and sees it on /account', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('terms');
  await inviteCreatorViaApi(request, email);

  const form = await fillCreatorJoinWizard(page, request, {
    email,
    password: PASSWORD,
    firstName: 'Tamsin',
    lastName: 'Hale',
  });

  // The box is required; its links open the texts in a new tab, so the wizard keeps what was typed.
  const box = form.getByRole('checkbox', { name: ACCEPT_TERMS_BOX });
  await expect(box).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('target', '_blank');
  await expect(form.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByText('Accept the Terms and the Privacy notice to continue')).toBeVisible();
  await expect(page.getByRole('status').getByText('Your account is ready.', { exact: false })).toHaveCount(0);
  await box.click();
  await expect(box).toBeChecked();
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').getByText('Your account is ready.', { exact: false })).toBeVisible();

  await expect(page).toHaveURL(/\/login\?next=/, { timeout: 10_000 });
  await submitLogin(page, { as: 'contentCreator', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/influencers\/profile\/equestrian$/);
  // Accepted at signup: never asked again.
  await expect(page.getByRole('dialog', { name: 'We have updated our Terms and Privacy notice' })).toHaveCount(0);

  await page.goto('/account');
  const legal = page.getByRole('region', { name: 'Terms and privacy' });
  await expect(legal.getByText(`You accepted the version of ${VERSION_LABEL} on`)).toBeVisible();
  await expect(legal.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy');
});

test('the Terms and the Privacy notice open from the footer of the home page and of a logged-in page, and fit a phone', async ({
  page,
}) => {
  await page.goto('/');
  const legalLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
  await legalLinks.getByRole('link', { name: 'Terms' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page).toHaveTitle('Terms of use · EquiCreators');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
  await expect(page.getByText(`Version of ${VERSION_LABEL}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Deals and payments/ })).toBeVisible();

  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByText(`Version of ${VERSION_LABEL}`)).toBeVisible();
  const cookies = page.getByRole('region', { name: /Cookies and storage/ });
  await expect(cookies.getByText(/sets no cookies/)).toBeVisible();
  await expect(cookies.getByText(/no cookie banner/)).toBeVisible();
  // The support address comes from the server's configuration.
  await expect(page.getByRole('link', { name: DEMO.supportEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${DEMO.supportEmail}`,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hasHorizontalScroll(page), path).toBe(false);
  }

  // From a logged-in page, the same footer.
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, { as: 'contentCreator', email: DEMO.creator });
  await page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: 'Legal' })
    .getByRole('link', { name: 'Privacy' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});

test('an account from before the terms is asked once, accepts, and is not asked again after a reload', async ({
  page,
}) => {
  await logIn(page, { as: 'contentCreator', email: DEMO.creatorBeforeTerms });
  const dialog = page.getByRole('dialog', { name: 'We have updated our Terms and Privacy notice' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Read the Terms' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Read the Privacy notice' })).toHaveAttribute('href', '/privacy');
  // It blocks: Escape leaves it open.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  // The way out stays open: deleting the account instead, where it is not asked.
  await dialog.getByRole('link', { name: 'I do not accept: delete my account' }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toBeHidden();

  const answered = page.waitForResponse((response) => response.url().endsWith('/api/account/terms'));
  await page.reload();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/account');
  await expect(
    page
      .getByRole('region', { name: 'Terms and privacy' })
      .getByText(`You accepted the version of ${VERSION_LABEL} on`),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

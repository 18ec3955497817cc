import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiLogin, apiLoginOnce, pngImage, uniqueTitle } from './support/campaign-api';
import { seriousViolations } from './support/axe';
import {
  DEMO,
  expect,
  latestMailTo,
  linkIn,
  logIn,
  storeLogin,
  submitLogin,
  test,
  uniqueEmail,
} from './support/fixtures';

// Demo creators no other journey touches, one per journey, so the journeys never meet.
const EDITING_CREATOR = { email: 'lucas.haddad@equicreators.test', firstName: 'Lucas', lastName: 'Haddad' };
const GUARDED_CREATOR = { email: 'maya.fontaine@equicreators.test', firstName: 'Maya' };
const CANCELLING_CREATOR = { email: 'freya.moreau@equicreators.test', firstName: 'Freya' };

// Spec §8 and the DECISIONS e-mail change.
const SAVED = 'Profile updated successfully!';
const EMAIL_PENDING = 'We sent a link to your new address. Your login changes when you open it.';
const EMAIL_CHANGED =
  'Your e-mail address has been changed. For your safety every device was logged out: log in with the new address.';
const PASSWORD_REQUIRED = 'Enter your current password to change your e-mail address.';
const PASSWORD_WRONG = 'This is not your current password.';
const EMAIL_CHANGE_CANCELLED = 'The change of e-mail address was cancelled; its link no longer works.';

function profileCard(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

/** The address of a picture on screen (the avatar shows it once it has loaded). */
async function imageSource(image: Locator): Promise<string | null> {
  return (await image.count()) > 0 ? image.first().getAttribute('src') : null;
}

test('a creator edits the profile with a new picture, and a paid brand browsing creators sees it', async ({
  page,
  browser,
  request,
}) => {
  const name = `${EDITING_CREATOR.firstName} ${EDITING_CREATOR.lastName}`;
  const bio = uniqueTitle('Eventing diaries from the top field');
  const link = `https://www.facebook.com/${uniqueTitle('lucas').replace(' ', '.')}`;

  await logIn(page, { as: 'contentCreator', email: EDITING_CREATOR.email });
  await page.goto('/influencers/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  const card = profileCard(page, name);
  await expect(card).toBeVisible();
  const pictureBefore = await imageSource(card.getByRole('img'));

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/influencers\/profile\/edit$/);
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Bio').fill(bio);

  // A run before this one on the same server may have added it already.
  const removeBooks = form.getByRole('button', { name: 'Remove Books' });
  if (await removeBooks.isVisible()) await removeBooks.click();
  await form.getByLabel('Niche to add').selectOption('Books');
  await form.getByRole('button', { name: 'Add niche' }).click();
  await expect(form.getByRole('list', { name: 'Your niches' })).toContainText('Books');

  const addLink = form.getByRole('button', { name: 'Add link' });
  await form.getByLabel('New link').fill(link);
  await expect(addLink).toBeDisabled();
  await form.getByLabel('Followers').fill('1.5m');
  await expect(form.getByText('= 1.5M · 1,500,000')).toBeVisible();
  await addLink.click();
  const links = form.getByRole('list', { name: 'Your social media links' });
  await expect(links.getByRole('listitem').filter({ hasText: link })).toContainText('1.5M · 1,500,000');

  await form.locator('input[type="file"]').setInputFiles({
    name: 'new-me.png',
    mimeType: 'image/png',
    buffer: await pngImage(30, 90, 200),
  });
  await expect(form.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);

  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/influencers\/profile$/);
  await expect(card).toContainText(bio);
  await expect(card.getByRole('list', { name: `Niches of ${name}` })).toContainText('Books');
  await expect(card.getByRole('link', { name: /facebook\.com.*1\.5M followers/ })).toBeVisible();
  await expect.poll(() => imageSource(card.getByRole('img'))).not.toBe(pictureBefore);
  const pictureAfter = await imageSource(card.getByRole('img'));
  expect(pictureAfter).toMatch(/^\/|^https?:/);
  await expect(page.getByRole('region', { name: 'Influencer Statistics' })).toContainText('1.5M');

  // A paid brand, in a browser of its own, finds the creator with the new picture and niche.
  const brand = await apiLoginOnce(request, 'brand', DEMO.paidBrand);
  const brandContext = await browser.newContext();
  try {
    const brandPage = await brandContext.newPage();
    await storeLogin(brandPage, { token: brand.token, type: 'brand', firstName: 'Hartwell' });
    await brandPage.goto(`/brands?q=${EDITING_CREATOR.lastName}`);
    const browsed = profileCard(brandPage, name);
    await expect(browsed.getByRole('list', { name: `Niches of ${name}` })).toContainText('Books');
    await expect(browsed.getByRole('img')).toHaveAttribute('src', pictureAfter ?? '');
  } finally {
    await brandContext.close();
  }
});

test('the edit form checks before sending, asks before losing changes and can remove the picture', async ({
  page,
  request,
}) => {
  const creator = await apiLoginOnce(request, 'contentCreator', GUARDED_CREATOR.email);
  await storeLogin(page, { token: creator.token, type: 'contentCreator', firstName: GUARDED_CREATOR.firstName });
  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/influencers/profile/edit')) saves.push(sent.method());
  });

  // The first load fails (a refusal the page cannot fix by itself), and Try again loads the form.
  let failuresLeft = 1;
  await page.route('**/api/influencers/profile', (route) =>
    failuresLeft-- > 0
      ? route.fulfill({
          status: 429,
          json: { message: 'Too many requests. Please wait a moment.', code: 'RATE_LIMITED' },
        })
      : route.continue(),
  );
  await page.goto('/influencers/profile/edit');
  const failure = page.getByRole('alert').filter({ hasText: 'We could not load your profile.' });
  await expect(failure).toContainText('Too many requests. Please wait a moment.');
  await failure.getByRole('button', { name: 'Try again' }).click();
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('First name')).toHaveValue(GUARDED_CREATOR.firstName);
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByLabel('Phone number (optional)').fill('call me maybe');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('Enter a phone number using digits only')).toBeVisible();
  await expect(form.getByLabel('Phone number (optional)')).toBeFocused();
  expect(saves).toEqual([]);

  // Leaving inside the app asks first; Stay keeps every word typed.
  await form.getByLabel('Bio').fill('Words not saved yet');
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Your Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/influencers\/profile\/edit$/);
  await expect(form.getByLabel('Bio')).toHaveValue('Words not saved yet');

  // A new picture previews at once; removing it leaves 'No Image'.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'not-a-picture.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(form.getByText(/Choose a JPEG, PNG, WebP or GIF picture/)).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({
    name: 'chosen.png',
    mimeType: 'image/png',
    buffer: await pngImage(200, 40, 40),
  });
  await expect(form.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Remove picture' }).click();
  await expect(form.getByText('No Image')).toBeVisible();
  await expect(form.getByRole('img', { name: 'Your profile picture' })).toBeHidden();

  // Leave drops the changes: nothing was ever sent.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Your Profile' }).click();
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/influencers\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
  expect(saves).toEqual([]);
});

/**
 * The journey moves its creator between two addresses, so it runs again on the same server without
 * undoing anything: whichever address logs in now is the old one.
 */
const MOVING_CREATOR_ADDRESSES = ['henry.gallagher@equicreators.test', 'henry.gallagher.moved@example.com'] as const;

async function logInMovingCreator(request: APIRequestContext) {
  for (const [index, email] of MOVING_CREATOR_ADDRESSES.entries()) {
    const login = await apiLogin(request, 'contentCreator', email).catch(() => null);
    if (login) return { login, oldEmail: email, newEmail: MOVING_CREATOR_ADDRESSES[1 - index] ?? email };
  }
  throw new Error('The journey creator logs in with neither of its addresses.');
}

test('a creator changes the e-mail with the password: it waits for the link, and the new address logs in once opened', async ({
  page,
  browser,
  request,
}) => {
  const { login, oldEmail, newEmail } = await logInMovingCreator(request);
  await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: 'Henry' });

  await page.goto('/influencers/profile/edit');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await expect(form.getByLabel('Email')).toHaveValue(oldEmail);
  const password = form.getByLabel('Current password');
  await expect(password).toBeHidden();
  await form.getByLabel('Email').fill(newEmail);
  // A new login address asks for the current password: missing, then wrong, then right.
  await expect(password).toBeVisible();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText(PASSWORD_REQUIRED)).toBeVisible();
  await expect(password).toBeFocused();
  await password.fill('not-my-password');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText(PASSWORD_WRONG)).toBeVisible();
  await expect(page).toHaveURL(/\/influencers\/profile\/edit$/);
  await password.fill(DEMO.password);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page.getByText(EMAIL_PENDING)).toBeVisible();
  await expect(page).toHaveURL(/\/influencers\/profile$/);
  await expect(page.getByRole('status').filter({ hasText: `Waiting for you to confirm ${newEmail}` })).toBeVisible();
  // The current address hears of it at once, while the change can still be cancelled.
  expect((await latestMailTo(request, oldEmail, 'was asked for')).subject).toContain('asked for');

  // The link opens in a browser that is not logged in, as from a phone's mail app. The first tab is
  // closed first: twice in CI, closing it after its session had ended elsewhere hung the context's
  // teardown past the test's timeout although every step had passed; a tab whose session ends
  // elsewhere has its own journey (session-end.spec.ts), and this one checks the token below.
  const link = new URL(linkIn(await latestMailTo(request, newEmail, 'Confirm'), '/confirm-email'));
  await page.close();
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByText(EMAIL_CHANGED)).toBeVisible();
    await guest.getByRole('link', { name: 'Log in' }).click();
    await expect(guest).toHaveURL(/\/login$/);
    await submitLogin(guest, { as: 'contentCreator', email: newEmail });
    await expect(guest).toHaveURL(/\/contentCreator$/);

    // The link works once.
    await guest.goto(`${link.pathname}${link.search}`);
    await expect(guest.getByRole('alert')).toContainText(/not valid|expired/);

    await guest.goto('/influencers/profile');
    await expect(guest.getByRole('region', { name: 'Influencer Statistics' })).toContainText(newEmail);
    await expect(guest.getByText(/Waiting for you to confirm/)).toBeHidden();
  } finally {
    await guestContext.close();
  }

  // Confirming ended every session of the account, the one the first tab was using included.
  const ended = await request.get('/api/influencers/profile', {
    headers: { authorization: `Bearer ${login.token}` },
  });
  expect(ended.status()).toBe(401);
});

test('a creator withdraws a mistyped new address: the notice goes and its link no longer works', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, 'contentCreator', CANCELLING_CREATOR.email);
  await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: CANCELLING_CREATOR.firstName });
  // A fresh address each run, so a repeated run on the same server reads its own link.
  const mistyped = uniqueEmail('freya.moreau.typo');

  await page.goto('/influencers/profile/edit');
  const form = page.getByRole('form', { name: 'Edit profile' });
  await form.getByLabel('Email').fill(mistyped);
  await form.getByLabel('Current password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL(/\/influencers\/profile$/);
  const notice = page.getByRole('status').filter({ hasText: `Waiting for you to confirm ${mistyped}` });
  await expect(notice).toBeVisible();

  await page.getByRole('button', { name: 'Cancel this change' }).click();
  await expect(page.getByText(EMAIL_CHANGE_CANCELLED)).toBeVisible();
  await expect(notice).toBeHidden();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Influencer Statistics' })).toContainText(CANCELLING_CREATOR.email);
  await expect(page.getByText(/Waiting for you to confirm/)).toBeHidden();

  const link = new URL(linkIn(await latestMailTo(request, mistyped, 'Confirm'), '/confirm-email'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('alert')).toContainText(/not valid|expired/);
  // The login never moved: the old address still logs in (apiLogin throws otherwise).
  await apiLogin(request, 'contentCreator', CANCELLING_CREATOR.email);
});

import { apiLoginOnce } from './support/campaign-api';
import { DEMO, expect, storeLogin, test } from './support/fixtures';

test.describe('the route table', () => {
  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EquiCreators' })).toBeVisible();
  });

  test('a creator page without a token lands on /login, keeping the address', async ({ page }) => {
    await page.goto('/contentCreator?campaign=abc');
    await expect(page).toHaveURL(/\/login\?next=%2FcontentCreator%3Fcampaign%3Dabc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose one' })).toBeVisible();
  });

  test('a brand token cannot open a creator page: the brand goes to its own area', async ({ page, request }) => {
    // The brand area calls the API, which would end a made-up token's visit: a real login.
    const login = await apiLoginOnce(request, 'brand', DEMO.otherPaidBrand);
    await storeLogin(page, { token: login.token, type: 'brand' });
    await page.goto('/orders');
    await expect(page).toHaveURL(/\/brands$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Brands' })).toBeVisible();
  });

  test('a brand page without a token lands on /login too', async ({ page }) => {
    await page.goto('/manage-campaign');
    await expect(page).toHaveURL(/\/login\?next=%2Fmanage-campaign$/);
  });
});

// The creator area calls the API, which would end a made-up token's visit: these use a real login.
test.describe('with a stored creator token', () => {
  test.beforeEach(async ({ page, request }) => {
    const login = await apiLoginOnce(request, 'contentCreator', 'noah.bennett@equicreators.test');
    await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: 'Noah' });
  });

  test('the creator area opens', async ({ page }) => {
    await page.goto('/contentCreator');
    await expect(page).toHaveURL(/\/contentCreator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Influencers' })).toBeVisible();
  });

  test('Login becomes a Content Creator button and the join entries are greyed out', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Login' })).toHaveCount(0);
    for (const entry of ['Join as Influencer', 'Join as Brand']) {
      await expect(navigation.getByRole('link', { name: entry })).toHaveCount(0);
      await expect(navigation.getByText(entry)).toHaveAttribute('aria-disabled', 'true');
    }
    await navigation.getByRole('link', { name: 'Content Creator' }).click();
    await expect(page).toHaveURL(/\/contentCreator$/);
  });

  test('/login and /join send a logged-in visitor to their own area', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/contentCreator$/);
    await page.goto('/join');
    await expect(page).toHaveURL(/\/contentCreator$/);
  });

  test("/login follows next for the visitor's own pages only", async ({ page }) => {
    await page.goto('/login?next=%2Forders');
    await expect(page).toHaveURL(/\/orders$/);
    await page.goto('/login?next=%2Fmanage-campaign');
    await expect(page).toHaveURL(/\/contentCreator$/);
    await page.goto('/login?next=%2F%2Fevil.example');
    await expect(page).toHaveURL(/\/contentCreator$/);
  });
});

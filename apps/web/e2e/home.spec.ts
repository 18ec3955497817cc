import { expect, hasHorizontalScroll, test } from './support/fixtures';

const NAV_ENTRIES = ['Home', 'Join as Influencer', 'Join as Brand', 'About Us', 'Join Club', 'FAQ'];

test.describe('the home page', () => {
  test('shows the product name, the tagline and the navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/EquiCreators/);
    await expect(page.getByRole('heading', { level: 1, name: 'EquiCreators' })).toBeVisible();
    await expect(page.getByText('fostering excellence through equestrianism').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Influencer Marketing Simplified' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const entry of NAV_ENTRIES)
      await expect(navigation.getByRole('link', { name: entry, exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Resources' }).getByRole('link', { name: 'About Us' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Follow us' }).getByRole('link', { name: 'Instagram' }),
    ).toHaveAttribute('target', '_blank');
  });

  test('Login leads to the login screen, and the logo back home', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose one' })).toBeVisible();
    await page.getByRole('link', { name: 'EquiCreators home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a page reached directly by its address loads (the server falls back to the app)', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
    await expect(page).toHaveTitle('FAQ · EquiCreators');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu opens, closes with Escape, and closes after choosing a page', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#mobile-navigation')).toBeHidden();

    await menuButton.click();
    const menu = page.locator('#mobile-navigation');
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(menu).toBeHidden();
  });

  test('the page never scrolls sideways', async ({ page }) => {
    await page.goto('/');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});

test("the home page downloads none of the logged-in areas' scripts", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(
    page.getByRole('button', { name: 'Open menu' }).or(page.getByRole('link', { name: 'Login' })),
  ).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  // Vite names each lazy chunk after its module: the campaign, order, messaging and app-layout screens, the data cache.
  const loggedInChunks =
    /\/(campaign-|manage-campaigns|orders?-page|creator-order-screen|brand-messaging-screen|conversation|app-layout|QueryClientProvider|useQuery)/;
  expect(scripts.filter((path) => loggedInChunks.test(path))).toEqual([]);
});

import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { apiLoginOnce } from './support/campaign-api';
import { expect, HOW_IT_WORKS_VIDEO_URL, storeLogin, test, uniqueEmail } from './support/fixtures';

/** Holds every script file back until the returned function is called (the inline head script still runs). */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    // A request the page gave up meanwhile (it went elsewhere) has nothing left to continue.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('a public reading page as served', () => {
  test('is its HTML, one small module script and the head script the CSP allows by its hash', async ({ request }) => {
    for (const path of ['/', '/about', '/club', '/joinclub', '/faq']) {
      const response = await request.get(path, { headers: { accept: 'text/html' } });
      const html = await response.text();
      const inline = /<head>[\s\S]*?<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(inline, path).toContain('data-visitor');
      // It runs before the stylesheet, so the first paint already knows the visitor.
      expect(html.indexOf('<script>'), path).toBeLessThan(html.indexOf('rel="stylesheet"'));
      const digest = createHash('sha256')
        .update(inline ?? '')
        .digest('base64');
      expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${digest}'`);
      const moduleScripts = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]);
      expect(moduleScripts, path).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(html, path).toContain('<h1');
    }
  });
});

test.describe('a logged-in visitor on a public page', () => {
  test('sees the area button and greyed join entries from the first paint, before any script file runs', async ({
    page,
  }) => {
    await storeLogin(page, { token: 'a.b.c', type: 'brand', firstName: 'Clara' });
    const releaseScripts = await holdScripts(page);
    await page.goto('/about', { waitUntil: 'commit' });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Brand', exact: true })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(navigation.getByRole('link', { name: 'Join as Brand' })).toHaveCount(0);
    await expect(navigation.locator('[aria-disabled="true"]', { hasText: 'Join as Brand' })).toBeVisible();
    // No island has run yet: what shows is what the first paint showed.
    await expect(page.locator('[data-island="menu"]')).toBeDisabled();

    releaseScripts();
    await expect(page.locator('[data-island="menu"]')).toBeEnabled();
    // Then the page holds only this visitor's variant, as the app would have rendered it.
    await expect(page.locator('a[href="/login"]')).toHaveCount(0);
    await expect(page.locator('a[href="/contentCreator"], a[href="/admin"]')).toHaveCount(0);
    await expect(page.locator('a[href="/brands"]')).toHaveCount(2);
  });

  test('a guest sees Login and live join entries before any script file runs', async ({ page }) => {
    const releaseScripts = await holdScripts(page);
    await page.goto('/faq', { waitUntil: 'commit' });
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Join as Brand' })).toBeVisible();
    const greyedEntries = navigation.locator('[aria-disabled="true"]');
    await expect(greyedEntries).toHaveCount(2);
    for (const entry of await greyedEntries.all()) await expect(entry).toBeHidden();
    releaseScripts();
    await expect(page.locator('[aria-disabled="true"]')).toHaveCount(0);
  });

  test('/login and /join send a logged-in visitor on before any script file runs', async ({ page, request }) => {
    const login = await apiLoginOnce(request, 'contentCreator', 'noah.bennett@equicreators.test');
    await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: 'Noah' });
    const releaseScripts = await holdScripts(page);
    for (const path of ['/login', '/join']) {
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/contentCreator$/);
    }
    releaseScripts();
    await expect(page.getByRole('heading', { level: 1, name: 'Influencers' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the menu button names what it does; a link chosen in the menu closes it', async ({ page }) => {
    await page.goto('/club');
    const menu = page.locator('#mobile-navigation');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/club$/);
    await expect(menu).toBeHidden();
  });

  test('a public page the app renders itself has the same islands', async ({ page }) => {
    // An unknown address loads the app, which goes home without a new page load.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-navigation')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-navigation')).toBeHidden();
  });
});

test('the play button waits for its island, then puts the player in its place', async ({ page }) => {
  await page.route(`${HOW_IT_WORKS_VIDEO_URL}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The player</p>' }),
  );
  const releaseScripts = await holdScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  const play = page.getByRole('button', { name: 'Play the video: how it works' });
  await expect(play).toBeDisabled();
  releaseScripts();
  await play.click();
  const player = page.getByTitle('How EquiCreators works');
  await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
  await expect(player).toHaveAttribute('allowfullscreen', '');
  await expect(play).toHaveCount(0);
  await expect(page.frameLocator('iframe').getByText('The player')).toBeVisible();
});

test('the join buttons of the home page preselect their choice at /join', async ({ page }) => {
  await page.goto('/join');
  // A remembered choice (selected_partner) is overridden by the button the visitor followed.
  await page.getByRole('radio', { name: /^Brand/ }).check();
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Join as Influencer' }).click();
  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByRole('radio', { name: /^Content Creator/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Why creators join EquiCreators' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Join as Brand' }).click();
  await expect(page.getByRole('radio', { name: /^Brand/ })).toBeChecked();
  await expect(page.getByRole('region', { name: 'Why brands choose EquiCreators' })).toBeVisible();
});

test("the subscribe form shows the server's refusal inline, then a toast that closes", async ({ page }) => {
  await page.goto('/faq');
  const form = page.getByRole('form', { name: 'Subscribe' });
  const input = form.getByRole('textbox');
  // The browser accepts this address; the server does not.
  await input.fill('rider@stable');
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/newsletter'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  expect((await refused).status()).toBe(400);
  const alert = form.getByRole('alert');
  await expect(alert).toHaveText('Enter a valid e-mail address');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? '');

  await input.fill(uniqueEmail('reader'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByRole('status').filter({ hasText: /Check your inbox/ });
  // Closed first: the toast leaves by itself after 2 s, which a slow machine can spend on the checks.
  await toast.getByRole('button', { name: 'Close toast' }).click();
  await expect(toast).toHaveCount(0);
  await expect(alert).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-invalid', 'false');
});

test('the toast of the subscribe form leaves by itself after two seconds', async ({ page }) => {
  await page.goto('/joinclub');
  const form = page.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('textbox').fill(uniqueEmail('reader'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByRole('status').filter({ hasText: /Check your inbox/ });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 5_000 });
});

test("the footer's subscribe form works in a logged-in area too, with the app's toasts", async ({ page, request }) => {
  const login = await apiLoginOnce(request, 'contentCreator', 'noah.bennett@equicreators.test');
  await storeLogin(page, { token: login.token, type: 'contentCreator', firstName: 'Noah' });
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Subscribe' });
  await form.getByRole('textbox').fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address');
  await form.getByRole('textbox').fill(uniqueEmail('creator'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
});

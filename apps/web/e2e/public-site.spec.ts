import { seriousViolations } from './support/axe';
import { expect, hasHorizontalScroll, HOW_IT_WORKS_VIDEO_URL, test, uniqueEmail } from './support/fixtures';

type PublicPage = { path: string; title: string; h1: string; headings: string[]; links: string[] };

/** What each public page must show: its one h1, its section headings and its own links. */
const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    title: 'EquiCreators · fostering excellence through equestrianism',
    h1: 'EquiCreators',
    headings: ['Influencer Marketing Simplified', 'Why equestrian creators?', 'How it works'],
    links: ['Join as Brand', 'Join as Influencer', 'support@equicreators.com'],
  },
  {
    path: '/about',
    title: 'About Us · EquiCreators',
    h1: 'The story of EquiCreators',
    headings: ['Our story', 'What is EquiCreators?', 'Our mission', 'Our founder', 'Our goals'],
    links: [],
  },
  {
    path: '/club',
    title: 'The Club · EquiCreators',
    h1: 'A club for creators who live with horses',
    headings: ['Member perks', 'What we expect', 'Membership', 'Who may join'],
    links: ['Apply here'],
  },
  {
    path: '/joinclub',
    title: 'Join Club · EquiCreators',
    h1: 'Ride with the EquiCreators club',
    headings: ['What members get'],
    links: ['Apply to join', 'Read more about the club'],
  },
  { path: '/faq', title: 'FAQ · EquiCreators', h1: 'FAQ', headings: [], links: [] },
  {
    path: '/terms',
    title: 'Terms of use · EquiCreators',
    h1: 'Terms of use',
    headings: ['On this page', '1. About these terms', '5. Deals and payments', '9. Our part'],
    links: ['Privacy notice', 'support@equicreators.com'],
  },
  {
    path: '/privacy',
    title: 'Privacy notice · EquiCreators',
    h1: 'Privacy notice',
    headings: [
      'On this page',
      '2. What we collect and why',
      '5. Your rights and how to use them here',
      '6. Cookies and storage',
    ],
    links: ['support@equicreators.com', 'Account & privacy'],
  },
];

const FOOTER_LINKS = {
  Resources: ['About Us', 'FAQ', 'Join', 'Carbon renewal'],
  'Follow us': ['Facebook', 'YouTube', 'Instagram'],
  Legal: ['Terms', 'Privacy'],
};

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const publicPage of PUBLIC_PAGES) {
      test(`${publicPage.path} shows its headings and links without scrolling sideways`, async ({ page }) => {
        await page.goto(publicPage.path);
        await expect(page).toHaveTitle(publicPage.title);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPage.h1);
        for (const heading of publicPage.headings) {
          await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
        }
        const main = page.getByRole('main');
        for (const link of publicPage.links) {
          await expect(main.getByRole('link', { name: link }).first()).toBeVisible();
        }
        for (const [navigation, links] of Object.entries(FOOTER_LINKS)) {
          for (const link of links) {
            await expect(
              page
                .getByRole('navigation', { name: navigation })
                .getByRole('link', { name: new RegExp(`^${link}( \\(opens in a new tab\\))?$`) }),
            ).toBeVisible();
          }
        }
        expect(await hasHorizontalScroll(page)).toBe(false);
      });
    }
  });
}

for (const publicPage of [...PUBLIC_PAGES.map(({ path }) => path), '/join', '/login']) {
  test(`axe finds no serious or critical violation on ${publicPage}`, async ({ page }) => {
    await page.goto(publicPage);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Form pages stay disabled until they hydrate (useIsHydrated); judge them as a visitor uses them.
    await expect(page.locator('fieldset[disabled]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the FAQ opens and closes each of its nine questions', async ({ page }) => {
  await page.goto('/faq');
  const entries = page.getByRole('main').locator('details');
  await expect(entries).toHaveCount(9);
  for (let index = 0; index < 9; index += 1) {
    const entry = entries.nth(index);
    const question = entry.locator('summary');
    const answer = entry.locator('summary + div');
    await expect(question.getByRole('heading', { level: 2 })).not.toBeEmpty();
    await expect(answer).toBeHidden();
    await question.click();
    await expect(entry).toHaveAttribute('open');
    await expect(answer).toBeVisible();
    await expect(answer).not.toBeEmpty();
    await question.click();
    await expect(entry).not.toHaveAttribute('open');
    await expect(answer).toBeHidden();
  }
  // The keyboard works too: Tab reaches a question and Enter opens it.
  await entries.first().locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(entries.first()).toHaveAttribute('open');
});

test('the home page shows no invented sample creators', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The featured creators are real ones an admin chose (featured-creators.spec.ts).
  for (const invented of ['Lena & Moonlight', 'Marcus Hale', '835K'])
    await expect(page.getByText(invented)).toHaveCount(0);
});

test('the club pages link to each other and to the external application form', async ({ page }) => {
  await page.goto('/joinclub');
  await expect(page.getByRole('main').getByRole('link', { name: /Apply to join/ })).toHaveAttribute('target', '_blank');
  await page.getByRole('link', { name: 'Read more about the club' }).click();
  await expect(page).toHaveURL(/\/club$/);
  await expect(page.getByText('$19.99')).toBeVisible();
  await expect(page.getByText(/discounted yearly/)).toBeVisible();
  await expect(page.getByText(/Riding is not required/)).toBeVisible();
});

test('the How it works video is not loaded until the visitor plays it', async ({ page }) => {
  await page.route(`${HOW_IT_WORKS_VIDEO_URL}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The player</p>' }),
  );
  await page.goto('/');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play the video: how it works' }).click();
  await expect(page.getByTitle('How EquiCreators works')).toHaveAttribute(
    'src',
    `${HOW_IT_WORKS_VIDEO_URL}?autoplay=1`,
  );
  await expect(page.frameLocator('iframe').getByText('The player')).toBeVisible();
});

test('subscribing refuses a bad address, then confirms with a toast', async ({ page }) => {
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Subscribe' });
  const input = form.getByRole('textbox');
  await input.fill('not-an-address');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByRole('alert')).toHaveText('Enter a valid e-mail address');

  await input.fill(uniqueEmail('subscriber'));
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(/Check your inbox/)).toBeVisible();
  await expect(input).toHaveValue('');
});

test('before its scripts arrive, a page rendered ahead holds its controls instead of losing a click', async ({
  page,
}) => {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/about', { waitUntil: 'commit' });
  const email = page.getByRole('form', { name: 'Subscribe' }).getByRole('textbox');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(email).toBeDisabled();
  await expect(menuButton).toBeDisabled();

  releaseScripts();
  await expect(email).toBeEnabled();
  await menuButton.click();
  await expect(page.locator('#mobile-navigation')).toBeVisible();
});

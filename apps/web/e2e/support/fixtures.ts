import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/** A client address of its own for each test (the server trusts X-Forwarded-For in the suite). */
function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Every journey fails on a browser console error or an uncaught page error: a blocked script,
 * a CSP violation or a React warning is a bug even when the screen looks right.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': randomClientAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A refused form submission logs the failed request; the test checks what the user sees.
        if (
          message.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())
        ) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // A blocked eval or inline script is a CSP violation even when the page catches the error.
      await page.exposeFunction('reportCspViolation', (text: string) => errors.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
            `CSP violation: ${event.violatedDirective} (${event.blockedURI || 'inline'})`,
          );
        });
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { HOW_IT_WORKS_VIDEO_URL } from './server-settings';

/** Stores what a login stores (spec §3 local storage keys) before the first page loads. */
export async function storeLogin(page: Page, login: { token: string; type: string; firstName?: string }) {
  await page.addInitScript((values) => {
    window.localStorage.setItem('token', values.token);
    window.localStorage.setItem('type', values.type);
    if (values.firstName) window.localStorage.setItem('firstName', values.firstName);
  }, login);
}

/** True when the page is wider than the viewport (a horizontal scroll bar). */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

type OutboxMail = { to: string; subject: string; text: string };

/** The newest e-mail to an address, from the developer outbox, waiting a little for it to arrive. */
export async function latestMailTo(request: APIRequestContext, email: string, subjectPart = ''): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}&pageSize=10`);
        const page = (await response.json()) as { items: OutboxMail[] };
        found = page.items.find((mail) => mail.subject.includes(subjectPart));
        return Boolean(found);
      },
      { message: `an e-mail to ${email}`, timeout: 20_000 },
    )
    .toBe(true);
  return found as OutboxMail;
}

export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No code in "${mail.subject}"`);
  return code;
}

export function linkIn(mail: OutboxMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link with ${fragment} in "${mail.subject}"`);
  return link;
}

/** A unique address for one test run, so journeys never collide with each other or the demo data. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}

/** The demo data's logins (the e2e server starts with them), password for all. */
export const DEMO = {
  password: 'Canter-Demo-2026',
  admin: 'admin@equicreators.test',
  creator: 'ava.sinclair@equicreators.test',
  /** Paid brands (they may create campaigns) and the brand that has not paid yet. */
  paidBrand: 'hartwell@equicreators.test',
  otherPaidBrand: 'northfield@equicreators.test',
  unpaidBrand: 'meadowlark@equicreators.test',
  /** The one demo creator from before the terms existed: her first login asks her to accept them (issue 34). */
  creatorBeforeTerms: 'willow.everly@equicreators.test',
  /** Where contact messages go (SUPPORT_EMAIL's default). */
  supportEmail: 'support@equicreators.com',
} as const;

type LoginAs = 'contentCreator' | 'brand' | 'admin';

const LOGIN_CHOICE: Record<Exclude<LoginAs, 'admin'>, RegExp> = { brand: /^Brand/, contentCreator: /^Content Creator/ };

/** Fills and sends the login form already on screen, as the given type. */
export async function submitLogin(page: Page, login: { as: LoginAs; email: string; password?: string }) {
  if (login.as !== 'admin') await page.getByRole('radio', { name: LOGIN_CHOICE[login.as] }).check();
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password ?? DEMO.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const AREA_PATH: Record<LoginAs, RegExp> = {
  brand: /\/brands$/,
  contentCreator: /\/contentCreator$/,
  admin: /\/admin$/,
};

/** Opens the login page, logs in (the demo password unless given) and waits for the user's area. */
export async function logIn(page: Page, login: { as: LoginAs; email: string; password?: string }) {
  await page.goto(login.as === 'admin' ? '/login?as=admin' : '/login');
  await submitLogin(page, login);
  await expect(page).toHaveURL(AREA_PATH[login.as]);
}

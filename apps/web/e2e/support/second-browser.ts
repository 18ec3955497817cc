import type { Browser, Page } from '@playwright/test';
import type { ApiLogin } from './campaign-api';
import { storeLogin } from './fixtures';

/** Stores the login with the user's id, as the login form does (the creator's pages ask by id). */
export async function storeLoginWithId(page: Page, login: ApiLogin, firstName: string) {
  await storeLogin(page, { token: login.token, type: login.type, firstName });
  await page.addInitScript((id) => window.localStorage.setItem('id', id), login.id);
}

/** A second browser, logged in as the other party, beside the test's own page. */
export async function openAs(browser: Browser, login: ApiLogin, path: string, firstName = 'Other'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await storeLoginWithId(page, login, firstName);
  await page.goto(path);
  return page;
}

/** Letters only (a name search matches exactly this one). */
export function uniqueLetters(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** A browser of its own at a viewport, logged in as `login` (named 'Journey'), on `path`. */
export async function openWith(
  browser: Browser,
  login: ApiLogin,
  path: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await storeLoginWithId(page, login, 'Journey');
  await page.goto(path);
  return page;
}

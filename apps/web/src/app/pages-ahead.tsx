import { RETURN_PARAM, type PageAhead } from '@equicreators/shared';
import type { ReactElement } from 'react';
import { PAGE_META } from '@/content/page-meta';
import { LoginPage } from '@/features/auth/pages/login-page';
import { PrivacyPage } from '@/features/legal/pages/privacy-page';
import { TermsPage } from '@/features/legal/pages/terms-page';
import { JoinPage } from '@/features/onboarding/pages/join-page';
import { AboutPage } from '@/features/public-site/pages/about-page';
import { ClubPage } from '@/features/public-site/pages/club-page';
import { FaqPage } from '@/features/public-site/pages/faq-page';
import { HomePage } from '@/features/public-site/pages/home-page';
import { JoinClubPage } from '@/features/public-site/pages/join-club-page';

/** A page the server renders to HTML at start-up (the shared contract), with the tree it renders. */
type PageAheadWithElement = PageAhead & { element: ReactElement };

const ISLANDS_SCRIPT = 'src/islands/islands-entry.ts';
const JOIN_SCRIPT = 'src/app/entries/join-entry.tsx';
const LOGIN_SCRIPT = 'src/app/entries/login-entry.tsx';

const LOGIN_PAGE: PageAheadWithElement = {
  path: '/login',
  meta: PAGE_META.login,
  script: LOGIN_SCRIPT,
  kind: 'form',
  readsQuery: true,
  // Where the login lands (`/login?next=…`) is read on submit: the markup is the same.
  browserParams: [RETURN_PARAM],
  element: <LoginPage />,
};

/** The public pages, rendered ahead: the reading pages with islands, /join and /login with their forms. */
export const PAGES_AHEAD: PageAheadWithElement[] = [
  // The home page shows the featured creators: the server renders it again when they change.
  {
    path: '/',
    meta: PAGE_META.home,
    script: ISLANDS_SCRIPT,
    kind: 'reading',
    showsPageData: true,
    element: <HomePage />,
  },
  { path: '/about', meta: PAGE_META.about, script: ISLANDS_SCRIPT, kind: 'reading', element: <AboutPage /> },
  { path: '/club', meta: PAGE_META.club, script: ISLANDS_SCRIPT, kind: 'reading', element: <ClubPage /> },
  { path: '/joinclub', meta: PAGE_META.joinClub, script: ISLANDS_SCRIPT, kind: 'reading', element: <JoinClubPage /> },
  { path: '/faq', meta: PAGE_META.faq, script: ISLANDS_SCRIPT, kind: 'reading', element: <FaqPage /> },
  { path: '/terms', meta: PAGE_META.terms, script: ISLANDS_SCRIPT, kind: 'reading', element: <TermsPage /> },
  { path: '/privacy', meta: PAGE_META.privacy, script: ISLANDS_SCRIPT, kind: 'reading', element: <PrivacyPage /> },
  { path: '/join', meta: PAGE_META.join, script: JOIN_SCRIPT, kind: 'form', element: <JoinPage /> },
  LOGIN_PAGE,
  // The admin login is the same page; it reads its query, so it is rendered once more for it.
  { ...LOGIN_PAGE, search: '?as=admin' },
];

/** The address a page is rendered for: its path and query. */
export function addressOf(page: Pick<PageAhead, 'path' | 'search'>): string {
  return `${page.path}${page.search ?? ''}`;
}

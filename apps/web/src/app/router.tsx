import type { UserType } from '@equicreators/shared';
import { Navigate, type RouteObject } from 'react-router';
import { ComingSoonPage } from '@/components/layout/coming-soon-page';
import { GuestOnly, RequireUser } from './guards';
import { PageSkeleton } from './layouts/page-skeleton';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './layouts/route-error-page';

/** A screen that a later change builds; it says so instead of pretending. */
function comingSoon(path: string, title: string, description: string): RouteObject {
  return { path, element: <ComingSoonPage title={title} description={description} /> };
}

/** A logged-in area: its guard, then the top bar layout, loaded only when someone logs in. */
function protectedArea(type: UserType, children: RouteObject[]): RouteObject {
  return {
    element: <RequireUser type={type} />,
    children: [{ lazy: async () => ({ Component: (await import('./layouts/app-layout')).AppLayout }), children }],
  };
}

/**
 * The whole route table of spec §2 (plus the admin area and password reset of DECISIONS).
 * Each screen is loaded on demand, so the public pages never download the brand or creator areas.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageSkeleton,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('@/features/public-site/pages/home-page')).HomePage }),
          },
          {
            path: 'about',
            lazy: async () => ({ Component: (await import('@/features/public-site/pages/about-page')).AboutPage }),
          },
          {
            path: 'club',
            lazy: async () => ({ Component: (await import('@/features/public-site/pages/club-page')).ClubPage }),
          },
          {
            path: 'joinclub',
            lazy: async () => ({
              Component: (await import('@/features/public-site/pages/join-club-page')).JoinClubPage,
            }),
          },
          {
            path: 'faq',
            lazy: async () => ({ Component: (await import('@/features/public-site/pages/faq-page')).FaqPage }),
          },
        ],
      },
      // Sign-up, login and reset stand on their own, with the logo as the way home (spec §2).
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: 'join',
            lazy: async () => ({ Component: (await import('@/features/onboarding/pages/join-page')).JoinPage }),
          },
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('@/features/auth/pages/login-page')).LoginPage }),
          },
        ],
      },
      // The logged-in areas share one data cache, loaded with the first of them.
      {
        lazy: async () => ({ Component: (await import('./layouts/query-layout')).QueryLayout }),
        children: [
          protectedArea('contentCreator', [
            comingSoon('contentCreator', 'Influencers', 'Browse campaigns, see the details and apply.'),
            comingSoon('orders', 'Orders', 'The campaigns you are hired for, with their messages.'),
            comingSoon('orders/:id', 'Order', 'Your conversation with the brand about this campaign.'),
            comingSoon('influencers/profile', 'Your Profile', 'Your creator profile as brands see it.'),
            comingSoon(
              'influencers/profile/edit',
              'Edit Profile',
              'Update your picture, bio, niches and social links.',
            ),
          ]),
          protectedArea('brand', [
            comingSoon('brands', 'Brands', 'Browse and filter equestrian creators, and invite them to your campaigns.'),
            comingSoon('campaigncreation', 'Create New Campaign', 'Describe your campaign and add its images.'),
            comingSoon('manage-campaign', 'All Campaign', 'Your campaigns, their applicants and hires.'),
            comingSoon(
              'orders-influencer',
              'Influencer List',
              'Creators who applied to or were hired on your campaigns.',
            ),
            comingSoon('orders-influencer/:id', 'Influencer', 'Messages and decisions for one hired creator.'),
            {
              path: 'contact',
              lazy: async () => ({ Component: (await import('@/features/contact/pages/contact-page')).ContactPage }),
            },
          ]),
          protectedArea('admin', [
            {
              path: 'admin',
              lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }),
            },
          ]),
        ],
      },
      // Spec §2: any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

import type { UserType } from '@equicreators/shared';
import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireUser } from './guards';
import { PageSkeleton } from './layouts/page-skeleton';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './layouts/route-error-page';

/** A logged-in area: its guard, then the top bar layout, loaded only when someone logs in. */
function protectedArea(type: UserType | readonly UserType[], children: RouteObject[]): RouteObject {
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
          // The Terms and the Privacy notice people accept at signup (issue 34).
          {
            path: 'terms',
            lazy: async () => ({ Component: (await import('@/features/legal/pages/terms-page')).TermsPage }),
          },
          {
            path: 'privacy',
            lazy: async () => ({ Component: (await import('@/features/legal/pages/privacy-page')).PrivacyPage }),
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
      // The deletion's e-mailed link and its scheduled date (issue 34): public, as the sessions have ended.
      {
        path: 'account/delete/confirm',
        lazy: async () => ({
          Component: (await import('@/features/account/pages/confirm-deletion-page')).ConfirmDeletionPage,
        }),
      },
      // The e-mail change link (DECISIONS): public, since it may open in a browser without the login.
      {
        path: 'confirm-email',
        lazy: async () => ({
          Component: (await import('@/features/influencers/pages/confirm-email-page')).ConfirmEmailPage,
        }),
      },
      // The links of e-mails one can stop (issue 34): public, a click away from a mail client.
      {
        path: 'unsubscribe',
        lazy: async () => ({ Component: (await import('@/features/mail/pages/unsubscribe-page')).UnsubscribePage }),
      },
      {
        path: 'newsletter/confirm',
        lazy: async () => ({
          Component: (await import('@/features/mail/pages/newsletter-confirm-page')).NewsletterConfirmPage,
        }),
      },
      {
        Component: GuestOnly,
        children: [
          {
            path: 'join',
            lazy: async () => ({ Component: (await import('@/features/onboarding/pages/join-route')).JoinRoute }),
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
            {
              path: 'contentCreator',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/pages/campaign-feed-page')).CampaignFeedPage,
              }),
            },
            {
              path: 'orders',
              lazy: async () => ({ Component: (await import('@/features/orders/pages/orders-page')).OrdersPage }),
            },
            {
              path: 'orders/:id',
              lazy: async () => ({ Component: (await import('./screens/creator-order-screen')).CreatorOrderScreen }),
            },
            {
              path: 'earnings',
              lazy: async () => ({ Component: (await import('@/features/payments/pages/earnings-page')).EarningsPage }),
            },
            {
              path: 'influencers/profile',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/profile-page')).ProfilePage,
              }),
            },
            {
              path: 'influencers/profile/edit',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/profile-edit-page')).ProfileEditPage,
              }),
            },
            {
              path: 'influencers/profile/equestrian',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/equestrian-profile-page')).EquestrianProfilePage,
              }),
            },
            {
              path: 'influencers/profile/media-kit',
              lazy: async () => ({
                Component: (await import('@/features/media-kit/pages/media-kit-settings-page')).MediaKitSettingsPage,
              }),
            },
          ]),
          protectedArea('brand', [
            {
              path: 'brands',
              lazy: async () => ({ Component: (await import('./screens/brands-screen')).BrandsScreen }),
            },
            {
              path: 'campaigncreation',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/pages/campaign-creation-page')).CampaignCreationPage,
              }),
            },
            {
              path: 'campaigncreation/:id',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/pages/campaign-edit-page')).CampaignEditPage,
              }),
            },
            {
              path: 'manage-campaign',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/pages/manage-campaigns-page')).ManageCampaignsPage,
              }),
            },
            {
              path: 'manage-campaign/:campaignId',
              lazy: async () => ({
                Component: (await import('@/features/campaigns/pages/manage-campaign-page')).ManageCampaignPage,
              }),
            },
            {
              path: 'orders-influencer',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/influencer-list-page')).InfluencerListPage,
              }),
            },
            {
              path: 'orders-influencer/:id',
              lazy: async () => ({
                Component: (await import('./screens/brand-messaging-screen')).BrandMessagingScreen,
              }),
            },
            {
              path: 'contact',
              lazy: async () => ({ Component: (await import('@/features/contact/pages/contact-page')).ContactPage }),
            },
            {
              path: 'payments',
              lazy: async () => ({ Component: (await import('@/features/payments/pages/spend-page')).SpendPage }),
            },
            {
              path: 'shortlists',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/shortlists-page')).ShortlistsPage,
              }),
            },
            {
              path: 'brands/kit/:handle',
              lazy: async () => ({ Component: (await import('./screens/brand-kit-screen')).BrandKitScreen }),
            },
            {
              path: 'shortlists/:id',
              lazy: async () => ({
                Component: (await import('@/features/influencers/pages/shortlist-page')).ShortlistPage,
              }),
            },
          ]),
          // Stripe's customer portal, for the accounts that pay: brands and club members (decision 018).
          protectedArea(
            ['brand', 'contentCreator'],
            [
              {
                path: 'billing',
                lazy: async () => ({ Component: (await import('@/features/billing/pages/billing-page')).BillingPage }),
              },
              // The person's own data: e-mail preferences, their export, leaving (issue 34).
              {
                path: 'account',
                lazy: async () => ({ Component: (await import('@/features/account/pages/account-page')).AccountPage }),
              },
              // The e-mailed link of "Download my data": a page with a button, behind the login.
              {
                path: 'account/export',
                lazy: async () => ({
                  Component: (await import('@/features/account/pages/data-export-download-page'))
                    .DataExportDownloadPage,
                }),
              },
              {
                path: 'account/delete',
                lazy: async () => ({
                  Component: (await import('@/features/account/pages/delete-account-page')).DeleteAccountPage,
                }),
              },
            ],
          ),
          protectedArea('admin', [
            {
              path: 'admin',
              lazy: async () => ({ Component: (await import('@/features/admin/pages/admin-page')).AdminPage }),
            },
            {
              path: 'admin/status',
              lazy: async () => ({
                Component: (await import('@/features/admin/pages/admin-status-page')).AdminStatusPage,
              }),
            },
            {
              path: 'admin/payments',
              lazy: async () => ({
                Component: (await import('@/features/payments/pages/admin-payments-page')).AdminPaymentsPage,
              }),
            },
          ]),
        ],
      },
      // Spec §2: any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

import { Outlet, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { DeletionCancelledNotice } from '@/features/account/components/deletion-cancelled-notice';
import { TopBar } from '@/features/auth/components/top-bar';
import { TermsUpdateDialog } from '@/features/legal/components/terms-update-dialog';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useSession } from '@/lib/session/use-session';
import { useIslands } from '@/lib/site/use-islands';
import { useLiveMessaging } from '../live-messaging';

/**
 * Logged-in screens: the top bar with navigation, the bell and the account menu (spec §2), the
 * screen, the footer, and the dialog asking a brand or a creator to accept a new version of the terms.
 */
export function AppLayout() {
  const { unreadTotal } = useLiveMessaging();
  // The footer's subscribe form is an island, as on the public pages (decision 012).
  const islandsRef = useIslands();
  // Brands and creators accept the terms in force; admins are staff and are never asked (issue 34).
  // The way out stays open: who does not accept may delete their account instead.
  const { type } = useSession();
  const { pathname } = useLocation();
  const asksForTerms = (type === 'brand' || type === 'contentCreator') && !/^\/account\/delete\/?$/i.test(pathname);
  return (
    <div ref={islandsRef} className="flex min-h-dvh flex-col">
      <TopBar unreadCount={unreadTotal} bell={<NotificationBell />} />
      <DeletionCancelledNotice />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      {asksForTerms && <TermsUpdateDialog />}
    </div>
  );
}

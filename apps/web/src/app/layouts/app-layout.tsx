import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { DeletionCancelledNotice } from '@/features/account/components/deletion-cancelled-notice';
import { TopBar } from '@/features/auth/components/top-bar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useIslands } from '@/lib/site/use-islands';
import { useLiveMessaging } from '../live-messaging';

/** Logged-in screens: the top bar with navigation, the bell and the account menu (spec §2), the screen, the footer. */
export function AppLayout() {
  const { unreadTotal } = useLiveMessaging();
  // The footer's subscribe form is an island, as on the public pages (decision 012).
  const islandsRef = useIslands();
  return (
    <div ref={islandsRef} className="flex min-h-dvh flex-col">
      <TopBar unreadCount={unreadTotal} bell={<NotificationBell />} />
      <DeletionCancelledNotice />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

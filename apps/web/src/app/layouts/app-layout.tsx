import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { TopBar } from '@/features/auth/components/top-bar';
import { useLiveMessaging } from '../live-messaging';

/** Logged-in screens: the top bar with the account menu (spec §2), the screen, the footer. */
export function AppLayout() {
  const { unreadTotal } = useLiveMessaging();
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar unreadCount={unreadTotal} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { TopBar } from '@/features/auth/components/top-bar';

/** Logged-in screens: the top bar with the account menu (spec §2), the screen, the footer. */
export function AppLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

import { Outlet, useLocation } from 'react-router';
import { PublicFrame } from '@/components/layout/public-frame';
import { useIslands } from '@/lib/site/use-islands';

/**
 * Public pages when the app renders them itself: under the development server, or when the server
 * could not render them ahead. Their interactive parts are the islands a page rendered ahead has
 * (decision 012), mounted afresh for each page.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const islandsRef = useIslands();
  return (
    <PublicFrame key={pathname} ref={islandsRef} currentPath={pathname}>
      <Outlet />
    </PublicFrame>
  );
}

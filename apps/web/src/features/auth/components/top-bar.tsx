import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { useSession } from '@/lib/session/use-session';
import { AccountMenu } from './account-menu';
import { AreaNav } from './area-nav';

export type TopBarProps = {
  /** Unread messages in all the user's threads (issue 9: the dot on the account menu entries). */
  unreadCount?: number;
  /** The notification bell (issue 30), composed by the app from its own feature. */
  bell?: ReactNode;
};

/**
 * Spec §2 top bar of the logged-in screens: the logo (home), the area's navigation, the bell and
 * the account menu. On a phone the navigation takes a second row of its own, so nothing scrolls
 * sideways; from `md` it sits between the logo and the menus.
 */
export function TopBar({ unreadCount = 0, bell }: TopBarProps) {
  const { type } = useSession();
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6">
        <Logo className="order-1 h-16" />
        {type && (
          <AreaNav
            type={type}
            className="order-3 -mx-2 w-[calc(100%+1rem)] pb-2 md:order-2 md:mx-0 md:w-auto md:flex-1 md:pb-0"
          />
        )}
        <div className="order-2 flex h-16 items-center gap-2 md:order-3">
          {bell}
          <AccountMenu unreadCount={unreadCount} />
        </div>
      </div>
    </header>
  );
}

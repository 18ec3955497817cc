import { Logo } from '@/components/layout/logo';
import { AccountMenu } from './account-menu';

export type TopBarProps = {
  /** Unread messages in all the user's threads (issue 9: the dot on the account menu entries). */
  unreadCount?: number;
};

/** Spec §2 top bar of the logged-in screens: the logo (home) and the account menu. */
export function TopBar({ unreadCount = 0 }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <AccountMenu unreadCount={unreadCount} />
      </div>
    </header>
  );
}

import { Logo } from '@/components/layout/logo';
import { AccountMenu } from './account-menu';

/** Spec §2 top bar of the logged-in screens: the logo (home) and the account menu. */
export function TopBar() {
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <AccountMenu />
      </div>
    </header>
  );
}

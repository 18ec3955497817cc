import { areaPathFor, USER_TYPE_LABELS } from '@equicreators/shared';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/use-session';
import { useIsHydrated } from '@/lib/use-is-hydrated';
import { Logo } from './logo';

type NavEntry = { label: string; to: string; state?: { type: 'brand' | 'contentCreator' }; isJoin?: boolean };

/** Spec §2 navigation entries, in order. */
const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', to: '/' },
  { label: 'Join as Influencer', to: '/join', state: { type: 'contentCreator' }, isJoin: true },
  { label: 'Join as Brand', to: '/join', state: { type: 'brand' }, isJoin: true },
  { label: 'About Us', to: '/about' },
  { label: 'Join Club', to: '/joinclub' },
  { label: 'FAQ', to: '/faq' },
];

const MOBILE_MENU_ID = 'mobile-navigation';

/**
 * The public navigation bar. With a stored token, Login becomes a button to the user's own
 * area and the join entries are greyed out and do nothing (spec §2, §4).
 */
export function Navbar() {
  const session = useSession();
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on, so any navigation closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const closeMenu = () => setMenuOpenedOn(null);
  const isLoggedIn = Boolean(session.token);
  // Rendered ahead on public pages: a tap before hydration would do nothing, so say so.
  const isHydrated = useIsHydrated();

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenedOn(null);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [isMenuOpen]);

  const accountAction = isLoggedIn ? (
    <Button asChild size="sm">
      <Link to={session.type ? areaPathFor(session.type) : '/'}>
        {session.type ? USER_TYPE_LABELS[session.type] : 'My area'}
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm">
      <Link to="/login">Login</Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavItem entry={entry} isDisabled={isLoggedIn && Boolean(entry.isJoin)} />
            </li>
          ))}
        </ul>
        <div className="hidden lg:block">{accountAction}</div>
        <button
          type="button"
          className="rounded-full p-2 text-brand-900 hover:bg-brand-50 lg:hidden"
          aria-expanded={isMenuOpen}
          aria-controls={MOBILE_MENU_ID}
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          disabled={!isHydrated}
          onClick={() => (isMenuOpen ? closeMenu() : setMenuOpenedOn(pathname))}
        >
          {isMenuOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      <div id={MOBILE_MENU_ID} hidden={!isMenuOpen} className="border-t border-line bg-cream px-4 pb-4 lg:hidden">
        <ul className="flex flex-col py-2">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavItem entry={entry} isDisabled={isLoggedIn && Boolean(entry.isJoin)} isBlock />
            </li>
          ))}
        </ul>
        {accountAction}
      </div>
    </header>
  );
}

function NavItem({ entry, isDisabled, isBlock = false }: { entry: NavEntry; isDisabled: boolean; isBlock?: boolean }) {
  const classes = cn('rounded-full px-3 py-2 text-sm font-medium', isBlock && 'block py-3');
  if (isDisabled) {
    return (
      <span aria-disabled="true" className={cn(classes, 'cursor-not-allowed text-ink-muted/60')}>
        {entry.label}
      </span>
    );
  }
  return (
    <NavLink
      to={entry.to}
      state={entry.state}
      end
      className={({ isActive }) =>
        cn(
          classes,
          'text-ink hover:bg-brand-50 hover:text-brand-800',
          isActive && !entry.isJoin && 'text-brand-800 underline decoration-gold-500 decoration-2 underline-offset-8',
        )
      }
    >
      {entry.label}
    </NavLink>
  );
}

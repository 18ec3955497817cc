import { areaPathFor, USER_TYPE_LABELS, USER_TYPES, type PartnerType } from '@equicreators/shared';
import { Menu, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { islandAttributes } from '@/islands/island-names';
import { cn } from '@/lib/cn';
import { useVisitorVariants, type VisitorVariants } from '@/lib/session/use-visitor-variants';
import { SIGNED_IN_KINDS, type VisitorKind } from '@/lib/session/visitor-kind';
import { Logo } from './logo';

type NavEntry = { label: string; href: string; joinAs?: PartnerType };

/** Spec §2 navigation entries, in order. */
const NAV_ENTRIES: NavEntry[] = [
  { label: 'Home', href: '/' },
  { label: 'Join as Influencer', href: '/join', joinAs: 'contentCreator' },
  { label: 'Join as Brand', href: '/join', joinAs: 'brand' },
  { label: 'About Us', href: '/about' },
  { label: 'Join Club', href: '/joinclub' },
  { label: 'FAQ', href: '/faq' },
];

/** Login for a guest; for a logged-in visitor, a button to their own area (spec §2, §4). */
const ACCOUNT_ACTIONS: { visitor: VisitorKind; label: string; href: string }[] = [
  { visitor: 'guest', label: 'Login', href: '/login' },
  ...USER_TYPES.map((type) => ({ visitor: type, label: USER_TYPE_LABELS[type], href: areaPathFor(type) })),
  { visitor: 'unknown', label: 'My area', href: '/' },
];

const MOBILE_MENU_ID = 'mobile-navigation';

export type NavbarProps = {
  /** The page shown, whose entry is marked as the current one. */
  currentPath: string;
};

/**
 * The public navigation bar. With a stored token, Login becomes a button to the user's own area and
 * the join entries are greyed out and do nothing (spec §2, §4). Its links are plain links (the
 * public pages are rendered ahead; decision 012), and the phone menu button is an island, rendered
 * disabled until its script runs.
 */
export function Navbar({ currentPath }: NavbarProps) {
  const variants = useVisitorVariants();
  const accountActions = ACCOUNT_ACTIONS.filter((action) => variants.isRendered([action.visitor])).map((action) => (
    <Button key={action.visitor} asChild size="sm">
      <a href={action.href} {...variants.markerOf([action.visitor])}>
        {action.label}
      </a>
    </Button>
  ));

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-cream/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <ul className="hidden items-center gap-1 lg:flex">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavItem entry={entry} currentPath={currentPath} variants={variants} />
            </li>
          ))}
        </ul>
        <div className="hidden lg:block">{accountActions}</div>
        <button
          {...islandAttributes('menu')}
          type="button"
          className="rounded-full p-2 text-brand-900 hover:bg-brand-50 lg:hidden"
          aria-expanded={false}
          aria-controls={MOBILE_MENU_ID}
          aria-label="Open menu"
          disabled
        >
          <Menu aria-hidden data-menu-icon="open" className="size-6" />
          <X aria-hidden data-menu-icon="close" className="hidden size-6" />
        </button>
      </nav>
      <div id={MOBILE_MENU_ID} hidden className="border-t border-line bg-cream px-4 pb-4 lg:hidden">
        <ul className="flex flex-col py-2">
          {NAV_ENTRIES.map((entry) => (
            <li key={entry.label}>
              <NavItem entry={entry} currentPath={currentPath} variants={variants} isBlock />
            </li>
          ))}
        </ul>
        {accountActions}
      </div>
    </header>
  );
}

type NavItemProps = { entry: NavEntry; currentPath: string; variants: VisitorVariants; isBlock?: boolean };

/** An entry: a link, or for a join entry, the link for guests and a greyed label for everyone else. */
function NavItem({ entry, currentPath, variants, isBlock = false }: NavItemProps) {
  const classes = cn('rounded-full px-3 py-2 text-sm font-medium', isBlock && 'block py-3');
  const isCurrent = !entry.joinAs && entry.href === currentPath;
  const joinLink = entry.joinAs
    ? { ...islandAttributes('join-link'), 'data-join-as': entry.joinAs, ...variants.markerOf(['guest']) }
    : {};
  return (
    <>
      {(!entry.joinAs || variants.isRendered(['guest'])) && (
        <a
          href={entry.href}
          aria-current={isCurrent ? 'page' : undefined}
          className={cn(
            classes,
            'text-ink hover:bg-brand-50 hover:text-brand-800',
            isCurrent && 'text-brand-800 underline decoration-gold-500 decoration-2 underline-offset-8',
          )}
          {...joinLink}
        >
          {entry.label}
        </a>
      )}
      {entry.joinAs && variants.isRendered(SIGNED_IN_KINDS) && (
        <span
          aria-disabled="true"
          className={cn(classes, 'cursor-not-allowed text-ink-muted/60')}
          {...variants.markerOf(SIGNED_IN_KINDS)}
        >
          {entry.label}
        </span>
      )}
    </>
  );
}

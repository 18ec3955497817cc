import type { UserType } from '@equicreators/shared';
import { NavLink } from 'react-router';
import { cn } from '@/lib/cn';

type AreaLink = {
  label: string;
  to: string;
  /** A public page rendered ahead: a plain link (decision 012). */ isPage?: true;
  /** Current only on its own address, not on the pages under it (/admin, beside /admin/payments). */
  end?: true;
};

/** What each user type reaches in one step from every logged-in screen (issue 30). */
const AREA_LINKS: Record<UserType, AreaLink[]> = {
  brand: [
    { label: 'Find creators', to: '/brands' },
    { label: 'Shortlists', to: '/shortlists' },
    { label: 'Campaigns', to: '/manage-campaign' },
    { label: 'Orders', to: '/orders-influencer' },
    { label: 'Payments', to: '/payments' },
    { label: 'Billing', to: '/billing' },
  ],
  contentCreator: [
    { label: 'Campaigns', to: '/contentCreator' },
    { label: 'Orders', to: '/orders' },
    { label: 'Earnings', to: '/earnings' },
    { label: 'Club', to: '/club', isPage: true },
  ],
  admin: [
    { label: 'Admin', to: '/admin', end: true },
    { label: 'Payments', to: '/admin/payments' },
    { label: 'Status', to: '/admin/status' },
  ],
};

const LINK_CLASSES =
  'inline-flex h-9 items-center rounded-full px-2 text-sm sm:px-3 font-semibold whitespace-nowrap text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500';
const CURRENT_CLASSES = 'bg-brand-100 text-brand-900';

export type AreaNavProps = { type: UserType; className?: string };

/** The area's main places; the one shown now is marked (aria-current="page", NavLink's own). */
export function AreaNav({ type, className }: AreaNavProps) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex flex-wrap items-center sm:gap-1">
        {AREA_LINKS[type].map((link) => (
          <li key={link.to}>
            {link.isPage ? (
              <a href={link.to} className={LINK_CLASSES}>
                {link.label}
              </a>
            ) : (
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) => cn(LINK_CLASSES, isActive && CURRENT_CLASSES)}
              >
                {link.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

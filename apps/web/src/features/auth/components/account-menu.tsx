import { avatarInitials, type UserType } from '@equicreators/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { DropdownMenu } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { CountBadge } from '@/components/ui/badge';
import { formatBadgeCount } from '@/components/ui/format-badge-count';
import { NotificationCount } from '@/components/ui/notification-count';
import { ownBillingQuery, ownProfileQuery } from '@/lib/account/own-account';
import { paymentRefusalFor } from '@/lib/billing/payment-refusal';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useSession } from '@/lib/session/use-session';
import { logout } from '../api/logout';

type MenuEntry = {
  label: string;
  to?: string;
  action?: 'create-campaign' | 'logout';
  /** The entry leading to the threads carries the unread count. */
  showsUnread?: boolean;
};

/** Spec §2 account menus. */
const MENUS: Record<UserType, MenuEntry[]> = {
  contentCreator: [
    { label: 'Edit Profile', to: '/influencers/profile' },
    { label: 'Orders', to: '/orders', showsUnread: true },
    { label: 'Account & privacy', to: '/account' },
    { label: 'Delete my account', to: '/account/delete' },
    { label: 'Logout', action: 'logout' },
  ],
  brand: [
    { label: 'Create Campaign', action: 'create-campaign' },
    { label: 'Manage Campaign', to: '/manage-campaign' },
    { label: 'Influencer List', to: '/orders-influencer', showsUnread: true },
    { label: 'Contact Us', to: '/contact' },
    { label: 'Account & privacy', to: '/account' },
    { label: 'Delete my account', to: '/account/delete' },
    { label: 'Logout', action: 'logout' },
  ],
  admin: [
    { label: 'Admin area', to: '/admin' },
    { label: 'Logout', action: 'logout' },
  ],
};

/** Stripe's customer portal, for an account that has paid through it (decision 018). */
const BILLING_ENTRY: MenuEntry = { label: 'Billing', to: '/billing' };

/** The menu of a type, with 'Billing' before 'Logout' when the account has a billing account. */
function menuFor(type: UserType, hasBillingAccount: boolean): MenuEntry[] {
  const entries = MENUS[type];
  if (!hasBillingAccount) return entries;
  return [...entries.slice(0, -1), BILLING_ENTRY, ...entries.slice(-1)];
}

const ITEM_CLASSES =
  'cursor-pointer rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900';

export type AccountMenuProps = { unreadCount?: number };

/** The round avatar with the initials of the stored name (a brand stores its full name), opening the account menu. */
export function AccountMenu({ unreadCount = 0 }: AccountMenuProps) {
  const { type, firstName } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canPay = type === 'brand' || type === 'contentCreator';
  const hasBillingAccount = useQuery({
    ...ownBillingQuery(),
    enabled: canPay,
    select: (state) => state?.hasBillingAccount === true,
  }).data;
  if (!type) return null;

  // Spec §5: Create Campaign is allowed only when the brand profile's payment is truthy.
  const handleCreateCampaign = async () => {
    try {
      const profile = await queryClient.fetchQuery(ownProfileQuery('brand'));
      if (profile.payment) await navigate('/campaigncreation');
      else notify.error(await paymentRequiredMessage());
    } catch (error) {
      // A 401 has already sent the browser to /login; say what else went wrong.
      if (!(error instanceof ApiError && error.status === 401)) {
        notify.error(errorMessage(error));
      }
    }
  };

  // A brand whose subscription ended is told how to resubscribe; one that never paid, the spec's sentence.
  const paymentRequiredMessage = async () =>
    paymentRefusalFor(await queryClient.fetchQuery(ownBillingQuery()).catch(() => null));

  const handleSelect = (entry: MenuEntry) => {
    if (entry.action === 'logout') void logout();
    else if (entry.action === 'create-campaign') void handleCreateCampaign();
    else if (entry.to) void navigate(entry.to);
  };

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The count sits beside the initials, never over them (issue 30).
        className="inline-flex items-center gap-1 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
        // What the button shows, the initials and then the badge's count, is part of its name in that
        // order: a speech-input user says what they see (WCAG 2.5.3).
        aria-label={[
          'Account menu',
          avatarInitials(firstName),
          unreadCount > 0
            ? `${formatBadgeCount(unreadCount)} unread ${unreadCount === 1 ? 'message' : 'messages'}`
            : '',
        ]
          .filter(Boolean)
          .join(', ')}
      >
        <Avatar name={firstName} />
        {unreadCount > 0 && (
          <span aria-hidden>
            {/* Not drawn (it starts a line); it keeps the initials and the count two words for checkers. */}{' '}
            <CountBadge count={unreadCount} label="unread messages" />
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-52 rounded-2xl border border-line bg-white p-1.5 shadow-[var(--shadow-card)]"
        >
          {firstName && (
            <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-muted">
              Signed in as {firstName}
            </DropdownMenu.Label>
          )}
          {menuFor(type, hasBillingAccount === true).map((entry) => (
            <DropdownMenu.Item key={entry.label} className={ITEM_CLASSES} onSelect={() => handleSelect(entry)}>
              {entry.showsUnread ? (
                <span className="flex items-center justify-between gap-3">
                  {entry.label}
                  {unreadCount > 0 && <NotificationCount unreadCount={unreadCount} />}
                </span>
              ) : (
                entry.label
              )}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

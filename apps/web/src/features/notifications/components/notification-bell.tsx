import type { NotificationView } from '@equicreators/shared';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { CountBadge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { useNotifications } from '../api/list-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { bellLabel } from '../bell-label';
import { NotificationItem } from './notification-item';

/**
 * The bell of the logged-in header (issue 30): the unread count, kept live by the stream, and a
 * panel of the newest notifications, each a link to its place; opening one marks it read.
 */
export function NotificationBell() {
  const [isOpen, setIsOpen] = useState(false);
  const notifications = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const handleOpen = (notification: NotificationView) => {
    setIsOpen(false);
    if (notification.readAt === null) markRead.mutate(notification._id);
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setIsOpen}>
      <Popover.Trigger
        aria-label={bellLabel(unread)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && (
          <span aria-hidden className="absolute -top-0.5 -right-1">
            {/* Not drawn (it starts a line); it keeps the name and the count two words for checkers. */}{' '}
            <CountBadge count={unread} label="unread notifications" />
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label="Notifications"
          className="z-50 flex max-h-[min(32rem,80dvh)] w-[min(24rem,calc(100vw-1rem))] flex-col rounded-2xl border border-line bg-white shadow-[var(--shadow-card)]"
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
            <h2 className="font-display text-lg font-semibold text-brand-900">Notifications</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markRead.mutate(null)}
                className="rounded-md text-sm font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gold-500"
              >
                Mark all as read
              </button>
            )}
          </div>
          <NotificationPanelBody
            isLoading={notifications.isPending}
            isFailed={notifications.isError}
            items={items}
            onOpen={handleOpen}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

type NotificationPanelBodyProps = {
  isLoading: boolean;
  isFailed: boolean;
  items: NotificationView[];
  onOpen: (notification: NotificationView) => void;
};

function NotificationPanelBody({ isLoading, isFailed, items, onOpen }: NotificationPanelBodyProps) {
  if (isLoading) {
    return (
      <p className="flex items-center gap-2 px-4 py-6 text-sm text-ink-muted">
        <Spinner /> Loading your notifications…
      </p>
    );
  }
  if (isFailed) {
    return <p className="px-4 py-6 text-sm text-ink-muted">Your notifications could not be loaded. Try again soon.</p>;
  }
  if (items.length === 0) {
    return <p className="px-4 py-6 text-sm text-ink-muted">Nothing needs you right now.</p>;
  }
  const now = new Date();
  return (
    <ul className="overflow-y-auto p-1.5">
      {items.map((item) => (
        <NotificationItem key={item._id} notification={item} now={now} onOpen={onOpen} />
      ))}
    </ul>
  );
}

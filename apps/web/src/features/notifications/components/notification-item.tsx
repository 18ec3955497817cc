import type { NotificationView } from '@equicreators/shared';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatTimeAgo } from '@/lib/time-ago';

export type NotificationItemProps = {
  notification: NotificationView;
  now: Date;
  onOpen: (notification: NotificationView) => void;
};

/** One notification: a link to its place, marked while unread (a dot and the words, not colour alone). */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const isUnread = notification.readAt === null;
  return (
    <li>
      <Link
        to={notification.link}
        onClick={() => onOpen(notification)}
        className={cn(
          'flex gap-3 rounded-xl px-3 py-2.5 outline-none hover:bg-brand-50 focus-visible:bg-brand-50',
          isUnread && 'bg-cream',
        )}
      >
        <span
          aria-hidden
          className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', isUnread ? 'bg-saddle-600' : 'bg-transparent')}
        />
        <span className="min-w-0 flex-1">
          <span className={cn('block text-sm text-ink', isUnread && 'font-semibold')}>
            {isUnread && <span className="sr-only">Unread: </span>}
            {notification.title}
          </span>
          <span className="block text-sm break-words text-ink-muted">{notification.line}</span>
          <time dateTime={notification.createdAt} className="block text-xs text-ink-muted">
            {formatTimeAgo(notification.createdAt, now)}
          </time>
        </span>
      </Link>
    </li>
  );
}

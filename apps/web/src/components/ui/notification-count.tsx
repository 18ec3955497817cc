import { CountBadge } from './badge';

export type NotificationCountProps = { unreadCount: number };

/** Spec §2 Notifications column: a dot with the number of unread messages, or nothing to read. */
export function NotificationCount({ unreadCount }: NotificationCountProps) {
  if (unreadCount <= 0) return <span className="sr-only">No unread messages</span>;
  return <CountBadge count={unreadCount} label={unreadCount === 1 ? 'unread message' : 'unread messages'} />;
}

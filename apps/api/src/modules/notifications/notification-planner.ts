import type { Database } from '../../db/client.ts';
import type { LiveSignal } from '../live/live-bus.ts';
import type { DeliveryPlanner } from '../live/live-hub.ts';
import { countUnreadNotifications } from './notifications.repository.ts';

export type NotificationSignal = Extract<LiveSignal, { kind: 'notifications' }>;

/**
 * Who gets what when notifications change (issue 30): each named account with a stream on this
 * process gets its unread count; the web app refetches the list on it. Nothing is read for
 * accounts nobody here watches.
 */
export function createNotificationPlanner(db: Database): DeliveryPlanner<NotificationSignal> {
  return async (signal, isConnected) => {
    const watching = [...new Set(signal.accountIds)].filter(isConnected);
    return Promise.all(
      watching.map(async (accountId) => ({
        accountId,
        event: { type: 'notifications', unread: await countUnreadNotifications(db, accountId) } as const,
      })),
    );
  };
}

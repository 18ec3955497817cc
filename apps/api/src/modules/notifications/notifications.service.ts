import { AppError, type NotificationListQuery, type NotificationPage } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { presentNotification } from './notifications.presenter.ts';
import {
  countUnreadNotifications,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from './notifications.repository.ts';

/** GET /api/notifications: the caller's own, newest first, with the unread count of all of them. */
export async function listOwnNotifications(
  context: AppContext,
  principal: Principal,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(context.db, principal.accountId, query),
    countUnreadNotifications(context.db, principal.accountId),
  ]);
  return { items: rows.map(presentNotification), page: query.page, pageSize: query.pageSize, total, unread };
}

/**
 * POST /api/notifications/{id}/read: only its recipient may mark it (anyone else: 404, as if it did
 * not exist). Marking a read one again changes nothing. The caller's other tabs get the new count.
 */
export async function markOwnNotificationRead(
  context: AppContext,
  principal: Principal,
  notificationId: string,
): Promise<{ unread: number }> {
  const recipientId = principal.accountId;
  return context.db.transaction(async (tx) => {
    const outcome = await markNotificationRead(tx, { recipientId, notificationId, now: context.clock.now() });
    if (!outcome.found) throw new AppError('NOT_FOUND', 'This notification does not exist.');
    if (outcome.changed) await publishLiveSignal(tx, { kind: 'notifications', accountIds: [recipientId] });
    return { unread: await countUnreadNotifications(tx, recipientId) };
  });
}

/** POST /api/notifications/read-all: every unread notification of the caller. */
export async function markAllOwnNotificationsRead(
  context: AppContext,
  principal: Principal,
): Promise<{ unread: number }> {
  const recipientId = principal.accountId;
  return context.db.transaction(async (tx) => {
    const changed = await markAllNotificationsRead(tx, { recipientId, now: context.clock.now() });
    if (changed > 0) await publishLiveSignal(tx, { kind: 'notifications', accountIds: [recipientId] });
    return { unread: await countUnreadNotifications(tx, recipientId) };
  });
}

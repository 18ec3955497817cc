import type { NotificationKind } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import type { OutgoingMail } from '../../platform/mail/mail-outbox.repository.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { findAdminAccountIds, insertNotifications } from './notifications.repository.ts';

/** The ids a notification is about; which ones a kind needs is the presenter's business. */
export type NotificationAbout = {
  campaignId?: string;
  creatorId?: string;
  brandId?: string;
  /** A row of another table: a contact message or a rating. */
  subjectId?: string;
};

/** The recipient of the admins' events: every active admin account at the time of the event. */
export const EVERY_ADMIN = { admins: 'every active admin' } as const;

/** One event for one account (or for every admin), with the e-mail it also sends, if any. */
export type ProductEvent = {
  kind: NotificationKind;
  /** An account id, or EVERY_ADMIN. */
  to: string | typeof EVERY_ADMIN;
  about: NotificationAbout;
  /** The e-mail of the same event: queued at the same point, so e-mail and bell never drift. */
  mail?: OutgoingMail | null;
};

/**
 * Tells someone that something happened (issue 30, docs/decisions/024): queues the event's e-mail
 * and records its notification in the caller's transaction, and pushes the new unread count to
 * the recipients' open tabs when it commits (nothing if it rolls back).
 */
export async function announce(tx: Database, event: ProductEvent): Promise<void> {
  if (event.mail) await queueMail(tx, event.mail);
  const recipients = typeof event.to === 'string' ? [event.to] : await findAdminAccountIds(tx);
  await insertNotifications(
    tx,
    recipients.map((recipientId) => ({ recipientId, kind: event.kind, ...event.about })),
  );
  // NOTIFY carries at most 8,000 bytes: ids go in batches far below it.
  for (let start = 0; start < recipients.length; start += SIGNAL_BATCH) {
    await publishLiveSignal(tx, { kind: 'notifications', accountIds: recipients.slice(start, start + SIGNAL_BATCH) });
  }
}

const SIGNAL_BATCH = 100;

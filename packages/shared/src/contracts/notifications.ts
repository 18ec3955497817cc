import { z } from 'zod';
import { PageQuerySchema, pageOf } from './paging.ts';

/**
 * What a notification is about (issue 30): one kind per event. The same events queue the e-mails,
 * so the two cannot drift (docs/decisions/024). Creators get invitations, hires, "not selected",
 * review outcomes, ratings and changed terms; brands applications, declined invitations, work
 * waiting for review and ratings; both sides of an order the other's proposals to change its deal
 * and the answers to their own; admins new brands, contact messages and reviews to moderate.
 */
export const NOTIFICATION_KINDS = [
  'invitation-received',
  'hired',
  'not-selected',
  'changes-requested',
  'submission-approved',
  'submission-partly-approved',
  'rating-received',
  'terms-changed',
  'deal-proposed',
  'deal-accepted',
  'deal-declined',
  'deal-withdrawn',
  'application-received',
  'invitation-declined',
  'submission-waiting',
  'brand-registered',
  'contact-message',
  'review-to-moderate',
  'payment-received',
  'payment-released',
  'payment-refunded',
  'payouts-needed',
  'review-reminder',
  'dispute-opened',
  'dispute-resolved',
  'hire-offered',
  'hire-offer-accepted',
  'hire-offer-declined',
  'dispute-split-proposed',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One notification as it leaves the server: its words and the web path of the place it is about. */
export const NotificationViewSchema = z
  .object({
    _id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    line: z.string(),
    /** A path of the web app (always starting with `/`), the place the notification is about. */
    link: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Notification' });
export type NotificationView = z.infer<typeof NotificationViewSchema>;

export const NotificationListQuerySchema = PageQuerySchema;
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

/** GET /api/notifications: the caller's notifications newest first, and how many are unread. */
export const NotificationPageSchema = pageOf(NotificationViewSchema)
  .extend({ unread: z.number().int().nonnegative() })
  .meta({ id: 'NotificationPage' });
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const NotificationParamsSchema = z.object({ notificationId: z.uuid() });

/** The answer of marking one or all read: the unread count after it. */
export const NotificationUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationUnread = z.infer<typeof NotificationUnreadSchema>;

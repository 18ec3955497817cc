import { z } from 'zod';
import { DECISION_LABELS } from '../domain/campaigns.ts';
import { WorkCardSchema } from './work-cards.ts';

/** Spec §5 and DECISIONS: content is trimmed and at most this long. */
export const MESSAGE_LIMITS = {
  contentMaxLength: 5000,
  /** A thread page (GET … ?before= / ?after=) holds at most this many messages. */
  threadPageSize: 50,
  idempotencyKeyMaxLength: 100,
} as const;

/** Unread notices (DECISIONS): after 10 minutes unread, at most one per thread per hour. */
export const MESSAGE_NOTICE_RULES = { unreadMinutes: 10, minutesBetweenNotices: 60 } as const;

/** Texts shown by both sides (spec §2, §8). */
export const MESSAGE_MESSAGES = {
  sent: 'Message sent successfully!',
  sendFailed: 'Failed to send message',
  hiredOnly: 'Messages can be sent to Hired Influencers only',
  noMessages: 'No messages found',
  writePlaceholder: 'Write a message',
  emptyContent: 'Write a message or attach a file.',
  notFound: 'This conversation does not exist.',
} as const;

/** Decision buttons of the brand's screen (spec §2) and the label each stores (spec §3). */
export const DECISION_ACTIONS = [
  { button: 'Partially Approve', status: 'Partially Approved' },
  { button: 'Approve', status: 'Approved' },
  { button: 'Close', status: 'Closed' },
] as const;

const optionalContent = z
  .string()
  .trim()
  .max(MESSAGE_LIMITS.contentMaxLength, `Use at most ${MESSAGE_LIMITS.contentMaxLength} characters`)
  .optional()
  .default('');

/**
 * POST /api/messages/send (brand), multipart text fields of spec §7: `from` = the campaign,
 * `to` = the creator, optional `status` = a decision label on this message only (DECISIONS: it never
 * changes the entry or the work; reviews and closes do); repeated `attachments` files beside them.
 * A plain message needs text or a file; a labelled one may carry neither (the comment may be empty).
 */
export const BrandSendFieldsSchema = z
  .object({
    from: z.uuid('must be a campaign id'),
    to: z.uuid('must be a creator id'),
    content: optionalContent,
    status: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(DECISION_LABELS, { error: 'Choose Partially Approved, Approved or Closed' }).optional(),
    ),
  })
  .meta({ id: 'BrandSendFields' });
export type BrandSendFields = z.output<typeof BrandSendFieldsSchema>;

/** POST /api/messages/sendbrand (creator): `from` = the creator (must be the caller), `to` = the campaign. */
export const CreatorSendFieldsSchema = z
  .object({
    from: z.uuid('must be a creator id'),
    to: z.uuid('must be a campaign id'),
    content: optionalContent,
  })
  .meta({ id: 'CreatorSendFields' });
export type CreatorSendFields = z.output<typeof CreatorSendFieldsSchema>;

export const MESSAGE_SENDER_TYPES = ['brand', 'contentCreator'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

export const MessageAttachmentSchema = z
  .object({
    /** A short-lived signed address (attachments are private to the thread's two parties). */
    url: z.string(),
    /** A small image for the thread; null for videos. */
    thumbnailUrl: z.string().nullable(),
    kind: z.enum(['image', 'video']),
    contentType: z.string(),
    name: z.string(),
    byteSize: z.number().int(),
  })
  .meta({ id: 'MessageAttachment' });
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>;

/**
 * One message as both parties see it (spec §3 Message plus what the live thread needs). `from` and
 * `to` keep the spec's directions: the brand writes from the campaign to the creator, the creator
 * from itself to the campaign. `seq` numbers the thread's messages 1, 2, 3… in commit order: a
 * client renders by it and resumes after the last one it has.
 */
export const MessageViewSchema = z
  .object({
    id: z.uuid(),
    campaignId: z.uuid(),
    creatorId: z.uuid(),
    seq: z.number().int().positive(),
    from: z.uuid(),
    to: z.uuid(),
    senderType: z.enum(MESSAGE_SENDER_TYPES),
    senderName: z.string(),
    content: z.string(),
    attachments: z.array(MessageAttachmentSchema),
    /** ISO time the message was stored. */
    timestamp: z.string(),
    status: z.enum(DECISION_LABELS).nullable(),
    /** A submission, review or close of the work (issue 22) shown as a card; null for a plain message. */
    work: WorkCardSchema.nullable(),
    /** ISO time the other party read it; null while unread ('Sent' rather than 'Seen'). */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'MessageView' });
export type MessageView = z.infer<typeof MessageViewSchema>;

/** ?before=seq pages backwards (older); ?after=seq resumes forwards (what a reconnecting client missed). */
export const ThreadQuerySchema = z.object({
  before: z.coerce.number().int().positive().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
  limit: z.coerce.number().int().positive().max(MESSAGE_LIMITS.threadPageSize).optional(),
});
export type ThreadQuery = z.infer<typeof ThreadQuerySchema>;

export const BrandThreadParamsSchema = z.object({
  campaignId: z.uuid('must be a campaign id'),
  influencerId: z.uuid('must be a creator id'),
});
export const CreatorThreadParamsSchema = z.object({
  influencerId: z.uuid('must be a creator id'),
  campaignId: z.uuid('must be a campaign id'),
});

/** A thread page, oldest first. `hasOlder` says whether ?before=items[0].seq has more. */
export const ThreadPageSchema = z
  .object({
    items: z.array(MessageViewSchema),
    hasOlder: z.boolean(),
    /** The thread's newest seq (0 when empty): a client that has it is up to date. */
    lastSeq: z.number().int().nonnegative(),
    /** The creator's entry in the campaign: only a Hired entry may write. */
    entryStatus: z.string(),
    decision: z.enum(DECISION_LABELS).nullable(),
  })
  .meta({ id: 'ThreadPage' });
export type ThreadPage = z.infer<typeof ThreadPageSchema>;

export const SendMessageResponseSchema = z
  .object({ message: MessageViewSchema, data: z.string() })
  .meta({ id: 'SendMessageResponse' });
export type SendMessageResponse = z.infer<typeof SendMessageResponseSchema>;

/** POST /api/messages/read: marks the other party's messages of a thread read, up to `seq` (all when absent). */
export const MarkReadSchema = z
  .object({
    campaignId: z.uuid('must be a campaign id'),
    creatorId: z.uuid('must be a creator id'),
    upToSeq: z.number().int().positive().optional(),
  })
  .meta({ id: 'MarkRead' });
export type MarkRead = z.infer<typeof MarkReadSchema>;

/** GET /api/messages/unread: the caller's unread count per thread and in all (the dots). */
export const UnreadCountsSchema = z
  .object({
    total: z.number().int().nonnegative(),
    threads: z.array(z.object({ campaignId: z.uuid(), creatorId: z.uuid(), unread: z.number().int().positive() })),
  })
  .meta({ id: 'UnreadCounts' });
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

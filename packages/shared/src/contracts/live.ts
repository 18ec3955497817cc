import { z } from 'zod';
import { DECISION_LABELS } from '../domain/campaigns.ts';
import { MESSAGE_SENDER_TYPES, MessageViewSchema } from './messages.ts';

/** What changed in an order's work (the `work` live event); `payment`: its payment's state (issue 46). */
export const WORK_CHANGES = ['deliverables', 'submission', 'review', 'close', 'rating', 'showcase', 'payment'] as const;
export type WorkChange = (typeof WORK_CHANGES)[number];

/** Live stream timings: a heartbeat at least every 15 s (issue 9), so proxies and clients see a live line. */
export const LIVE_STREAM_RULES = { heartbeatMs: 15_000, reconnectMinMs: 500, reconnectMaxMs: 10_000 } as const;

const threadFields = { campaignId: z.uuid(), creatorId: z.uuid() };

/**
 * What the live stream (GET /api/live, Server-Sent Events) sends; the SSE `event:` line is `type`
 * and the `data:` line the whole event as JSON. A client ignores a type it does not know.
 */
export const LiveEventSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('ready'), connectionId: z.uuid() }).meta({
      id: 'LiveReadyEvent',
      description: 'The stream is open: refresh what you show (events may have been missed).',
    }),
    z
      .object({ type: z.literal('message'), message: MessageViewSchema })
      .meta({ id: 'LiveMessageEvent', description: "A new message in one of the caller's threads." }),
    z
      .object({
        type: z.literal('read'),
        ...threadFields,
        readerType: z.enum(MESSAGE_SENDER_TYPES),
        upToSeq: z.number().int().nonnegative(),
        /** ISO time of the read. */
        readAt: z.string(),
      })
      .meta({ id: 'LiveReadEvent', description: "A party read the thread up to `upToSeq` ('Seen')." }),
    z
      .object({
        type: z.literal('unread'),
        ...threadFields,
        unread: z.number().int().nonnegative(),
        total: z.number().int().nonnegative(),
      })
      .meta({
        id: 'LiveUnreadEvent',
        description: "The caller's unread count of one thread and in all changed (the dots).",
      }),
    z
      .object({ type: z.literal('decision'), ...threadFields, decision: z.enum(DECISION_LABELS) })
      .meta({ id: 'LiveDecisionEvent', description: "The entry's decision changed (the badge on lists)." }),
    z.object({ type: z.literal('work'), ...threadFields, change: z.enum(WORK_CHANGES) }).meta({
      id: 'LiveWorkEvent',
      description:
        "The order's work changed (deliverables, a submission, a review, the close, a rating, a portfolio consent or its payment's state): refetch it and its payment.",
    }),
    z.object({ type: z.literal('notifications'), unread: z.number().int().nonnegative() }).meta({
      id: 'LiveNotificationsEvent',
      description: "The caller's notifications changed (issue 30): the unread count now; refetch the list.",
    }),
  ])
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof LiveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/** Every event type, read from the schema: a client dispatches these and drops the rest. */
export const LIVE_EVENT_TYPES: readonly LiveEventType[] = LiveEventSchema.options.map(
  (option) => option.shape.type.value,
);

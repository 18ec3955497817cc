import { randomUUID } from 'node:crypto';
import type { DeliverablePlanItem } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { messages, orderDeliverables, orderReviews, orderSubmissions } from '../../db/schema/index.ts';

// The versions' notes are their thread messages' texts, as a real submission stores them.
const REEL_NOTE = 'Here is the reel, filmed in the barn after the rain.';
const STORIES_NOTE = 'Stories drafts are up as a close-friends story - the link sticker is on the last one.';
const STORIES_URL = 'https://www.instagram.com/stories/demo-saddle-care/';

type DemoOrder = { campaignId: string; creatorId: string };
type DemoDeliverableRow = { id: string; title: string };

/**
 * A hire's deliverables, copied from its campaign's plan as a hire does. A hire stamped 'Approved'
 * has them all approved at that time, as migration 0012 reads such a stamp.
 */
export async function insertDemoDeliverables(
  tx: Database,
  order: DemoOrder & { plan: readonly DeliverablePlanItem[]; approvedAt: Date | null },
): Promise<DemoDeliverableRow[]> {
  if (order.plan.length === 0) return [];
  return tx
    .insert(orderDeliverables)
    .values(
      order.plan.map((item, position) => ({
        campaignId: order.campaignId,
        creatorId: order.creatorId,
        position,
        title: item.title,
        quantity: item.quantity,
        dueAt: item.dueAt === null ? null : new Date(item.dueAt),
        status: order.approvedAt ? ('approved' as const) : ('not_started' as const),
        approvedAt: order.approvedAt,
      })),
    )
    .returning({ id: orderDeliverables.id, title: orderDeliverables.title });
}

/** How many thread messages the showcase adds after the demo thread. */
export const SHOWCASE_MESSAGE_COUNT = 3;

/**
 * The order the demo creator logs into shows a Work panel in motion: the first deliverable
 * submitted and approved (a version, a review), the second submitted and waiting for the brand.
 * Each step is a thread message with its work card, numbered after the thread's `firstSeq - 1`.
 */
export async function insertDemoWorkShowcase(
  tx: Database,
  showcase: DemoOrder & {
    brandId: string;
    deliverables: readonly DemoDeliverableRow[];
    firstSeq: number;
    at: (hours: number) => Date;
  },
): Promise<void> {
  const { campaignId, creatorId, brandId, deliverables, firstSeq, at } = showcase;
  const [approved, waiting] = deliverables;
  if (!approved || !waiting) throw new Error('The demo showcase needs two deliverables');
  const ids = { first: randomUUID(), second: randomUUID(), review: randomUUID() };
  const messageIds = { first: randomUUID(), review: randomUUID(), second: randomUUID() };
  const thread = { campaignId, creatorId };
  await tx.insert(messages).values([
    {
      ...thread,
      id: messageIds.first,
      seq: firstSeq,
      senderAccountId: creatorId,
      senderType: 'contentCreator',
      content: REEL_NOTE,
      work: {
        kind: 'submission',
        submissionId: ids.first,
        deliverableId: approved.id,
        deliverableTitle: approved.title,
        version: 1,
        postUrl: 'https://www.instagram.com/reel/demo-saddle-care/',
      },
      createdAt: at(30),
      readAt: at(31),
    },
    {
      ...thread,
      id: messageIds.review,
      seq: firstSeq + 1,
      senderAccountId: brandId,
      senderType: 'brand',
      content: 'Perfect - the balsam close-up is exactly what we hoped for.',
      work: {
        kind: 'review',
        outcomes: [{ submissionId: ids.first, deliverableTitle: approved.title, version: 1, outcome: 'approved' }],
      },
      createdAt: at(33),
      readAt: at(34),
    },
    // Unread by the brand: its dot, and a version in its Work panel waiting for a decision.
    {
      ...thread,
      id: messageIds.second,
      seq: firstSeq + 2,
      senderAccountId: creatorId,
      senderType: 'contentCreator',
      content: STORIES_NOTE,
      work: {
        kind: 'submission',
        submissionId: ids.second,
        deliverableId: waiting.id,
        deliverableTitle: waiting.title,
        version: 1,
        postUrl: STORIES_URL,
      },
      createdAt: at(36),
      readAt: null,
    },
  ]);
  await tx.insert(orderReviews).values({
    ...thread,
    id: ids.review,
    reviewerAccountId: brandId,
    comment: '',
    messageId: messageIds.review,
    createdAt: at(33),
  });
  await tx.insert(orderSubmissions).values([
    {
      ...thread,
      id: ids.first,
      deliverableId: approved.id,
      version: 1,
      note: REEL_NOTE,
      postUrl: 'https://www.instagram.com/reel/demo-saddle-care/',
      messageId: messageIds.first,
      status: 'approved',
      reviewId: ids.review,
      reviewedAt: at(33),
      createdAt: at(30),
    },
    {
      ...thread,
      id: ids.second,
      deliverableId: waiting.id,
      version: 1,
      note: STORIES_NOTE,
      postUrl: STORIES_URL,
      messageId: messageIds.second,
      createdAt: at(36),
    },
  ]);
  await setDeliverable(tx, approved.id, { status: 'approved', approvedAt: at(33) });
  await setDeliverable(tx, waiting.id, { status: 'submitted', approvedAt: null });
}

async function setDeliverable(
  tx: Database,
  id: string,
  change: { status: 'approved' | 'submitted'; approvedAt: Date | null },
): Promise<void> {
  await tx.update(orderDeliverables).set(change).where(eq(orderDeliverables.id, id));
}

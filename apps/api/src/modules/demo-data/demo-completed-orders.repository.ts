import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  campaignEntries,
  messages,
  orderDeliverables,
  orderRatings,
  orderReviews,
  orderSubmissions,
} from '../../db/schema/index.ts';
import { recomputeRateeTotals } from '../ratings/ratings.repository.ts';

type Rating = { stars: number; review: string };

/** What each completed demo order says: the post, the brand's word on it, and both ratings. */
export type DemoCompletion = {
  note: string;
  postUrl: string;
  reviewComment: string;
  /** The brand's rating of the creator, then the creator's of the brand. */
  brandRates: Rating;
  creatorRates: Rating;
};

/**
 * The completions handed out in turn: each creator and brand reads its own words, and the stars
 * differ so that Top rated has an order to show.
 */
export const DEMO_COMPLETIONS: DemoCompletion[] = [
  {
    note: 'All posted - the reel went up on Sunday morning, when the yard followers are online.',
    postUrl: 'https://www.instagram.com/p/demo-completed-1/',
    reviewComment: 'Exactly on brief, and the comments are full of questions about the product.',
    brandRates: { stars: 5, review: 'Delivered early, lovely light, and answered every comment for a week.' },
    creatorRates: { stars: 5, review: 'A clear brief, quick approvals and friendly people.' },
  },
  {
    note: 'Here is the finished piece; the captions credit your team as agreed.',
    postUrl: 'https://www.tiktok.com/@demo/video/completed-2',
    reviewComment: 'Good work. We would have liked the logo in the first seconds, but it reads well.',
    brandRates: { stars: 4, review: 'Reliable and easy to work with; one round of small changes.' },
    creatorRates: { stars: 4, review: 'Fair terms. Feedback took a few days, but it was useful.' },
  },
  {
    note: 'Posted and pinned to the top of my profile, as we discussed.',
    postUrl: 'https://www.youtube.com/watch?v=demo-completed-3',
    reviewComment: 'Thank you - our customers loved seeing the feed in a real yard.',
    brandRates: { stars: 5, review: 'Thoughtful, honest content; our best-performing video this season.' },
    creatorRates: { stars: 3, review: 'Nice product, but the delivery of the samples was late.' },
  },
  {
    note: 'Finished: the carousel is live, with the discount code in the caption.',
    postUrl: 'https://www.facebook.com/demo/posts/completed-4',
    reviewComment: 'Approved - the recipe photos are beautiful.',
    brandRates: { stars: 4, review: 'Beautiful photos; a day later than planned, told us in advance.' },
    creatorRates: { stars: 5, review: 'Generous brand, paid the day the work was approved.' },
  },
];

type Deliverable = { id: string; title: string };

/**
 * Takes a hire through the product's steps, row by row as the work routes write them: each
 * deliverable submitted (a version and its thread message), approved in one review, the work closed
 * as completed, then rated both ways, with the profiles' totals as a rating leaves them. `at(hours)`
 * is the time that many hours after the campaign started; answers the thread's last message number.
 */
export async function insertDemoCompletedOrder(
  tx: Database,
  order: {
    campaignId: string;
    creatorId: string;
    brandId: string;
    deliverables: readonly Deliverable[];
    firstSeq: number;
    startHour: number;
    at: (hours: number) => Date;
    completion: DemoCompletion;
  },
): Promise<number> {
  const { campaignId, creatorId, brandId, deliverables, completion, at } = order;
  const thread = { campaignId, creatorId };
  const hour = (offset: number) => at(order.startHour + offset);
  let seq = order.firstSeq;
  const submissions = deliverables.map((deliverable) => ({
    deliverable,
    id: randomUUID(),
    messageId: randomUUID(),
    seq: seq++,
  }));
  const review = { id: randomUUID(), messageId: randomUUID(), seq: seq++ };
  const close = { messageId: randomUUID(), seq: seq++ };
  await tx.insert(messages).values([
    ...submissions.map(({ deliverable, id, messageId, seq: number }, index) => ({
      ...thread,
      id: messageId,
      seq: number,
      senderAccountId: creatorId,
      senderType: 'contentCreator' as const,
      content: completion.note,
      work: {
        kind: 'submission' as const,
        submissionId: id,
        deliverableId: deliverable.id,
        deliverableTitle: deliverable.title,
        version: 1,
        postUrl: completion.postUrl,
      },
      createdAt: hour(index),
      readAt: hour(index + 1),
    })),
    {
      ...thread,
      id: review.messageId,
      seq: review.seq,
      senderAccountId: brandId,
      senderType: 'brand' as const,
      content: completion.reviewComment,
      work: {
        kind: 'review' as const,
        outcomes: submissions.map(({ id, deliverable }) => ({
          submissionId: id,
          deliverableTitle: deliverable.title,
          version: 1,
          outcome: 'approved' as const,
        })),
      },
      createdAt: hour(6),
      readAt: hour(7),
    },
    {
      ...thread,
      id: close.messageId,
      seq: close.seq,
      senderAccountId: brandId,
      senderType: 'brand' as const,
      content: '',
      decision: 'Closed' as const,
      work: { kind: 'close' as const, outcome: 'completed' as const, reason: '' },
      createdAt: hour(8),
      readAt: hour(9),
    },
  ]);
  await tx.insert(orderReviews).values({
    ...thread,
    id: review.id,
    reviewerAccountId: brandId,
    comment: completion.reviewComment,
    messageId: review.messageId,
    createdAt: hour(6),
  });
  await tx.insert(orderSubmissions).values(
    submissions.map(({ deliverable, id, messageId }, index) => ({
      ...thread,
      id,
      deliverableId: deliverable.id,
      version: 1,
      note: completion.note,
      postUrl: completion.postUrl,
      messageId,
      status: 'approved' as const,
      reviewId: review.id,
      reviewedAt: hour(6),
      createdAt: hour(index),
    })),
  );
  for (const { deliverable } of submissions) {
    await tx
      .update(orderDeliverables)
      .set({ status: 'approved', approvedAt: hour(6) })
      .where(eq(orderDeliverables.id, deliverable.id));
  }
  await tx
    .update(campaignEntries)
    .set({
      decision: 'Closed',
      decidedAt: hour(8),
      closedAt: hour(8),
      closeOutcome: 'completed',
      lastMessageSeq: close.seq,
      updatedAt: hour(8),
    })
    .where(and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId)));
  await insertDemoRatings(tx, { ...thread, brandId, completion, at: hour });
  return close.seq;
}

async function insertDemoRatings(
  tx: Database,
  rating: {
    campaignId: string;
    creatorId: string;
    brandId: string;
    completion: DemoCompletion;
    at: (h: number) => Date;
  },
): Promise<void> {
  const { campaignId, creatorId, brandId, completion, at } = rating;
  await tx.insert(orderRatings).values([
    {
      campaignId,
      creatorId,
      raterType: 'brand',
      raterAccountId: brandId,
      rateeAccountId: creatorId,
      ...completion.brandRates,
      // Both sides rated: published with the second rating (blind ratings).
      publishedAt: at(12),
      createdAt: at(10),
      updatedAt: at(10),
    },
    {
      campaignId,
      creatorId,
      raterType: 'contentCreator',
      raterAccountId: creatorId,
      rateeAccountId: brandId,
      ...completion.creatorRates,
      publishedAt: at(12),
      createdAt: at(12),
      updatedAt: at(12),
    },
  ]);
  // The totals the ratings service keeps, recomputed as a rating leaves them (docs/decisions/022).
  await recomputeRateeTotals(tx, 'brand', creatorId);
  await recomputeRateeTotals(tx, 'contentCreator', brandId);
}

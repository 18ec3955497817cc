import {
  areRatingsPublished,
  isDeliverableOverdue,
  isRatingEditable,
  orderState,
  ratingEditableUntil,
  ratingsPublishedFrom,
  threadWritableUntil,
  type DeliverableView,
  type OrderRating,
  type OrderWork,
  type RaterType,
  type SubmissionView,
} from '@equicreators/shared';
import type { MessageFileUrls } from '../messages/message-file-urls.ts';
import { presentAttachment } from '../messages/messages.presenter.ts';
import type { DeliverableRow, OrderClose, OrderIds, RatingRow, SubmissionRow } from './work.repository.ts';

/** Everything the Work panel is made of, as read for one caller. */
export type OrderWorkRecord = {
  order: OrderIds;
  close: OrderClose;
  deliverables: DeliverableRow[];
  submissions: SubmissionRow[];
  ratings: RatingRow[];
  /** The order's payment through the platform is not made yet. */
  awaitingPayment: boolean;
  /** Which side is looking: it decides which rating is 'mine'. */
  viewer: RaterType;
  now: Date;
};

/** GET …/work: the same panel for both parties; only the ratings read from the viewer's side. */
export function presentOrderWork(record: OrderWorkRecord, urls: MessageFileUrls): OrderWork {
  const { order, close, now } = record;
  const closed = close.closeOutcome !== null;
  const deliverables = record.deliverables.map((row) =>
    presentDeliverable(
      row,
      record.submissions.filter((submission) => submission.deliverableId === row.id),
      closed,
      now,
      urls,
    ),
  );
  const mine = record.ratings.find((rating) => rating.raterType === record.viewer) ?? null;
  const theirs = record.ratings.find((rating) => rating.raterType !== record.viewer) ?? null;
  // Blind ratings (issue 46): the other side's stays withheld until the caller rated too, or the
  // blind period after the close passed (the publication pass may not have run yet).
  const isTheirsShown =
    theirs !== null &&
    (theirs.publishedAt !== null ||
      areRatingsPublished({ hasBothRatings: mine !== null, closedAt: close.closedAt, now }));
  return {
    ...order,
    progress: {
      state: orderState(deliverables, close.closeOutcome),
      approved: deliverables.filter((item) => item.status === 'approved').length,
      total: deliverables.length,
      overdue: deliverables.filter((item) => item.overdue).length,
      awaitingReview: record.submissions.filter((submission) => submission.status === 'pending').length,
    },
    deliverables,
    deliverablesEditable: !closed && record.submissions.length === 0,
    closedAt: close.closedAt?.toISOString() ?? null,
    closeOutcome: close.closeOutcome,
    closeReason: close.closeReason,
    threadWritableUntil: threadWritableUntil(close.closedAt)?.toISOString() ?? null,
    awaitingPayment: record.awaitingPayment,
    ratings: {
      mine: mine ? presentRating(mine, { own: true }) : null,
      theirs: theirs && isTheirsShown ? presentRating(theirs, { own: false }) : null,
      theirsSealedUntil:
        theirs && !isTheirsShown && close.closedAt ? ratingsPublishedFrom(close.closedAt).toISOString() : null,
      canRate: close.closeOutcome === 'completed' && (mine === null || isRatingEditable(mine.createdAt, now)),
    },
  };
}

function presentDeliverable(
  row: DeliverableRow,
  submissions: SubmissionRow[],
  closed: boolean,
  now: Date,
  urls: MessageFileUrls,
): DeliverableView {
  return {
    id: row.id,
    position: row.position,
    title: row.title,
    quantity: row.quantity,
    dueAt: row.dueAt?.toISOString() ?? null,
    status: row.status,
    revisionRound: row.revisionRound,
    overdue: isDeliverableOverdue(row, closed, now),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    submissions: submissions.map((submission) => presentSubmission(submission, urls)),
  };
}

function presentSubmission(row: SubmissionRow, urls: MessageFileUrls): SubmissionView {
  return {
    id: row.id,
    deliverableId: row.deliverableId,
    version: row.version,
    note: row.note,
    postUrl: row.postUrl,
    attachments: row.attachments.map((attachment) => presentAttachment(attachment, urls)),
    status: row.status,
    reviewComment: row.reviewComment,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    messageSeq: row.messageSeq,
    showcaseConsent: { creator: row.creatorShowcaseConsent, brand: row.brandShowcaseConsent },
  };
}

/** A hidden review's text reaches its author only; the other party sees the stars without it. */
function presentRating(row: RatingRow, { own }: { own: boolean }): OrderRating {
  const hidden = row.hiddenAt !== null;
  return {
    id: row.id,
    raterType: row.raterType,
    stars: row.stars,
    review: hidden && !own ? '' : row.review,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: ratingEditableUntil(row.createdAt).toISOString(),
    hidden,
  };
}

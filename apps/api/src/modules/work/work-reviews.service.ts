import {
  AppError,
  WORK_MESSAGES,
  type DecisionLabel,
  type NotificationKind,
  type ReviewRequest,
  type WorkCard,
  type WorkChangeResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { announce } from '../notifications/notification-events.ts';
import { sendWithoutFiles } from '../messages/message-sending.ts';
import type { DeliverableRow, OrderIds } from './work.repository.ts';
import { brandOrder, buildOrderWork, workClosed } from './work.service.ts';
import {
  decideSubmission,
  insertReview,
  latestVersion,
  linkReviewMessage,
  lockDeliverables,
  lockOrderEntry,
  lockSubmissions,
  setDeliverableState,
  type LockedSubmission,
} from './work-writes.repository.ts';

type ReviewCard = Extract<WorkCard, { kind: 'review' }>;
type Decided = { submission: LockedSubmission; outcome: ReviewRequest['decisions'][number]['outcome'] };

/**
 * POST …/reviews: the brand decides the submissions it saw, named by id. In the review message's
 * transaction the order's deliverables and the named submissions are locked; each must still be
 * pending and its deliverable's latest version, else the whole review is refused (409) and nothing
 * changes, so a version sent meanwhile is never decided unseen (docs/decisions/022).
 */
export async function reviewSubmissions(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: ReviewRequest,
): Promise<WorkChangeResponse> {
  const access = await brandOrder(context, principal, order);
  if (access.entry.closeOutcome) throw workClosed();
  const message = await sendWithoutFiles(context, principal, {
    thread: order,
    senderType: 'brand',
    recipientAccountId: order.creatorId,
    content: body.comment,
    decision: null,
    work: async (tx, now) => {
      const entry = await lockOrderEntry(tx, order);
      if (entry?.closeOutcome) throw workClosed();
      const deliverables = await lockDeliverables(tx, order);
      const decided = await checkedSubmissions(tx, order, body, deliverables);
      const reviewId = await insertReview(tx, {
        ...order,
        reviewerAccountId: principal.accountId,
        comment: body.comment,
        createdAt: now,
      });
      const outcomes: ReviewCard['outcomes'] = [];
      for (const deliverable of deliverables) {
        const item = decided.get(deliverable.id);
        if (!item) continue;
        const { submission, outcome } = item;
        // The brand's consent covers the versions it approves that the creator asked to show (decision 030).
        const brandShowcaseConsent =
          outcome === 'approved' && body.showcaseConsent && submission.creatorShowcaseConsent;
        await decideSubmission(tx, submission.id, {
          status: outcome,
          reviewId,
          reviewedAt: now,
          ...(brandShowcaseConsent ? { brandShowcaseConsent } : {}),
        });
        await setDeliverableState(
          tx,
          deliverable.id,
          outcome === 'approved'
            ? { status: 'approved', approvedAt: now, updatedAt: now }
            : { status: 'changes_requested', revisionRound: deliverable.revisionRound + 1, updatedAt: now },
        );
        deliverable.status = outcome;
        outcomes.push({
          submissionId: submission.id,
          deliverableTitle: deliverable.title,
          version: submission.version,
          outcome,
        });
      }
      const decision = decisionLabelOf(deliverables, outcomes);
      return {
        card: { kind: 'review', outcomes },
        decision,
        afterMessage: async (messageId) => {
          await linkReviewMessage(tx, reviewId, messageId);
          await publishLiveSignal(tx, { kind: 'work', ...order, change: 'review' });
          await announce(tx, {
            kind: reviewNotificationKind(outcomes, decision),
            to: order.creatorId,
            about: { ...order, brandId: principal.accountId },
          });
        },
      };
    },
  });
  context.changes.raise('campaigns');
  return { work: await buildOrderWork(context, order, 'brand'), messageSeq: message.seq };
}

/** The named submissions by deliverable, when every one is the order's, pending and the latest version. */
async function checkedSubmissions(
  tx: Database,
  order: OrderIds,
  body: ReviewRequest,
  deliverables: DeliverableRow[],
): Promise<Map<string, Decided>> {
  const ids = body.decisions.map((item) => item.submissionId);
  const submissions = await lockSubmissions(tx, order, ids);
  if (submissions.length !== ids.length) throw staleReview();
  const decided = new Map<string, Decided>();
  for (const { submissionId, outcome } of body.decisions) {
    const submission = submissions.find((row) => row.id === submissionId);
    const deliverable = deliverables.find((row) => row.id === submission?.deliverableId);
    if (!submission || !deliverable || submission.status !== 'pending') throw staleReview();
    if (decided.has(deliverable.id) || (await latestVersion(tx, deliverable.id)) !== submission.version) {
      throw staleReview();
    }
    decided.set(deliverable.id, { submission, outcome });
  }
  return decided;
}

/**
 * The badge the review stamps (the labels keep their meaning): 'Approved' once every deliverable is
 * approved, 'Partially Approved' when it approves some and asks changes on others, else none.
 */
function decisionLabelOf(deliverables: DeliverableRow[], outcomes: ReviewCard['outcomes']): DecisionLabel | null {
  if (deliverables.length > 0 && deliverables.every((row) => row.status === 'approved')) return 'Approved';
  const approves = outcomes.some((item) => item.outcome === 'approved');
  const asksChanges = outcomes.some((item) => item.outcome === 'changes_requested');
  return approves && asksChanges ? 'Partially Approved' : null;
}

/** What the creator is told of a review: changes asked come first, since they need the creator. */
function reviewNotificationKind(outcomes: ReviewCard['outcomes'], decision: DecisionLabel | null): NotificationKind {
  if (outcomes.some((item) => item.outcome === 'changes_requested')) return 'changes-requested';
  return decision === 'Approved' ? 'submission-approved' : 'submission-partly-approved';
}

function staleReview(): AppError {
  return new AppError('CONFLICT', WORK_MESSAGES.staleReview);
}

import type { OrderWork, ReviewOutcome } from '@equicreators/shared';

/** A submission waiting for the brand's review, as the decision dialogs list it. */
export type PendingSubmission = { submissionId: string; deliverableId: string; title: string; version: number };

export type ReviewDecision = { submissionId: string; outcome: ReviewOutcome };

/** The submissions waiting for review, in the deliverables' order: what a decision may name. */
export function pendingSubmissions(work: Pick<OrderWork, 'deliverables'>): PendingSubmission[] {
  return work.deliverables.flatMap((deliverable) =>
    deliverable.submissions
      .filter((submission) => submission.status === 'pending')
      .map((submission) => ({
        submissionId: submission.id,
        deliverableId: deliverable.id,
        title: deliverable.title,
        version: submission.version,
      })),
  );
}

/**
 * What the brand is deciding (issue 30): one version from its own card ('Approve' or 'Request
 * changes'), or several at once ('Partially Approve').
 */
export type ReviewRequest = { kind: 'version'; item: PendingSubmission; outcome: ReviewOutcome } | { kind: 'partial' };

/**
 * The decisions a request sends, naming submissions by id so a version sent meanwhile is never
 * decided unseen: one version alone, or every pending one for a partial approval.
 */
export function reviewDecisions(
  request: ReviewRequest,
  pending: readonly PendingSubmission[],
  approvedDeliverableIds: ReadonlySet<string>,
): ReviewDecision[] {
  if (request.kind === 'version') return [{ submissionId: request.item.submissionId, outcome: request.outcome }];
  return partialDecisions(pending, approvedDeliverableIds);
}

/** 'Partially Approve': the ticked deliverables approved, changes requested on every other pending one. */
export function partialDecisions(
  pending: readonly PendingSubmission[],
  approvedDeliverableIds: ReadonlySet<string>,
): ReviewDecision[] {
  return pending.map((item) => ({
    submissionId: item.submissionId,
    outcome: approvedDeliverableIds.has(item.deliverableId) ? 'approved' : 'changes_requested',
  }));
}

/** A comment is required whenever a decision requests changes (the server says so too). */
export function needsComment(decisions: readonly ReviewDecision[]): boolean {
  return decisions.some((item) => item.outcome === 'changes_requested');
}

import { isShownInPortfolio, type OrderWork, type ReviewOutcome, type SubmissionView } from '@equicreators/shared';

/** A submission waiting for the brand's review, as the decision dialogs list it. */
export type PendingSubmission = {
  submissionId: string;
  deliverableId: string;
  title: string;
  version: number;
  /** The creator asked to show it in their portfolio (the brand's box then shows when approving it). */
  showcaseAsked: boolean;
};

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
        showcaseAsked: submission.showcaseConsent.creator,
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

/** Whether a review asks the brand about the portfolio: it approves a version the creator asked to show. */
export function asksShowcase(decisions: readonly ReviewDecision[], pending: readonly PendingSubmission[]): boolean {
  return decisions.some(
    (decision) =>
      decision.outcome === 'approved' &&
      pending.some((item) => item.submissionId === decision.submissionId && item.showcaseAsked),
  );
}

/** Where an approved version stands in the creator's portfolio, read by one party, and what it may change. */
export type ShowcaseStanding = {
  shown: boolean;
  text: string;
  /** The caller's own consent after pressing the button, and the button's words. */
  next: boolean;
  action: string;
};

/**
 * Portfolio consent (issue 33): shown only when both agree; each party sees the state and may give
 * or withdraw its own consent. The consent is a yes or no per side, so a brand that has not agreed
 * yet and one that withdrew read alike ('has not agreed').
 */
export function showcaseStanding(
  submission: Pick<SubmissionView, 'status' | 'showcaseConsent'>,
  viewer: 'brand' | 'contentCreator',
): ShowcaseStanding {
  const { creator, brand } = submission.showcaseConsent;
  const shown = isShownInPortfolio(submission.status, submission.showcaseConsent);
  if (viewer === 'contentCreator') {
    const next = !creator;
    const action = creator ? 'Remove from my portfolio' : 'Show in my portfolio';
    if (shown) return { shown, text: 'Shown in portfolio', next, action };
    if (creator) return { shown, text: 'Not shown: the brand has not agreed', next, action };
    return {
      shown,
      text: brand ? 'Not shown: the brand agreed, you have not' : 'Not shown in portfolio',
      next,
      action,
    };
  }
  const next = !brand;
  const action = brand ? 'Withdraw portfolio consent' : 'Allow in portfolio';
  if (shown) return { shown, text: 'Shown in portfolio', next, action };
  if (brand) return { shown, text: 'Not shown: the creator has not agreed', next, action };
  return {
    shown,
    text: creator ? 'Not shown: the creator asks to show it in their portfolio' : 'Not shown in portfolio',
    next,
    action,
  };
}

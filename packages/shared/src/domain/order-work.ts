import { firstNamedDaysIn } from './free-text-dates.ts';

/**
 * The work between a hire and done (issue 22, docs/decisions/022): an order is one campaign and one
 * hired creator; it carries deliverables, each with its versions (submissions) and the brand's
 * reviews of them, until the brand closes it. These are the pure rules both sides read.
 */

/** Limits of the work's texts and lists; the form and the server share them. */
export const WORK_LIMITS = {
  maxDeliverables: 10,
  deliverableTitle: 120,
  maxQuantity: 100,
  note: 2000,
  postUrl: 500,
  comment: 2000,
  closeReason: 1000,
  ratingReview: 1000,
  hideReason: 500,
} as const;

/** Timings of the work (issue 22). */
export const WORK_RULES = {
  /** After a close the thread stays writable this long, then read-only. */
  threadWritableDaysAfterClose: 14,
  /** A rating can be edited this long after it was first given. */
  ratingEditableDays: 14,
  /**
   * Ratings are blind: neither side sees the other's rating (nor does it count in an average)
   * until both have rated, or this long after the close.
   */
  ratingsBlindDaysAfterClose: 14,
  /** The creator is reminded this long before a due date… */
  dueSoonHours: 48,
  /** …and the brand when a submission has waited this long for a review. */
  reviewWaitDays: 3,
  /** A deliverable's reminder of one kind goes at most once in this long, however often its date moves. */
  reminderMinIntervalHours: 24,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A deliverable's stored status: nothing submitted yet; a version waits for review; the brand asked
 * for changes (the creator submits again); approved (final: no more versions).
 */
export const DELIVERABLE_STATUSES = ['not_started', 'submitted', 'changes_requested', 'approved'] as const;
export type DeliverableStatus = (typeof DELIVERABLE_STATUSES)[number];

/** A submission's outcome: waiting for review, approved, or changes requested. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'changes_requested'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a review does to one submission. */
export const REVIEW_OUTCOMES = ['approved', 'changes_requested'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** How the brand ends the work. */
export const CLOSE_OUTCOMES = ['completed', 'cancelled'] as const;
export type CloseOutcome = (typeof CLOSE_OUTCOMES)[number];

/** The order's state, derived from its deliverables and its close (never stored on its own). */
export const ORDER_STATES = ['in_progress', 'ready_to_close', 'completed', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATES)[number];
export const ORDER_STATE_LABELS: Record<OrderState, string> = {
  in_progress: 'In progress',
  ready_to_close: 'Ready to close',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Who rates whom: the brand rates the creator, the creator rates the brand. */
export const RATER_TYPES = ['brand', 'contentCreator'] as const;
export type RaterType = (typeof RATER_TYPES)[number];

/** The label of a deliverable's status, with the round of changes ('Changes requested (round 2)'). */
export function deliverableStatusLabel(status: DeliverableStatus, revisionRound: number): string {
  switch (status) {
    case 'not_started':
      return 'Not started';
    case 'submitted':
      return 'Submitted';
    case 'changes_requested':
      return `Changes requested (round ${Math.max(1, revisionRound)})`;
    case 'approved':
      return 'Approved';
  }
}

type DueState = { status: DeliverableStatus; dueAt: Date | string | null };

/** Overdue: a due date has passed and the deliverable is not approved, while the order is open. */
export function isDeliverableOverdue(deliverable: DueState, closed: boolean, now: Date): boolean {
  if (closed || deliverable.status === 'approved' || deliverable.dueAt === null) return false;
  return new Date(deliverable.dueAt).getTime() < now.getTime();
}

// The offset an ISO instant was written with: 'Z', '+01:00', '-0530', '+14'.
const ISO_OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2})?)$/i;

/**
 * Whether a due date names a day before today (issue 28). "Today" is read in the zone the instant
 * was written in (the web sends the end of the chosen day with the brand's offset), so a brand's
 * today is never refused wherever it is, and its yesterday always is; an instant in UTC is read in UTC.
 */
export function isDueDayPast(dueAt: string, now: Date): boolean {
  const match = ISO_OFFSET.exec(dueAt.trim());
  const sign = match?.[1] === '-' ? -1 : 1;
  const offsetMs = match?.[1] ? sign * (Number(match[2]) * 60 + Number(match[3] ?? 0)) * 60_000 : 0;
  const dayOf = (instant: number) => Math.floor((instant + offsetMs) / DAY_MS);
  return dayOf(new Date(dueAt).getTime()) < dayOf(now.getTime());
}

/**
 * The positions in a deliverables list (a hire's, a campaign's plan) whose due date names a day
 * before today (isDueDayPast). A date kept as it was (`isKept`) is left out: a deliverable whose day
 * has passed may keep it through an edit of anything else; moving it, or giving it to a new one, is not.
 */
export function pastDuePositions<T extends { dueAt: string | null }>(
  items: readonly T[],
  now: Date,
  isKept: (item: T) => boolean,
): number[] {
  return items.flatMap((item, index) =>
    item.dueAt !== null && isDueDayPast(item.dueAt, now) && !isKept(item) ? [index] : [],
  );
}

/** Whether the creator may submit a version of a deliverable in this status (and the order is open). */
export function canSubmitDeliverable(status: DeliverableStatus, closed: boolean): boolean {
  return !closed && (status === 'not_started' || status === 'changes_requested');
}

/**
 * The order's state: closed orders keep how they were closed; an open one is ready to close when it
 * has deliverables and every one is approved.
 */
export function orderState(
  deliverables: readonly { status: DeliverableStatus }[],
  closeOutcome: CloseOutcome | null,
): OrderState {
  if (closeOutcome) return closeOutcome;
  const allApproved = deliverables.length > 0 && deliverables.every((item) => item.status === 'approved');
  return allApproved ? 'ready_to_close' : 'in_progress';
}

/** Progress as lists show it: '2 of 3 approved'. */
export function progressLabel(approved: number, total: number): string {
  return total === 0 ? 'No deliverables' : `${approved} of ${total} approved`;
}

/** The thread of a closed order takes messages for 14 days after the close, then only reads. */
/**
 * Portfolio consent (issue 33, docs/decisions/030): a version is shown in the creator's media kit
 * only when it is approved and both parties agreed to show it; either may withdraw at any time.
 */
export type ShowcaseConsent = { creator: boolean; brand: boolean };

export function isShownInPortfolio(status: SubmissionStatus, consent: ShowcaseConsent): boolean {
  return status === 'approved' && consent.creator && consent.brand;
}

export function threadWritableUntil(closedAt: Date | string | null): Date | null {
  if (closedAt === null) return null;
  return new Date(new Date(closedAt).getTime() + WORK_RULES.threadWritableDaysAfterClose * DAY_MS);
}

export function isThreadWritable(closedAt: Date | string | null, now: Date): boolean {
  const until = threadWritableUntil(closedAt);
  return until === null || until.getTime() > now.getTime();
}

/** A rating may be edited for 14 days after it was first given. */
export function ratingEditableUntil(createdAt: Date | string): Date {
  return new Date(new Date(createdAt).getTime() + WORK_RULES.ratingEditableDays * DAY_MS);
}

export function isRatingEditable(createdAt: Date | string, now: Date): boolean {
  return ratingEditableUntil(createdAt).getTime() > now.getTime();
}

/** When an order's ratings are published even if only one side rated: 14 days after its close. */
export function ratingsPublishedFrom(closedAt: Date | string): Date {
  return new Date(new Date(closedAt).getTime() + WORK_RULES.ratingsBlindDaysAfterClose * DAY_MS);
}

/**
 * Whether an order's ratings are public to the parties and count in averages (blind ratings):
 * once both sides have rated, or once the blind period after the close has passed.
 */
export function areRatingsPublished(facts: { hasBothRatings: boolean; closedAt: Date | string | null; now: Date }) {
  if (facts.hasBothRatings) return true;
  return facts.closedAt !== null && ratingsPublishedFrom(facts.closedAt).getTime() <= facts.now.getTime();
}

/** The average of `count` ratings summing to `sum`, to one decimal; null when there are none. */
export function ratingAverage(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum / count) * 10) / 10;
}

/** One deliverable of a campaign's plan: what each hire starts with. */
export type DeliverablePlanItem = { title: string; quantity: number | null; dueAt: string | null };

/** A leading bullet or number of a line ('- ', '• ', '2) ', '3. '). */
export const LEADING_BULLET = /^\s*(?:[-*•]|\d{1,2}[.)])\s*/;

/**
 * The plan a campaign starts with when the brand gives none: one deliverable per line of the
 * free-text deliverables (bullets removed, at most ten, titles cut to their limit), each due on the
 * free-text deadline when it reads as a date with a year (the end of that day, UTC; a month without
 * a day, its last day), else undated.
 */
export function defaultDeliverablePlan(deliverablesText: string, deadlinesText: string): DeliverablePlanItem[] {
  const dueAt = dueDateFromText(deadlinesText);
  return deliverablesText
    .split(/\r?\n/)
    .map((line) => line.replace(LEADING_BULLET, '').trim())
    .filter((line) => line !== '')
    .slice(0, WORK_LIMITS.maxDeliverables)
    .map((line) => ({ title: line.slice(0, WORK_LIMITS.deliverableTitle).trim(), quantity: null, dueAt }));
}

/**
 * The end (UTC) of the day a free text names, when it names one with a year; else null. A month
 * without a day ('Dec 2099', '2027-02') is due on its last day (docs/decisions/022): the brand
 * gave the whole month, so nothing is due, or overdue, before it ends.
 */
export function dueDateFromText(text: string): string | null {
  const named = firstNamedDaysIn(text);
  return named ? `${named.last}T23:59:59.000Z` : null;
}

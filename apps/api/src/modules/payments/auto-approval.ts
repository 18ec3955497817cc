import { AUTO_APPROVE_DAYS, AUTO_APPROVE_REMINDER_DAYS } from '@equicreators/shared';
import type { WorkOfOrder } from './auto-approval.repository.ts';

export const DAY_MS = 24 * 60 * 60_000;

/**
 * Since when a silent brand has kept the creator waiting (docs/decisions/029): every deliverable
 * approved or with its latest version waiting for review, one at least waiting; the wait runs from
 * the last of those versions, or the brand's last review if later. Null: nothing to wait for.
 */
export function reviewWaitSinceOf(work: WorkOfOrder): Date | null {
  if (work.deliverables.length === 0) return null;
  let since = 0;
  let waiting = 0;
  for (const deliverable of work.deliverables) {
    if (deliverable.status === 'approved') continue;
    const versions = work.submissions.filter((row) => row.deliverableId === deliverable.id);
    const latest = versions.reduce<WorkOfOrder['submissions'][number] | null>(
      (best, row) => (best && best.version > row.version ? best : row),
      null,
    );
    if (latest?.status !== 'pending') return null;
    waiting += 1;
    since = Math.max(since, latest.createdAt.getTime());
  }
  if (waiting === 0) return null;
  for (const row of work.submissions) if (row.reviewedAt) since = Math.max(since, row.reviewedAt.getTime());
  return new Date(since);
}

/** When the waiting versions count as approved, for a paid order (payment held); null otherwise. */
export function autoApproveAtOf(payment: { status: string }, work: WorkOfOrder): Date | null {
  if (payment.status !== 'held') return null;
  const since = reviewWaitSinceOf(work);
  return since ? new Date(since.getTime() + AUTO_APPROVE_DAYS * DAY_MS) : null;
}

/** How many of the brand's reminders are due after waiting since `since` (days 3 and 6). */
export function remindersDueAt(since: Date, now: Date): number {
  const days = (now.getTime() - since.getTime()) / DAY_MS;
  return AUTO_APPROVE_REMINDER_DAYS.filter((day) => days >= day).length;
}

export const AUTO_APPROVED_REASON = `Approved automatically: ${String(AUTO_APPROVE_DAYS)} days without review`;

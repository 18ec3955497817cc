import {
  ACCOUNT_QUOTAS,
  AppError,
  pastDuePositions,
  WORK_MESSAGES,
  type FieldIssue,
  type ReplaceDeliverables,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { DeliverableRow, OrderIds } from './work.repository.ts';
import type { DeliverableWrite } from './work-writes.repository.ts';

/**
 * The guards on the brand's edits of an order's deliverables (issue 28): a quota, no due date
 * before today, and an edit that changes nothing is no change. replaceDeliverables
 * (work.service.ts) applies them.
 */

/**
 * Counts one edit against the order's quota and the brand's (ACCOUNT_QUOTAS), before anything is
 * read: each edit tells both parties live and flushes the brand's cached campaign pages, and moves
 * reminders. A refusal answers 429 with Retry-After.
 */
export async function chargeDeliverableEdit(context: AppContext, brandId: string, order: OrderIds): Promise<void> {
  await context.limits.consumeQuotas([
    { rule: ACCOUNT_QUOTAS.deliverableEditsPerOrder, key: `${order.campaignId}:${order.creatorId}` },
    { rule: ACCOUNT_QUOTAS.deliverableEditsPerBrand, key: brandId },
  ]);
}

/**
 * A due date may not name a day before today (shared pastDuePositions, in the zone it was sent with).
 * A kept deliverable whose date has already passed may keep it as it is: an edit of its title, or
 * of another deliverable, is not refused for it; moving it, or giving it to a new one, is.
 */
export function checkDueDates(
  deliverables: ReplaceDeliverables['deliverables'],
  current: readonly DeliverableRow[],
  now: Date,
): void {
  const stored = new Map(current.map((row) => [row.id, row.dueAt?.getTime() ?? null]));
  const issues: FieldIssue[] = pastDuePositions(
    deliverables,
    now,
    (item) => item.id !== undefined && item.dueAt !== null && stored.get(item.id) === new Date(item.dueAt).getTime(),
  ).map((index) => ({ field: `deliverables.${String(index)}.dueAt`, message: WORK_MESSAGES.dueDateInPast }));
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
      fields: issues,
    });
  }
}

/**
 * Whether the new list is the current one: the same deliverables, at the same positions, with the
 * same title, quantity and due instant. Such an edit writes nothing and raises no signal.
 */
export function isSameList(
  current: readonly DeliverableRow[],
  items: readonly (DeliverableWrite & { id?: string | undefined })[],
): boolean {
  return (
    current.length === items.length &&
    items.every((item, position) => {
      const row = current[position];
      return (
        row !== undefined &&
        item.id === row.id &&
        item.position === row.position &&
        item.title === row.title &&
        item.quantity === row.quantity &&
        (item.dueAt?.getTime() ?? null) === (row.dueAt?.getTime() ?? null)
      );
    })
  );
}

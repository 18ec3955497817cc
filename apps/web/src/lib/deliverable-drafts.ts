import { WORK_LIMITS, type DeliverableInput, type FieldIssue } from '@equicreators/shared';
import { dayInZone, endOfDayIso } from './due-date';

/**
 * One row of a deliverables editor (the campaign's plan, a hire's list) as the form holds it: text
 * for the inputs, the day for the date input, and the id of a hire's deliverable that is kept.
 */
export type DeliverableDraft = { key: string; id?: string; title: string; quantity: string; dueDay: string };

type StoredDeliverable = { id?: string; title: string; quantity: number | null; dueAt: string | null };

let nextKey = 0;
/** A key for a new row (React lists need one that survives reordering and removal). */
export function newDraftKey(): string {
  nextKey += 1;
  return `draft-${nextKey}`;
}

export function emptyDraft(): DeliverableDraft {
  return { key: newDraftKey(), title: '', quantity: '', dueDay: '' };
}

/** The rows for stored deliverables, their due instants shown as days in the reader's zone. */
export function draftsFrom(
  items: readonly StoredDeliverable[],
  timeZone: string,
  keyPrefix?: string,
): DeliverableDraft[] {
  return items.map((item, index) => ({
    key: keyPrefix ? `${keyPrefix}-${index}` : newDraftKey(),
    ...(item.id ? { id: item.id } : {}),
    title: item.title,
    quantity: item.quantity === null ? '' : String(item.quantity),
    dueDay: dayInZone(item.dueAt, timeZone),
  }));
}

/** What the API takes: quantities as numbers (blank → none), due days as the end of that day in the zone. */
export function inputsFrom(
  drafts: readonly DeliverableDraft[],
  timeZone: string,
): (DeliverableInput & { id?: string })[] {
  return drafts.map((draft) => {
    const quantity = draft.quantity.trim();
    return {
      ...(draft.id ? { id: draft.id } : {}),
      title: draft.title.trim(),
      // A number input gives '' for what is not a number; the server checks the range.
      quantity: quantity === '' ? null : Number(quantity),
      dueAt: endOfDayIso(draft.dueDay, timeZone),
    };
  });
}

/** Whether another row may be added. */
export function canAddDraft(drafts: readonly DeliverableDraft[]): boolean {
  return drafts.length < WORK_LIMITS.maxDeliverables;
}

/**
 * Field issues of a deliverables list by row: the server names them `<list>.<index>.<field>`
 * ('deliverables.1.title', 'deliverablePlan.0.dueAt'); an issue about the list itself goes to ''.
 */
export function rowIssues(issues: readonly FieldIssue[], listField: string): Record<string, string> {
  const byRow: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.field === listField) byRow[''] ??= issue.message;
    else if (issue.field.startsWith(`${listField}.`)) byRow[issue.field.slice(listField.length + 1)] ??= issue.message;
  }
  return byRow;
}

import { WORK_LIMITS } from '@equicreators/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { canAddDraft, emptyDraft, type DeliverableDraft } from '@/lib/deliverable-drafts';

export type DeliverablesFieldsProps = {
  /** Names the list for screen readers ('Deliverables plan'). */
  label: string;
  drafts: readonly DeliverableDraft[];
  onChange: (drafts: DeliverableDraft[]) => void;
  /** Messages by '<index>.<field>' ('0.title'), '' for the list itself (see rowIssues). */
  errors?: Record<string, string>;
  disabled?: boolean;
};

/**
 * The rows of a deliverables list (issue 22): title, optional quantity and due day, one row per
 * deliverable, added and removed in place. Used by the campaign form (its plan) and by a hire's
 * Work panel (its list before the first submission).
 */
export function DeliverablesFields({ label, drafts, onChange, errors = {}, disabled }: DeliverablesFieldsProps) {
  const baseId = useId();
  const update = (index: number, change: Partial<DeliverableDraft>) =>
    onChange(drafts.map((draft, position) => (position === index ? { ...draft, ...change } : draft)));

  return (
    <fieldset className="flex flex-col gap-3" aria-label={label} disabled={disabled}>
      {drafts.length === 0 && <p className="text-sm text-ink-muted">No deliverables yet.</p>}
      <ol className="flex flex-col gap-3">
        {drafts.map((draft, index) => {
          const rowId = `${baseId}-${index}`;
          const titleError = errors[`${index}.title`];
          const quantityError = errors[`${index}.quantity`];
          const dueError = errors[`${index}.dueAt`];
          return (
            <li
              key={draft.key}
              className="grid gap-2 rounded-lg border border-line bg-white p-3 sm:grid-cols-[minmax(0,1fr)_6rem_10rem_auto] sm:items-start"
            >
              <div className="flex flex-col gap-1">
                <label htmlFor={`${rowId}-title`} className="text-xs font-semibold text-ink">
                  Deliverable {index + 1}
                </label>
                <Input
                  id={`${rowId}-title`}
                  value={draft.title}
                  maxLength={WORK_LIMITS.deliverableTitle}
                  placeholder="Instagram reel"
                  aria-invalid={Boolean(titleError)}
                  onChange={(event) => update(index, { title: event.target.value })}
                />
                {titleError && <p className="text-xs text-red-700">{titleError}</p>}
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${rowId}-quantity`} className="text-xs font-semibold text-ink">
                  Quantity
                </label>
                <Input
                  id={`${rowId}-quantity`}
                  type="number"
                  min={1}
                  max={WORK_LIMITS.maxQuantity}
                  inputMode="numeric"
                  value={draft.quantity}
                  aria-invalid={Boolean(quantityError)}
                  onChange={(event) => update(index, { quantity: event.target.value })}
                />
                {quantityError && <p className="text-xs text-red-700">{quantityError}</p>}
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={`${rowId}-due`} className="text-xs font-semibold text-ink">
                  Due date
                </label>
                <Input
                  id={`${rowId}-due`}
                  type="date"
                  value={draft.dueDay}
                  aria-invalid={Boolean(dueError)}
                  onChange={(event) => update(index, { dueDay: event.target.value })}
                />
                {dueError && <p className="text-xs text-red-700">{dueError}</p>}
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="self-end"
                aria-label={`Remove deliverable ${index + 1}`}
                onClick={() => onChange(drafts.filter((_, position) => position !== index))}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {errors[''] && (
        <p role="alert" className="text-sm text-red-700">
          {errors['']}
        </p>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={!canAddDraft(drafts)}
        onClick={() => onChange([...drafts, emptyDraft()])}
      >
        <Plus aria-hidden className="size-4" />
        Add a deliverable
      </Button>
    </fieldset>
  );
}

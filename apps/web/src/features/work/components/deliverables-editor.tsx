import type { DeliverableView } from '@equicreators/shared';
import { useState } from 'react';
import { DeliverablesFields } from '@/components/forms/deliverables-fields';
import { Button } from '@/components/ui/button';
import { draftsFrom, inputsFrom, rowIssues, type DeliverableDraft } from '@/lib/deliverable-drafts';
import { browserTimeZone } from '@/lib/due-date';
import { ApiError } from '@/lib/http/api-client';
import { replaceDeliverables } from '../api/change-work';
import type { OrderIds } from '@/lib/order-work-key';
import { useWorkChange } from '../hooks/use-work-change';

export type DeliverablesEditorProps = { ids: OrderIds; deliverables: readonly DeliverableView[]; onDone: () => void };

/**
 * The brand's edit of a hire's deliverables before the first submission (issue 22). Kept rows send
 * their id; a due day is the end of that day in the brand's time zone.
 */
export function DeliverablesEditor({ ids, deliverables, onDone }: DeliverablesEditorProps) {
  const timeZone = browserTimeZone();
  const [drafts, setDrafts] = useState<DeliverableDraft[]>(() => draftsFrom(deliverables, timeZone));
  const save = useWorkChange(ids, replaceDeliverables, { successText: 'Deliverables saved.' });
  const errors = save.error instanceof ApiError ? rowIssues(save.error.fields, 'deliverables') : {};

  return (
    <form
      className="flex flex-col gap-3"
      aria-label="Edit deliverables"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(inputsFrom(drafts, timeZone), { onSuccess: onDone });
      }}
    >
      <DeliverablesFields
        label="Deliverables"
        drafts={drafts}
        onChange={setDrafts}
        errors={errors}
        disabled={save.isPending}
      />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" disabled={save.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isLoading={save.isPending}>
          Save deliverables
        </Button>
      </div>
    </form>
  );
}

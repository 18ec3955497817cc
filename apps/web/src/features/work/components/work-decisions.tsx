import { DECISION_ACTIONS, type DecisionLabel } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useOrderWork } from '../api/get-order-work';
import { pendingSubmissions } from '../work-rules';
import { CloseDialog } from './close-dialog';
import { ReviewDialog } from './review-dialog';

export type WorkDecisionsProps = {
  /** The selected hire's campaign; null while none is selected (the buttons show, disabled). */
  campaignId: string | null;
  creatorId: string;
};

/**
 * The brand's decision buttons under the thread (spec §2), now precise (issue 22): 'Approve' and
 * 'Partially Approve' review the pending submissions, 'Close' ends the work. Each is enabled only
 * when it can apply.
 */
export function WorkDecisions({ campaignId, creatorId }: WorkDecisionsProps) {
  const ids = campaignId ? { campaignId, creatorId } : null;
  const work = useOrderWork(ids);
  const [open, setOpen] = useState<DecisionLabel | null>(null);
  const pending = work.data ? pendingSubmissions(work.data) : [];
  // Closed, or not loaded yet: nothing to decide.
  const isClosed = work.data?.closedAt !== null;
  const canDecide = (decision: DecisionLabel) =>
    decision === 'Closed' ? Boolean(work.data) && !isClosed : !isClosed && pending.length > 0;

  return (
    <>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Decision">
        {DECISION_ACTIONS.map((action) => (
          <Button
            key={action.status}
            variant={action.status === 'Closed' ? 'secondary' : 'primary'}
            size="sm"
            disabled={!canDecide(action.status)}
            onClick={() => setOpen(action.status)}
          >
            {action.button}
          </Button>
        ))}
      </div>
      {ids && (
        <ReviewDialog
          ids={ids}
          mode={open === 'Approved' ? 'approve' : open === 'Partially Approved' ? 'partial' : null}
          pending={pending}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        />
      )}
      {ids && open === 'Closed' && (
        <CloseDialog
          ids={ids}
          open
          isReadyToClose={work.data?.progress.state === 'ready_to_close'}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
        />
      )}
    </>
  );
}

import type { OrderWork } from '@equicreators/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { OrderIds } from '@/lib/order-work-key';
import type { PendingSubmission } from '../work-rules';
import { CloseDialog } from './close-dialog';

export type WorkDecisionsProps = {
  ids: OrderIds;
  work: OrderWork;
  pending: readonly PendingSubmission[];
  /** Opens 'Partially Approve' (the panel holds the one review dialog). */
  onPartialApprove: () => void;
};

/**
 * The brand's decisions on the whole order, at the foot of its Work panel (issue 30): 'Partially
 * Approve' decides several waiting versions at once (each version also has its own Approve and
 * Request changes on its card), 'Close' ends the work. Each shows only while it can apply.
 */
export function WorkDecisions({ ids, work, pending, onPartialApprove }: WorkDecisionsProps) {
  const [isCloseOpen, setIsCloseOpen] = useState(false);
  if (work.closedAt !== null) return null;
  // With one version waiting, its own card's buttons say it all.
  const canDecideSeveral = pending.length > 1;

  return (
    <>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3" role="group" aria-label="Decisions on the order">
        {canDecideSeveral && (
          <Button size="sm" onClick={onPartialApprove}>
            Partially Approve
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={() => setIsCloseOpen(true)}>
          Close
        </Button>
      </div>
      {isCloseOpen && (
        <CloseDialog
          ids={ids}
          open
          isReadyToClose={work.progress.state === 'ready_to_close'}
          onOpenChange={(isOpen) => !isOpen && setIsCloseOpen(false)}
        />
      )}
    </>
  );
}

import type { AccountStatus } from '@equicreators/shared';
import { useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { RowActionButton } from './row-action-button';

export type BlockActionProps = {
  /** Who is blocked, as the admin knows them ('Jane Rider', 'Acme Saddlery'). */
  name: string;
  /** The id of the element that names the row, to describe the button. */
  describedBy?: string;
  status: AccountStatus;
  /** A status change of this row is running. */
  isBusy: boolean;
  /** Another change of this row is running: wait for it. */
  isDisabled?: boolean;
  /** Saves the new status; resolves to whether it worked. */
  onStatusChange: (status: AccountStatus) => Promise<boolean>;
};

/** Block (after a confirmation, since it logs the person out at once) or Unblock (at once). */
export function BlockAction({
  name,
  describedBy,
  status,
  isBusy,
  isDisabled = false,
  onStatusChange,
}: BlockActionProps) {
  const [isConfirmOpen, setConfirmOpen] = useState(false);
  const isBlocked = status === 'blocked';

  // One button serves both states, so the focus stays on it when its label flips.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!isBlocked) return; // the trigger opens the confirmation
    event.preventDefault();
    void onStatusChange('active');
  };

  const handleConfirm = async () => {
    if (await onStatusChange('blocked')) setConfirmOpen(false);
  };

  return (
    <Dialog open={isConfirmOpen} onOpenChange={setConfirmOpen}>
      <DialogTrigger
        asChild
        // Unblocking opens nothing, so the button must not announce a dialog then.
        aria-haspopup={isBlocked ? undefined : 'dialog'}
        aria-expanded={isBlocked ? undefined : isConfirmOpen}
      >
        <RowActionButton
          aria-describedby={describedBy}
          isBusy={isBusy && !isConfirmOpen}
          isDisabled={isDisabled}
          onClick={handleClick}
        >
          {isBlocked ? 'Unblock' : 'Block'}
        </RowActionButton>
      </DialogTrigger>
      <DialogContent
        title={`Block ${name}?`}
        description="They are logged out at once and cannot log in until unblocked."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button variant="danger" isLoading={isBusy} onClick={() => void handleConfirm()}>
            Block
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

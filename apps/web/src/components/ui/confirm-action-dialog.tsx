import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogClose, DialogContent } from './dialog';

export type ConfirmActionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The confirming button's label ('Close campaign', 'Delete'). */
  confirmLabel: string;
  isDangerous?: boolean;
  isPending?: boolean;
  onConfirm: () => void;
};

/**
 * Asks before a lifecycle change (close, archive, delete, decline, withdraw): the action named on
 * its button, Cancel beside it; Escape or the overlay cancel too. It stays open and busy while the
 * change is sent; the caller closes it once the change has landed.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isDangerous = false,
  isPending = false,
  onConfirm,
}: ConfirmActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent title={title} description={description}>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant={isDangerous ? 'danger' : 'primary'} isLoading={isPending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

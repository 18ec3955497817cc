import type { Blocker } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** Asks before an in-app navigation would drop the form's unsaved changes; Stay keeps everything typed. */
export function ProfileFormLeaveDialog({ blocker }: { blocker: Blocker }) {
  const handleStay = () => blocker.reset?.();
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(isOpen) => !isOpen && handleStay()}>
      <DialogContent
        title="Leave without saving?"
        description="Your changes to the profile are not saved yet. If you leave now, they are lost."
      >
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={handleStay}>
            Stay
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

import type { AccountDeletionStatus } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { accountDeletionKeys, cancelAccountDeletion } from '../api/account-deletion-api';
import { scheduledSentence } from '../format-erase-date';

export type DeletionStatusPanelProps = { status: AccountDeletionStatus };

/** An open request seen from a live session: when it happens (or that the e-mail waits), and Cancel. */
export function DeletionStatusPanel({ status }: DeletionStatusPanelProps) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: cancelAccountDeletion,
    onSuccess: (next) => {
      queryClient.setQueryData(accountDeletionKeys.status, next);
      notify.success('Your account will not be deleted.');
    },
  });
  return (
    <section
      aria-labelledby="deletion-status-heading"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-red-200 bg-white p-6"
    >
      <h2 id="deletion-status-heading" className="text-2xl">
        {status.state === 'scheduled' ? 'Your account is due to be deleted' : 'Check your inbox to confirm'}
      </h2>
      <p role="status">
        {status.state === 'scheduled' && status.eraseAfter
          ? scheduledSentence(status.eraseAfter)
          : 'We sent you an e-mail with a link that confirms the deletion. It works once, for 24 hours. Nothing happens until you press the button on its page.'}
      </p>
      {cancel.isError && <ErrorAlert>{errorMessage(cancel.error)}</ErrorAlert>}
      <div>
        <Button variant="secondary" isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
          {status.state === 'scheduled' ? 'Cancel the deletion' : 'Cancel the request'}
        </Button>
      </div>
    </section>
  );
}

import { INFLUENCER_MESSAGES } from '@equicreators/shared';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useCancelEmailChange } from '../api/cancel-email-change';

export type PendingEmailNoticeProps = {
  pendingEmail: string;
  currentEmail: string;
  /** Where the keyboard focus goes once the notice, and its button, are gone. */
  onCancelled: () => void;
};

/**
 * The address still waiting for its link, and the way to withdraw it (a mistyped address must not
 * stay able to take the login: DECISIONS, e-mail change).
 */
export function PendingEmailNotice({ pendingEmail, currentEmail, onCancelled }: PendingEmailNoticeProps) {
  const cancel = useCancelEmailChange();

  const handleCancel = () => {
    cancel.mutate(undefined, {
      onSuccess: () => {
        notify.success(INFLUENCER_MESSAGES.emailChangeCancelled);
        onCancelled();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-saddle-200 bg-saddle-50 px-4 py-3 text-sm text-ink">
      <p role="status" className="flex flex-1 items-start gap-3">
        <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-saddle-600" />
        <span>
          Waiting for you to confirm <strong className="break-all">{pendingEmail}</strong>: open the link we sent there.
          Until then you log in with {currentEmail}.
        </span>
      </p>
      <Button variant="secondary" size="sm" isLoading={cancel.isPending} onClick={handleCancel}>
        Cancel this change
      </Button>
    </div>
  );
}

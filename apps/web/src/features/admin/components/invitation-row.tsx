import type { Invitation, InvitationState } from '@equicreators/shared';
import { useId, useRef } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { notify } from '@/lib/toast/notify';
import { useSendInvitation } from '../api/send-invitation';
import { useWithdrawInvitation } from '../api/withdraw-invitation';
import { DateText } from './date-text';
import { errorMessage } from '@/lib/http/error-message';
import { RowActionButton } from './row-action-button';

const STATES: Record<InvitationState, { label: string; tone: NonNullable<BadgeProps['tone']> }> = {
  pending: { label: 'Pending', tone: 'warning' },
  accepted: { label: 'Accepted', tone: 'success' },
  revoked: { label: 'Withdrawn', tone: 'neutral' },
};

export type InvitationRowProps = { invitation: Invitation };

export function InvitationRow({ invitation }: InvitationRowProps) {
  const { email, state } = invitation;
  const sendAgain = useSendInvitation();
  const withdraw = useWithdrawInvitation();
  const sendAgainRef = useRef<HTMLButtonElement>(null);
  // The buttons name the row they act on (Send again, described by the address).
  const emailId = useId();
  const isBusy = sendAgain.isPending || withdraw.isPending;

  const handleSendAgain = () => {
    sendAgain.mutate(
      { email },
      {
        onSuccess: () => notify.success(`Invitation sent again to ${email}.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  const handleWithdraw = () => {
    withdraw.mutate(invitation._id, {
      onSuccess: () => {
        notify.success(`Invitation to ${email} withdrawn.`);
        // Withdraw disappears with the pending state; keep the keyboard focus in the row.
        sendAgainRef.current?.focus();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  };

  const { label, tone } = STATES[state];
  return (
    <TableRow>
      <TableCell id={emailId} className="font-semibold break-all text-ink">
        {email}
      </TableCell>
      <TableCell label="State">
        <Badge tone={tone}>{label}</Badge>
      </TableCell>
      <TableCell label="Invited">
        <DateText value={invitation.invitedAt} />
      </TableCell>
      <TableCell label="Last sent">
        <DateText value={invitation.lastSentAt} withTime />
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap gap-2 xl:flex-nowrap">
          {state !== 'accepted' && (
            <RowActionButton
              ref={sendAgainRef}
              aria-describedby={emailId}
              isBusy={sendAgain.isPending}
              isDisabled={isBusy}
              onClick={handleSendAgain}
            >
              Send again
            </RowActionButton>
          )}
          {state === 'pending' && (
            <RowActionButton
              aria-describedby={emailId}
              isBusy={withdraw.isPending}
              isDisabled={isBusy}
              onClick={handleWithdraw}
            >
              Withdraw
            </RowActionButton>
          )}
        </div>
      </TableCell>
    </TableRow>
  );
}

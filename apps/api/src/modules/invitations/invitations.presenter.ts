import type { Invitation } from '@equicreators/shared';
import type { InvitationRow } from './invitations.repository.ts';
import { invitationState } from './invitations.service.ts';

export function presentInvitation(invitation: InvitationRow): Invitation {
  return {
    _id: invitation.id,
    email: invitation.email,
    state: invitationState(invitation),
    invitedAt: invitation.createdAt.toISOString(),
    lastSentAt: invitation.lastSentAt?.toISOString() ?? null,
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
  };
}

import { AppError, type InvitationState } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { findAccountByEmail } from '../accounts/accounts.repository.ts';
import { invitationEmail } from './invitations.emails.ts';
import {
  findInvitationByEmail,
  findInvitationById,
  revokeInvitationById,
  upsertInvitation,
  type InvitationRow,
} from './invitations.repository.ts';

export function invitationState(invitation: InvitationRow): InvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return 'pending';
}

/** Only an invited address, whose invitation is still open, may sign up as a creator (DECISIONS). */
export async function isCreatorInvited(db: Database, email: string): Promise<boolean> {
  const invitation = await findInvitationByEmail(db, email);
  return invitation !== null && invitationState(invitation) === 'pending';
}

/** Invites (or invites again) a creator by e-mail, and sends the invitation in the same transaction. */
export async function inviteCreator(
  context: AppContext,
  { email, invitedByAccountId }: { email: string; invitedByAccountId: string | null },
): Promise<InvitationRow> {
  const { db, clock, config } = context;
  if (await findAccountByEmail(db, 'contentCreator', email)) {
    throw new AppError('CONFLICT', `${email} already has a creator account.`);
  }
  return db.transaction(async (tx) => {
    const invitation = await upsertInvitation(tx, { email, invitedByAccountId, now: clock.now() });
    await queueMail(tx, invitationEmail(email, config.publicUrl));
    return invitation;
  });
}

export async function revokeInvitation(context: AppContext, id: string): Promise<InvitationRow> {
  const invitation = await findInvitationById(context.db, id);
  if (!invitation) throw new AppError('NOT_FOUND', 'This invitation does not exist.');
  if (invitationState(invitation) === 'accepted') {
    throw new AppError('CONFLICT', 'This invitation was accepted, so it can no longer be withdrawn.');
  }
  await revokeInvitationById(context.db, id, context.clock.now());
  return { ...invitation, revokedAt: context.clock.now() };
}

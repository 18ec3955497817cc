import { AppError, EmailSchema } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { CommandError } from '../../platform/command-error.ts';
import { createAdminAccount } from '../accounts/accounts.service.ts';
import { markBrandPaidByEmail, verifyCreatorByEmail } from './admin.service.ts';
import { inviteCreator } from '../invitations/invitations.service.ts';
import { runBackupCommand } from '../backups/backup-command.ts';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  create-admin <email> <password>   create an admin account (log in at /login?as=admin)
  invite <email>                    invite a content creator and e-mail the invitation
  verify <email>                    give a creator the verified badge
  mark-paid <email>                 confirm a brand's payment, so it can create campaigns
  backup [--out FILE]               write a backup archive (the same as npm run backup)`;

/** Runs one admin command against the server's database; answers the line to print. */
export async function runAdminCommand(context: AppContext, args: string[]): Promise<string> {
  const [command, rawEmail, password] = args;
  if (command === 'backup') return runBackupCommand(context, args.slice(1));
  if (!command || !rawEmail) throw new CommandError(ADMIN_USAGE);
  const parsedEmail = EmailSchema.safeParse(rawEmail);
  if (!parsedEmail.success) throw new CommandError(`${rawEmail} is not an e-mail address.\n${ADMIN_USAGE}`);
  const email = parsedEmail.data;
  try {
    switch (command) {
      case 'create-admin': {
        if (!password) throw new CommandError(`create-admin needs a password too.\n${ADMIN_USAGE}`);
        await createAdminAccount(context.db, { email, password });
        return `Admin ${email} created.`;
      }
      case 'invite':
        await inviteCreator(context, { email, invitedByAccountId: null });
        return `Invitation sent to ${email}.`;
      case 'verify':
        await verifyCreatorByEmail(context, email);
        return `${email} is now verified.`;
      case 'mark-paid':
        await markBrandPaidByEmail(context, email);
        return `${email} has paid: it can create campaigns now.`;
      default:
        throw new CommandError(`Unknown command "${command}".\n${ADMIN_USAGE}`);
    }
  } catch (error) {
    throw error instanceof AppError ? new CommandError(error.message) : error;
  }
}

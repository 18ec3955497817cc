import { AppError } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { deleteStoredBytes } from '../files/files.service.ts';
import { endAccountSessions } from '../sessions/sessions.service.ts';
import { eraseBrandProfile, eraseCreatorProfile, findPersonTerms } from './account-erasure-profiles.repository.ts';
import {
  anonymiseRatingsGiven,
  closePersonExports,
  deleteExportRow,
  deleteFileRow,
  deletePersonalRows,
  detachPersonFiles,
  eraseAccountRow,
  findPersonAddresses,
  listErasedExports,
  listErasedFiles,
  lockAccountForErasure,
  redactOthersMail,
} from './account-erasure.repository.ts';

/** What one run left in storage: bytes whose delete failed, to be tried again by the next run. */
export type ErasureOutcome = { erased: boolean; filesLeft: number };

/**
 * Erases an account's personal data (issue 34; what goes and what stays:
 * docs/decisions/031-open-to-the-public.md, "Erasure"; each column: account-erasure.inventory.ts).
 *
 * The rows change in one transaction, with the account row locked; the stored files (their
 * uploads, their exports' zips) are deleted after it commits, their rows going only once their
 * bytes are gone. So the function is idempotent: a run after a crash or a failed delete finds the
 * account erased and deletes only the files still left; a run on a finished erasure does nothing.
 */
export async function eraseAccount(context: AppContext, accountId: string): Promise<ErasureOutcome> {
  const now = context.clock.now();
  const erased = await context.db.transaction(async (tx) => {
    const account = await lockAccountForErasure(tx, accountId);
    if (!account) throw new AppError('NOT_FOUND', 'This account does not exist.');
    if (account.type === 'admin') throw new AppError('FORBIDDEN', 'Admin accounts are not erased this way.');
    if (account.erasedAt) return false;
    const addresses = await findPersonAddresses(tx, account);
    const terms = [...addresses, ...(await findPersonTerms(tx, accountId))];
    await detachPersonFiles(tx, accountId);
    if (account.type === 'contentCreator') await eraseCreatorProfile(tx, accountId, now);
    else await eraseBrandProfile(tx, accountId, now);
    // Ends their open live streams too (a NOTIFY sent at the commit); the rows go just after.
    await endAccountSessions(tx, accountId, now);
    await deletePersonalRows(tx, accountId, addresses);
    await redactOthersMail(tx, terms);
    await anonymiseRatingsGiven(tx, accountId, now);
    await closePersonExports(tx, accountId);
    await eraseAccountRow(tx, accountId, now);
    return true;
  });
  if (erased) {
    // The browse, the feed and the brands' lists reuse reads for seconds: the person leaves them now.
    context.changes.raise('creators');
    context.changes.raise('campaigns');
    context.logger.info({ accountId }, 'account erased');
  }
  return { erased, filesLeft: await deleteErasedFiles(context, accountId) };
}

/**
 * Deletes the bytes of the erased account's files and exports, then their rows. A failed delete
 * is logged and its row kept, for the next run to find; the count of those left is returned.
 */
async function deleteErasedFiles(context: AppContext, accountId: string): Promise<number> {
  let left = 0;
  for (const file of await listErasedFiles(context.db, accountId)) {
    try {
      await deleteStoredBytes(context.storage, file);
      await deleteFileRow(context.db, file.id);
    } catch (error) {
      left += 1;
      context.logger.warn({ err: error, accountId, fileId: file.id }, 'erasure: a file could not be deleted yet');
    }
  }
  for (const item of await listErasedExports(context.db, accountId)) {
    try {
      if (item.storageKey) await context.storage.delete(item.storageKey);
      await deleteExportRow(context.db, item.id);
    } catch (error) {
      left += 1;
      context.logger.warn({ err: error, accountId, exportId: item.id }, 'erasure: an export could not be deleted yet');
    }
  }
  return left;
}

import { AppError, type UpdateCreatorRequest } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { changeAccountStatus } from '../accounts/accounts.service.ts';
import { findCreator, setCreatorVerified, type CreatorRecord } from './creators.repository.ts';

export async function getCreator(context: AppContext, accountId: string): Promise<CreatorRecord> {
  const creator = await findCreator(context.db, accountId);
  if (!creator) throw new AppError('NOT_FOUND', 'This creator does not exist.');
  return creator;
}

/** An admin verifies or unverifies a creator, or blocks or unblocks them; blocking ends their sessions. */
export async function updateCreatorByAdmin(
  context: AppContext,
  accountId: string,
  change: UpdateCreatorRequest,
): Promise<CreatorRecord> {
  await getCreator(context, accountId);
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    if (change.verified !== undefined) await setCreatorVerified(tx, accountId, change.verified, now);
    if (change.status !== undefined) await changeAccountStatus(tx, accountId, change.status, now);
  });
  // A block changes who the browse counts (and the feed's counts), a verification the badge and
  // the 'verified first' order: all are in pages and totals reused for seconds.
  context.changes.raise('creators');
  return getCreator(context, accountId);
}

import { AppError } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { findDeletionBlockers } from './deletion-refusals.repository.ts';

/** Why an account cannot be erased yet, in the words the person (or the admin) is shown. */
export const DELETION_REFUSALS = {
  openDispute:
    'A payment dispute is open on one of your orders. Your account can be deleted once it has been resolved.',
  pendingPayout:
    'A payment to you is still on its way. Your account can be deleted once it has reached your bank account.',
  heldPayment:
    'Money for one of your orders is still held by EquiCreators. Your account can be deleted once it has been released or refunded.',
  liveSubscription: 'Cancel your subscription in Billing first. Your account can be deleted once it no longer renews.',
} as const;

/** The reason the account cannot be erased now, or null when nothing holds it. */
export async function deletionRefusalOf(executor: Database, accountId: string): Promise<string | null> {
  const blockers = await findDeletionBlockers(executor, accountId);
  if (blockers.openDisputes > 0) return DELETION_REFUSALS.openDispute;
  if (blockers.pendingPayouts > 0) return DELETION_REFUSALS.pendingPayout;
  if (blockers.heldPayments > 0) return DELETION_REFUSALS.heldPayment;
  if (blockers.liveSubscriptions > 0) return DELETION_REFUSALS.liveSubscription;
  return null;
}

/** Refuses (409, with the reason) while money is held, a dispute is open or a subscription renews. */
export async function refuseWhileMoneyIsHeld(executor: Database, accountId: string): Promise<void> {
  const refusal = await deletionRefusalOf(executor, accountId);
  if (refusal) throw new AppError('CONFLICT', refusal);
}

import type { AppContext } from '../../app-context.ts';

/**
 * Sends what waits for this creator's payouts (payments `releasing` with no transfer yet), now
 * that their connected account may receive transfers. FOUNDATION PLACEHOLDER: the release helper
 * replaces this body.
 */
export async function releaseWaitingPayments(_context: AppContext, _creatorAccountId: string): Promise<void> {
  await Promise.resolve();
}

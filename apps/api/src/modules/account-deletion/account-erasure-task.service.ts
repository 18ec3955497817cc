import type { AppContext } from '../../app-context.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { eraseAccount, type ErasureOutcome } from '../account-erasure/account-erasure.service.ts';
import {
  claimDueErasures,
  markErased,
  markFailed,
  markPostponed,
  type ClaimedErasure,
} from './account-deletion.repository.ts';
import { deletionRefusalOf } from './deletion-refusals.ts';

export const ERASURE_TASK_RULES = {
  pollIntervalMs: 30 * 1000,
  batchSize: 10,
  /** How long a claimed erasure is this process's; one that died mid-way is taken again after it. */
  leaseMinutes: 10,
  /** A failed erasure waits 1, 2, 4… minutes before the next try, at most six hours. */
  retryFirstMinutes: 1,
  retryMaxMinutes: 6 * 60,
  /** Money held on the due date: looked at again after this long, never erased meanwhile. */
  postponeMinutes: 60,
} as const;

/**
 * Erases one account's personal data; the real one is eraseAccount, tests give their own. Files it
 * could not delete yet (`filesLeft`) keep the task open for the next run.
 */
export type EraseFunction = (
  context: AppContext,
  accountId: string,
) => Promise<Pick<ErasureOutcome, 'filesLeft'> | void>;

export type ErasurePass = { erased: number; postponed: number; failed: number };

/**
 * One pass over the erasures that are due (issue 34): claims them with a lease, checks again
 * that no money holds the account (postponing, never erasing, if it does), erases and marks the
 * row erased. A failure is counted and retried with backoff; eraseAccount is idempotent, so a run
 * that died between the erasure and the mark finishes on the next one. `accountId` limits the
 * pass to one account (an admin's erasure, run at once).
 */
export async function processDueErasures(
  context: AppContext,
  { erase = eraseAccount, accountId }: { erase?: EraseFunction; accountId?: string } = {},
): Promise<ErasurePass> {
  const pass: ErasurePass = { erased: 0, postponed: 0, failed: 0 };
  const now = context.clock.now();
  const claimed = await claimDueErasures(context.db, {
    now,
    leaseUntil: new Date(now.getTime() + ERASURE_TASK_RULES.leaseMinutes * 60_000),
    limit: ERASURE_TASK_RULES.batchSize,
    ...(accountId ? { accountId } : {}),
  });
  for (const erasure of claimed) pass[await eraseOne(context, erasure, erase)] += 1;
  return pass;
}

async function eraseOne(
  context: AppContext,
  erasure: ClaimedErasure,
  erase: EraseFunction,
): Promise<keyof ErasurePass> {
  const { db, clock, logger } = context;
  const refusal = await deletionRefusalOf(db, erasure.accountId);
  if (refusal) {
    const retryAt = new Date(clock.now().getTime() + ERASURE_TASK_RULES.postponeMinutes * 60_000);
    await markPostponed(db, erasure.id, { reason: `Postponed: ${refusal}`, retryAt });
    return 'postponed';
  }
  try {
    const outcome = await erase(context, erasure.accountId);
    if (outcome && outcome.filesLeft > 0) {
      throw new Error(`${String(outcome.filesLeft)} stored files are left to delete`);
    }
  } catch (error) {
    const waitMinutes = Math.min(
      ERASURE_TASK_RULES.retryFirstMinutes * 2 ** erasure.attempts,
      ERASURE_TASK_RULES.retryMaxMinutes,
    );
    const message = error instanceof Error ? error.message : String(error);
    await markFailed(db, erasure.id, {
      error: message.slice(0, 500),
      retryAt: new Date(clock.now().getTime() + waitMinutes * 60_000),
    });
    logger.warn({ err: error, deletionId: erasure.id }, 'Account erasure failed; it will be retried');
    return 'failed';
  }
  await markErased(db, erasure.id, clock.now());
  return 'erased';
}

/** The durable erasure task of a server with background tasks on: once at start and every 30 seconds. */
export class AccountErasureWorker {
  private readonly task: PeriodicTask<ErasurePass>;

  constructor(context: AppContext, erase: EraseFunction = eraseAccount) {
    this.task = new PeriodicTask({
      name: 'account-erasure',
      metrics: context.metrics,
      intervalMs: ERASURE_TASK_RULES.pollIntervalMs,
      run: () => processDueErasures(context, { erase }),
      onResult: (pass) => {
        if (pass.erased + pass.postponed + pass.failed > 0) context.logger.info(pass, 'Account erasures processed');
      },
      onError: (error) => context.logger.error({ err: error }, 'Account erasure pass failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  processDue(): Promise<ErasurePass> {
    return this.task.runNow();
  }
}

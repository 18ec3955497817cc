import type { AppContext } from '../../app-context.ts';
import { PeriodicTask } from '../../platform/periodic-task.ts';
import { processAutoApprovals, type AutoApprovalPass } from './auto-approval.service.ts';
import { listMovingPayments } from './payment-moves.repository.ts';
import { movePayment } from './payment-moves.service.ts';
import { paymentsOf } from './payments-of.ts';

export const PAYMENT_SWEEP_RULES = {
  pollIntervalMs: 60 * 1000,
  /** Payments retried in one pass; the rest wait for the next. */
  batchSize: 50,
} as const;

export type PaymentSweepPass = AutoApprovalPass & { moved: number; failed: number };

/**
 * One pass (docs/decisions/029): retries the releases and refunds whose claim ran out (a failed
 * Stripe call, a process that died mid-move, a creator's payouts now enabled), then the silent
 * brands' reminders and auto-approvals. Safe with several processes: every move is claimed first.
 */
export async function sweepPayments(context: AppContext): Promise<PaymentSweepPass> {
  const pass: PaymentSweepPass = { moved: 0, failed: 0, reminded: 0, approved: 0 };
  if (!paymentsOf(context)) return pass;
  for (const paymentId of await listMovingPayments(context.db, context.clock.now(), PAYMENT_SWEEP_RULES.batchSize)) {
    const outcome = await movePayment(context, paymentId);
    if (outcome === 'done') pass.moved += 1;
    if (outcome === 'failed') pass.failed += 1;
  }
  return { ...pass, ...(await processAutoApprovals(context)) };
}

/** The sweep of a server with background tasks on: once at start and every minute. */
export class PaymentSweepWorker {
  private readonly task: PeriodicTask<PaymentSweepPass>;

  constructor(context: AppContext) {
    this.task = new PeriodicTask({
      name: 'payment-sweep',
      metrics: context.metrics,
      intervalMs: PAYMENT_SWEEP_RULES.pollIntervalMs,
      run: () => sweepPayments(context),
      onResult: (pass) => {
        if (pass.moved + pass.failed + pass.reminded + pass.approved > 0) context.logger.info(pass, 'Payments swept');
      },
      onError: (error) => context.logger.error({ err: error }, 'Payment sweep failed'),
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  processDue(): Promise<PaymentSweepPass> {
    return this.task.runNow();
  }
}

import type { CloseOutcome } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { OrderIds } from './work.repository.ts';

/** What a close tells the modules that follow it (its money, issue 32). */
export type OrderClosed = { order: OrderIds; outcome: CloseOutcome; now: Date };

/** Work to do once the close has committed (a Stripe call, never inside the close's transaction). */
export type AfterClose = () => Promise<void>;

/**
 * A module's part of a close, run inside the close's transaction (the order's entry is locked).
 * Registered by the module that needs it (payments, in app.ts): work does not import payments,
 * which imports work.
 */
export type OrderCloseHook = (context: AppContext, tx: Database, closed: OrderClosed) => Promise<AfterClose | null>;

const hooks = new Set<OrderCloseHook>();

/** Adds a hook; adding the same one again (a second app in one process) keeps one. */
export function onOrderClose(hook: OrderCloseHook): void {
  hooks.add(hook);
}

/** Runs every hook in the close's transaction and answers what to do after it commits. */
export async function runOrderCloseHooks(
  context: AppContext,
  tx: Database,
  closed: OrderClosed,
): Promise<AfterClose[]> {
  const after: AfterClose[] = [];
  for (const hook of hooks) {
    const next = await hook(context, tx, closed);
    if (next) after.push(next);
  }
  return after;
}

/** The after-commit work of a close: its failures are the sweep's to retry, never the close's. */
export async function runAfterClose(context: AppContext, after: AfterClose[]): Promise<void> {
  for (const step of after) {
    await step().catch((error: unknown) => context.logger.error({ err: error }, 'After-close step failed'));
  }
}

import type { AppContext } from '../../app-context.ts';

/**
 * Erases an account's personal data (issue 34). Idempotent: a task that is run again after a
 * crash finishes what the first run left. The erasure helper fills this in; until then it only
 * marks the account erased.
 */
export async function eraseAccount(context: AppContext, accountId: string): Promise<void> {
  void context;
  void accountId;
  throw new Error('eraseAccount is not built yet');
}

import type { Database } from '../../db/client.ts';
import { recordFailedLogin } from './accounts.repository.ts';

/** DECISIONS: ten failures in a row make the account wait ten minutes. */
export const LOCKOUT_RULES = { failuresBeforeLock: 10, lockMinutes: 10 } as const;

/**
 * Counts a wrong password of the account (a login, or a password asked again before deleting the
 * account): the same lockout holds on every door. Answers the lock, if this failure set one.
 */
export function countFailedPassword(db: Database, accountId: string, now: Date): Promise<{ lockedUntil: Date | null }> {
  return recordFailedLogin(db, accountId, {
    lockAfter: LOCKOUT_RULES.failuresBeforeLock,
    lockUntil: new Date(now.getTime() + LOCKOUT_RULES.lockMinutes * 60_000),
  });
}

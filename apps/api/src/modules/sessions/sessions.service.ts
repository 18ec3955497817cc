import type { Database } from '../../db/client.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { revokeAccountSessions, revokeSession } from './sessions.repository.ts';

/**
 * Ends one session (logout): its token is refused from now on, and its live streams on every
 * process end when the caller's transaction commits (docs/decisions/010), never if it rolls back.
 */
export async function endSession(executor: Database, sessionId: string, now: Date): Promise<void> {
  await announceEnded(executor, await revokeSession(executor, sessionId, now));
}

/** Ends every session of an account (password reset, e-mail change, block), live streams included. */
export async function endAccountSessions(executor: Database, accountId: string, now: Date): Promise<void> {
  await announceEnded(executor, await revokeAccountSessions(executor, accountId, now));
}

async function announceEnded(executor: Database, sessionIds: string[]): Promise<void> {
  for (const sessionId of sessionIds) await publishLiveSignal(executor, { kind: 'session-ended', sessionId });
}

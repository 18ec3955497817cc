import type { UserType } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { TOKEN_LIFETIME_MS } from '../../platform/auth/tokens.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { insertSession, revokeAccountSessions, revokeSession } from './sessions.repository.ts';

/** Where a session was opened from (kept with it, shown to its owner). */
export type SessionOrigin = { ipAddress: string | null; userAgent: string | null };

/**
 * Opens a server-side session for an account and answers its token (a login, or the sign-up that
 * keeps the new brand logged in). The caller has checked who the person is.
 */
export async function openSession(
  context: Pick<AppContext, 'db' | 'tokens'>,
  account: { id: string; type: UserType },
  origin: SessionOrigin,
  now: Date,
): Promise<string> {
  const expiresAt = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  const session = await insertSession(context.db, {
    accountId: account.id,
    expiresAt,
    userAgent: origin.userAgent?.slice(0, 300) ?? null,
    ipAddress: origin.ipAddress,
    createdAt: now,
  });
  return context.tokens.sign({ accountId: account.id, type: account.type, sessionId: session.id, expiresAt });
}

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

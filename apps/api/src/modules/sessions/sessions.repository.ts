import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
import { accounts, brandProfiles, sessions } from '../../db/schema/index.ts';
import type { CallerRead, SessionStanding } from '../../platform/auth/authenticate.ts';
import type { AccessTokenClaims } from '../../platform/auth/tokens.ts';

export type NewSession = {
  accountId: string;
  expiresAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
  /** The login's time by the app's clock (a deletion asks whether the login is recent). */
  createdAt?: Date;
};

export async function insertSession(executor: Database, session: NewSession): Promise<{ id: string }> {
  const [row] = await executor.insert(sessions).values(session).returning({ id: sessions.id });
  if (!row) throw new Error('The session insert returned no row');
  return row;
}

/**
 * A token is honoured only while its session is live: not revoked, not expired, and its
 * account still active and of the token's type. Every authenticated request asks, so the
 * statement is prepared once (it was a third of the time of a request that reads one row).
 * The same row says whether a brand has paid, which decides what several screens may show:
 * read here, fresh on every request, it costs those requests no second round trip.
 */
export async function readLiveSession(
  db: Database,
  claims: AccessTokenClaims,
  now: Date,
): Promise<SessionStanding | null> {
  const [row] = await preparedOnce(db, 'session_is_live', (handle) => selectLiveSession(handle, {})).execute(
    liveSessionValues(claims, now),
  );
  return row ? standingOf(row) : null;
}

/**
 * The session check with one more column about the same caller (`CallerRead`), for a request that
 * needs both: one statement, one round trip (the creators' feed reads their own statuses with it).
 */
export async function readLiveSessionWith<Raw>(
  db: Database,
  claims: AccessTokenClaims,
  now: Date,
  { name, column, values }: Omit<CallerRead<Raw, unknown>, 'decode'>,
): Promise<{ standing: SessionStanding; raw: Raw } | null> {
  const [row] = await preparedOnce(db, name, (handle) => selectLiveSession(handle, { raw: column })).execute({
    ...liveSessionValues(claims, now),
    ...values,
  });
  return row ? { standing: standingOf(row), raw: row.raw } : null;
}

// The check's SQL in one place, with more columns about the same caller (their account id is the
// placeholder `accountId`). It answers no row when the session is not live.
function selectLiveSession<Extra extends SelectedFields>(db: Database, extra: Extra) {
  return db
    .select({ brandPayment: brandProfiles.payment, ...extra })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .leftJoin(brandProfiles, eq(brandProfiles.accountId, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.accountId, sql.placeholder('accountId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(accounts.type, sql.placeholder('type')),
        eq(accounts.status, 'active'),
      ),
    )
    .limit(1);
}

function liveSessionValues(claims: AccessTokenClaims, now: Date) {
  return { sessionId: claims.sessionId, accountId: claims.accountId, type: claims.type, now };
}

function standingOf(row: { brandPayment: boolean | null }): SessionStanding {
  return { brandHasPaid: row.brandPayment === true };
}

/** Revokes one session (if still live); answers the ids it revoked, none or that one. */
export async function revokeSession(executor: Database, sessionId: string, now: Date): Promise<string[]> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Revokes every live session of an account; answers the ids it revoked. */
export async function revokeAccountSessions(executor: Database, accountId: string, now: Date): Promise<string[]> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

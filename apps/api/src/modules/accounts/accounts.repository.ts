import type { AccountStatus, UserType } from '@equicreators/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Database, type: UserType, email: string): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.type, type), eq(accounts.email, email)))
    .limit(1);
  return row ?? null;
}

/** The accounts of these types with this address (at most one per type), in one read. */
export async function findAccountsByEmail(
  db: Database,
  types: readonly UserType[],
  email: string,
): Promise<AccountRow[]> {
  return db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.type, [...types]), eq(accounts.email, email)))
    .limit(types.length);
}

export async function findAccountById(db: Database, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

export async function insertAccount(
  executor: Database,
  account: { type: UserType; email: string; passwordHash: string; termsVersion?: string; termsAcceptedAt?: Date },
): Promise<AccountRow> {
  const [row] = await executor.insert(accounts).values(account).returning();
  if (!row) throw new Error('The account insert returned no row');
  return row;
}

/**
 * Counts a failed login. The tenth in a row locks the account until `lockUntil` and starts the
 * count again, so the next ten failures after the wait lock it again.
 */
export async function recordFailedLogin(
  db: Database,
  id: string,
  { lockAfter, lockUntil }: { lockAfter: number; lockUntil: Date },
): Promise<{ lockedUntil: Date | null }> {
  const reachesLock = sql`${accounts.failedLoginAttempts} + 1 >= ${lockAfter}`;
  const [row] = await db
    .update(accounts)
    .set({
      failedLoginAttempts: sql`case when ${reachesLock} then 0 else ${accounts.failedLoginAttempts} + 1 end`,
      lockedUntil: sql`case when ${reachesLock} then ${lockUntil.toISOString()}::timestamptz else ${accounts.lockedUntil} end`,
    })
    .where(eq(accounts.id, id))
    .returning({ lockedUntil: accounts.lockedUntil });
  return { lockedUntil: row?.lockedUntil ?? null };
}

export async function recordSuccessfulLogin(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ failedLoginAttempts: 0, lockedUntil: null, lastLoginAt: now })
    .where(eq(accounts.id, id));
}

/** A new password also lifts a login lock. */
export async function updatePassword(executor: Database, id: string, passwordHash: string, now: Date): Promise<void> {
  await executor
    .update(accounts)
    .set({ passwordHash, failedLoginAttempts: 0, lockedUntil: null, updatedAt: now })
    .where(eq(accounts.id, id));
}

export async function updateAccountStatus(
  executor: Database,
  id: string,
  status: AccountStatus,
  now: Date,
): Promise<void> {
  await executor.update(accounts).set({ status, updatedAt: now }).where(eq(accounts.id, id));
}

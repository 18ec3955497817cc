import type { OptionalMailCategory } from '@equicreators/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, emailPreferences } from '../../db/schema/index.ts';

/** The categories the account turned off (none when it never changed a thing). */
export async function findOptedOut(executor: Database, accountId: string): Promise<OptionalMailCategory[]> {
  const [row] = await executor
    .select({ optedOut: emailPreferences.optedOut })
    .from(emailPreferences)
    .where(eq(emailPreferences.accountId, accountId));
  return row?.optedOut ?? [];
}

/** Locks the account's preferences row (made on first use) for a read-modify-write. */
export async function lockOptedOut(tx: Database, accountId: string, now: Date): Promise<OptionalMailCategory[]> {
  await tx.insert(emailPreferences).values({ accountId, updatedAt: now }).onConflictDoNothing();
  const [row] = await tx
    .select({ optedOut: emailPreferences.optedOut })
    .from(emailPreferences)
    .where(eq(emailPreferences.accountId, accountId))
    .for('update');
  return row?.optedOut ?? [];
}

export async function saveOptedOut(
  tx: Database,
  accountId: string,
  optedOut: OptionalMailCategory[],
  now: Date,
): Promise<void> {
  await tx.update(emailPreferences).set({ optedOut, updatedAt: now }).where(eq(emailPreferences.accountId, accountId));
}

/** The address of an account that can still get mail (not erased), or null. */
export async function findMailableAccount(executor: Database, accountId: string): Promise<{ email: string } | null> {
  const [row] = await executor
    .select({ email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.erasedAt)));
  return row ?? null;
}

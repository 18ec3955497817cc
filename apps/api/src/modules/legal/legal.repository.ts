import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';

export type TermsAcceptanceRow = { termsVersion: string | null; termsAcceptedAt: Date | null };

/** The version of the terms an account last accepted, and when (null for neither). */
export async function readTermsAcceptance(db: Database, accountId: string): Promise<TermsAcceptanceRow | null> {
  const [row] = await db
    .select({ termsVersion: accounts.termsVersion, termsAcceptedAt: accounts.termsAcceptedAt })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores the acceptance of `version` at `now`, unless that version is already the one stored: the
 * first acceptance's time stays, so a second tab's Accept changes nothing. Answers the stored row.
 */
export async function recordTermsAcceptance(
  db: Database,
  accountId: string,
  { version, now }: { version: string; now: Date },
): Promise<TermsAcceptanceRow | null> {
  await db
    .update(accounts)
    .set({ termsVersion: version, termsAcceptedAt: now, updatedAt: now })
    .where(
      and(
        eq(accounts.id, accountId),
        or(isNull(accounts.termsVersion), ne(accounts.termsVersion, version), isNull(accounts.termsAcceptedAt)),
      ),
    );
  return readTermsAcceptance(db, accountId);
}

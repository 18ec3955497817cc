import type { PartnerType } from '@equicreators/shared';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authCodes } from '../../db/schema/index.ts';

export type AuthCodeRow = typeof authCodes.$inferSelect;

export async function countCodesSentSince(
  db: Database,
  email: string,
  type: PartnerType,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.accountType, type), gte(authCodes.createdAt, since)));
  return row?.total ?? 0;
}

export async function insertAuthCode(
  executor: Database,
  code: { email: string; accountType: PartnerType; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await executor.insert(authCodes).values(code);
}

/** The newest code sent to the address for the type: only the latest one counts. */
export async function findLatestAuthCode(db: Database, email: string, type: PartnerType): Promise<AuthCodeRow | null> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(eq(authCodes.email, email), eq(authCodes.accountType, type)))
    .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
    .limit(1);
  return row ?? null;
}

export async function recordWrongAuthCode(db: Database, id: string): Promise<void> {
  await db
    .update(authCodes)
    .set({ wrongAttempts: sql`${authCodes.wrongAttempts} + 1` })
    .where(eq(authCodes.id, id));
}

/** Uses the code up; answers false when another request used it first. */
export async function consumeAuthCode(executor: Database, id: string, now: Date): Promise<boolean> {
  const updated = await executor
    .update(authCodes)
    .set({ consumedAt: now })
    .where(and(eq(authCodes.id, id), isNull(authCodes.consumedAt)))
    .returning({ id: authCodes.id });
  return updated.length > 0;
}

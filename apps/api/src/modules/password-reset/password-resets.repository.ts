import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passwordResets } from '../../db/schema/index.ts';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  executor: Database,
  reset: { accountId: string; tokenHash: string; expiresAt: Date; requestedIp: string | null; createdAt: Date },
): Promise<void> {
  await executor.insert(passwordResets).values(reset);
}

export async function findPasswordResetByTokenHash(db: Database, tokenHash: string): Promise<PasswordResetRow | null> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Uses the link up; answers false when it was already used. */
export async function markPasswordResetUsed(executor: Database, id: string, now: Date): Promise<boolean> {
  const updated = await executor
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return updated.length > 0;
}

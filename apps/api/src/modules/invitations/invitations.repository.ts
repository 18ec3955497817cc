import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { invitations } from '../../db/schema/index.ts';

export type InvitationRow = typeof invitations.$inferSelect;

export async function findInvitationByEmail(db: Database, email: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.email, email)).limit(1);
  return row ?? null;
}

export async function findInvitationById(db: Database, id: string): Promise<InvitationRow | null> {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row ?? null;
}

/** Creates the invitation, or renews a revoked one, and records when it was (re)sent. */
export async function upsertInvitation(
  executor: Database,
  { email, invitedByAccountId, now }: { email: string; invitedByAccountId: string | null; now: Date },
): Promise<InvitationRow> {
  const [row] = await executor
    .insert(invitations)
    .values({ email, invitedByAccountId, lastSentAt: now, createdAt: now })
    .onConflictDoUpdate({
      target: invitations.email,
      set: { lastSentAt: now, revokedAt: null, invitedByAccountId },
    })
    .returning();
  if (!row) throw new Error('The invitation upsert returned no row');
  return row;
}

export async function markInvitationAccepted(
  executor: Database,
  { email, accountId, now }: { email: string; accountId: string; now: Date },
): Promise<void> {
  await executor
    .update(invitations)
    .set({ acceptedAccountId: accountId, acceptedAt: now })
    .where(eq(invitations.email, email));
}

export async function revokeInvitationById(executor: Database, id: string, now: Date): Promise<void> {
  await executor.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, id));
}

export async function listInvitations(
  db: Database,
  { search, page, pageSize }: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const filter = search ? ilike(invitations.email, containsPattern(search)) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(invitations)
      .where(filter)
      .orderBy(desc(invitations.createdAt), desc(invitations.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(invitations).where(filter),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

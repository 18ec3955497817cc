import { desc, eq, ilike, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { pageWindow, selectPageWithTotal, toPage, totalColumn } from '../../db/paging.ts';
import { preparedOnce } from '../../db/prepared-statements.ts';
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

/** Invitations for the admin list, newest first, optionally matching an e-mail fragment. */
export async function listInvitations(
  db: Database,
  { search, page, pageSize }: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: InvitationRow[]; total: number }> {
  const window = pageWindow({ page, pageSize });
  const statement = preparedOnce(db, 'admin_invitations', selectInvitationPage, { search: Boolean(search) });
  return toPage(await statement.execute({ ...window, pattern: search ? containsPattern(search) : undefined }));
}

function selectInvitationPage(db: Database, { search }: { search: boolean }) {
  const filter = search ? ilike(invitations.email, sql.placeholder('pattern')) : undefined;
  return selectPageWithTotal(db, {
    count: db.select(totalColumn()).from(invitations).where(filter),
    rows: db.select().from(invitations).where(filter).$dynamic(),
    orderBy: (invitation) => [desc(invitation.createdAt), desc(invitation.id)],
  });
}

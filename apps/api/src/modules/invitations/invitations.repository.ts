import { desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { MATCHING, PAGE_ROWS, pageWindow, toPage, totalColumn } from '../../db/paging.ts';
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
  const records = search
    ? await preparedOnce(db, 'admin_invitations_search', (database, name) =>
        prepareInvitationPage(database, name, ilike(invitations.email, sql.placeholder('pattern'))),
      ).execute({ ...window, pattern: containsPattern(search) })
    : await preparedOnce(db, 'admin_invitations', (database, name) =>
        prepareInvitationPage(database, name, undefined),
      ).execute(window);
  return toPage(records);
}

function prepareInvitationPage(db: Database, name: string, filter: SQL | undefined) {
  const matching = db.select(totalColumn()).from(invitations).where(filter).as(MATCHING);
  const pageRows = db
    .select()
    .from(invitations)
    .where(filter)
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(PAGE_ROWS);
  return db
    .select()
    .from(matching)
    .leftJoinLateral(pageRows, sql`true`)
    .orderBy(desc(pageRows.createdAt), desc(pageRows.id))
    .prepare(name);
}

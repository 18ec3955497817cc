import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEXTS_BEFORE_OFFERS } from '../test/demo-texts-before-offers.ts';
import { insertOldAccounts, migrationsBefore, openEmptyDatabase, rowsOf } from '../test/migrations-before.ts';
import type { Database } from './client.ts';

/**
 * Migration 0012 keeps the decisions taken before it (docs/decisions/022 'Existing decisions'): a
 * database migrated up to 0011, holding hired entries with each stamp as the demo seeds them, is
 * migrated to 0012 and read back. The rows go in with SQL, since today's schema names 0012 columns.
 */

const DECIDED_AT = '2026-03-04T10:00:00.000Z';
const HIRED_AT = '2026-03-01T09:00:00.000Z';
const BULLETED = ['- Instagram reel', '', '* Three stories', '• Unboxing photo set', '2) Blog post', '  '].join('\n');
const ELEVEN_LINES = Array.from({ length: 11 }, (_, index) => `${String(index + 1)}. Item ${String(index + 1)}`).join(
  '\r\n',
);

async function insertBefore0012(db: Database): Promise<void> {
  const demo = DEMO_TEXTS_BEFORE_OFFERS[0];
  if (!demo) throw new Error('No demo campaign');
  await insertOldAccounts(db, {
    brands: [{ id: '00000000-0000-4000-8000-000000000001', email: 'brand@migration.test' }],
    creators: ['c1', 'c2', 'c3', 'c4', 'c5'].map((name) => ({
      id: `00000000-0000-4000-8000-0000000000${name}`,
      email: `${name}@migration.test`,
    })),
  });
  const campaign = (id: string, title: string, deliverables: string) => sql`
    insert into campaigns (id, brand_id, company_name, title, requirements, deliverables, deadlines, compensation,
      owner_email, brand_name)
    values (${id}, '00000000-0000-4000-8000-000000000001', 'Hartwell', ${title}, 'r', ${deliverables},
      ${demo.deadlines}, 'c', 'brand@migration.test', 'Hartwell')`;
  await db.execute(campaign('00000000-0000-4000-8000-0000000000a1', demo.title, demo.deliverables));
  await db.execute(campaign('00000000-0000-4000-8000-0000000000a2', 'Bulleted', BULLETED));
  await db.execute(campaign('00000000-0000-4000-8000-0000000000a3', 'Eleven', ELEVEN_LINES));
  await db.execute(campaign('00000000-0000-4000-8000-0000000000a4', 'Empty', '  \n'));
  // On the bulleted campaign: one hired entry with each stamp and none, and one applied entry.
  const entry = (creator: string, status: string, decision: string | null, campaignId = 'a2') => sql`
    insert into campaign_entries (campaign_id, creator_id, status, applied_at, hired_at, decision, decided_at)
    values (${`00000000-0000-4000-8000-0000000000${campaignId}`}, ${`00000000-0000-4000-8000-0000000000${creator}`},
      ${status}, ${HIRED_AT}, ${status === 'Hired' ? HIRED_AT : null}, ${decision}, ${decision ? DECIDED_AT : null})`;
  await db.execute(entry('c1', 'Hired', null));
  await db.execute(entry('c2', 'Hired', 'Approved'));
  await db.execute(entry('c3', 'Hired', 'Partially Approved'));
  await db.execute(entry('c4', 'Hired', 'Closed'));
  await db.execute(entry('c5', 'Applied', null));
  await db.execute(entry('c1', 'Hired', 'Approved', 'a1'));
}

type PlanRow = { title: string; plan: { title: string; quantity: number | null; dueAt: string | null }[] };
type DeliverableRow = {
  creator: string;
  position: number;
  title: string;
  status: string;
  revision_round: number;
  approved_at: Date | string | null;
};

describe('migration 0012 on the decisions taken before it', () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let folder = '';
  let db: Database;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    db = database.handle.db;
    folder = await migrationsBefore('0012_order_work');
    await database.migrateFrom(folder);
    await insertBefore0012(db);
    await database.handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  const plans = async () =>
    (await rowsOf<PlanRow>(db, sql`select title, deliverable_plan as plan from campaigns order by title`)).reduce<
      Record<string, PlanRow['plan']>
    >((all, row) => ({ ...all, [row.title]: row.plan }), {});

  const deliverables = async (campaign = 'a2') =>
    rowsOf<DeliverableRow>(
      db,
      sql`
        select right(creator_id::text, 2) as creator, position, title, status, revision_round, approved_at
        from order_deliverables where campaign_id = ${`00000000-0000-4000-8000-0000000000${campaign}`}
        order by creator_id, position`,
    );

  it('gives every campaign a plan from its free text: bullets removed, blank lines skipped, ten at most', async () => {
    const all = await plans();
    expect(all['Bulleted']).toEqual(
      ['Instagram reel', 'Three stories', 'Unboxing photo set', 'Blog post'].map((title) => ({
        title,
        quantity: null,
        dueAt: null,
      })),
    );
    expect(all['Eleven']?.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Item ${String(index + 1)}`),
    );
    expect(all[DEMO_TEXTS_BEFORE_OFFERS[0]?.title ?? '']).toEqual([
      { title: DEMO_TEXTS_BEFORE_OFFERS[0]?.deliverables, quantity: null, dueAt: null },
    ]);
    expect(all['Empty']).toEqual([]);
  });

  it('gives every hired entry its campaign plan, and none to the others', async () => {
    const rows = await deliverables();
    expect(new Set(rows.map((row) => row.creator))).toEqual(new Set(['c1', 'c2', 'c3', 'c4']));
    expect(rows.filter((row) => row.creator === 'c1').map((row) => [row.position, row.title])).toEqual([
      [0, 'Instagram reel'],
      [1, 'Three stories'],
      [2, 'Unboxing photo set'],
      [3, 'Blog post'],
    ]);
    const open = rows.filter((row) => row.creator === 'c1');
    expect(open.every((row) => row.status === 'not_started' && row.revision_round === 0)).toBe(true);
    expect(await deliverables('a1')).toHaveLength(1);
  });

  it("maps 'Approved' to every deliverable approved at the decision's time", async () => {
    const approved = (await deliverables()).filter((row) => row.creator === 'c2');
    expect(approved).toHaveLength(4);
    for (const row of approved) {
      expect(row.status).toBe('approved');
      expect(new Date(row.approved_at ?? 0).toISOString()).toBe(DECIDED_AT);
    }
  });

  it("maps 'Partially Approved' to changes requested, round 1", async () => {
    const partial = (await deliverables()).filter((row) => row.creator === 'c3');
    expect(partial).toHaveLength(4);
    expect(partial.every((row) => row.status === 'changes_requested' && row.revision_round === 1)).toBe(true);
    expect(partial.every((row) => row.approved_at === null)).toBe(true);
  });

  it("maps 'Closed' to a completed close at the decision's time with everything approved", async () => {
    const closed = (await deliverables()).filter((row) => row.creator === 'c4');
    expect(closed.every((row) => row.status === 'approved')).toBe(true);
    type EntryRow = {
      creator: string;
      closed_at: Date | string | null;
      close_outcome: string | null;
      decision: string | null;
    };
    const rows = await rowsOf<EntryRow>(
      db,
      sql`select right(creator_id::text, 2) as creator, closed_at, close_outcome, decision from campaign_entries
        where campaign_id = '00000000-0000-4000-8000-0000000000a2' order by creator_id`,
    );
    const byCreator = new Map(rows.map((row) => [row.creator, row]));
    expect(byCreator.get('c4')?.close_outcome).toBe('completed');
    expect(new Date(byCreator.get('c4')?.closed_at ?? 0).toISOString()).toBe(DECIDED_AT);
    // The stamps stay; nothing else is closed.
    expect(byCreator.get('c4')?.decision).toBe('Closed');
    expect(byCreator.get('c2')?.decision).toBe('Approved');
    for (const creator of ['c1', 'c2', 'c3', 'c5']) expect(byCreator.get(creator)?.closed_at).toBeNull();
  });
});

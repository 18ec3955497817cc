import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOldAccounts, migrationsBefore, openEmptyDatabase, rowsOf } from '../test/migrations-before.ts';

/**
 * Migration 0015 (docs/decisions/025) tells a declined invitation from a withdrawn application in
 * the entries stored before it: 'Withdrawn' without ever applying becomes 'Invitation Declined'.
 */
describe('migration 0015 on the withdrawals stored before it', () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let folder = '';

  beforeAll(async () => {
    database = await openEmptyDatabase();
    const { db } = database.handle;
    folder = await migrationsBefore('0015_invitation_declined_status');
    await database.migrateFrom(folder);
    const id = (suffix: string) => `00000000-0000-4000-8000-0000000000${suffix}`;
    await insertOldAccounts(db, {
      brands: [{ id: id('01'), email: 'brand@migration.test' }],
      creators: ['c1', 'c2', 'c3'].map((name) => ({ id: id(name), email: `${name}@migration.test` })),
    });
    await db.execute(sql`
      insert into campaigns (id, brand_id, company_name, title, requirements, deliverables, deadlines, compensation,
        owner_email, brand_name)
      values (${id('a1')}, ${id('01')}, 'Hartwell', 'Tack Room', 'r', 'd', 'soon', 'c', 'brand@migration.test',
        'Hartwell')`);
    const withdrawnAt = '2026-03-02T09:00:00.000Z';
    // c1 declined an invitation; c2 applied after an invitation, then withdrew; c3 is still invited.
    await db.execute(sql`
      insert into campaign_entries (campaign_id, creator_id, status, invited_at, applied_at, withdrawn_at) values
        (${id('a1')}, ${id('c1')}, 'Withdrawn', ${withdrawnAt}, null, ${withdrawnAt}),
        (${id('a1')}, ${id('c2')}, 'Withdrawn', ${withdrawnAt}, ${withdrawnAt}, ${withdrawnAt}),
        (${id('a1')}, ${id('c3')}, 'Not Applied', ${withdrawnAt}, null, null)`);
    await database.handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('turns a withdrawal that never applied into a declined invitation, and leaves the rest', async () => {
    const rows = await rowsOf<{ creator: string; status: string }>(
      database.handle.db,
      sql`select right(creator_id::text, 2) as creator, status from campaign_entries order by creator_id`,
    );
    expect(rows).toEqual([
      { creator: 'c1', status: 'Invitation Declined' },
      { creator: 'c2', status: 'Withdrawn' },
      { creator: 'c3', status: 'Not Applied' },
    ]);
  });
});

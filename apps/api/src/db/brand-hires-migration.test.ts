import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOldAccounts, migrationsBefore, openEmptyDatabase, rowsOf } from '../test/migrations-before.ts';

/**
 * Migration 0024 (issue 47) gives every entry stored before it its campaign's brand, and from then
 * on the database writes it into each new one.
 */
describe('migration 0024 on the entries stored before it', () => {
  let database: Awaited<ReturnType<typeof openEmptyDatabase>>;
  let folder = '';
  const id = (suffix: string) => `00000000-0000-4000-8000-0000000000${suffix}`;

  beforeAll(async () => {
    database = await openEmptyDatabase();
    const { db } = database.handle;
    folder = await migrationsBefore('0024_brand_hires');
    await database.migrateFrom(folder);
    await insertOldAccounts(db, {
      brands: [
        { id: id('01'), email: 'one@migration.test' },
        { id: id('02'), email: 'two@migration.test' },
      ],
      creators: ['c1', 'c2'].map((name) => ({ id: id(name), email: `${name}@migration.test` })),
    });
    await db.execute(sql`
      insert into campaigns (id, brand_id, company_name, title, requirements, deliverables, deadlines, compensation,
        owner_email, brand_name)
      values
        (${id('a1')}, ${id('01')}, 'One', 'Tack Room', 'r', 'd', 'soon', 'c', 'one@migration.test', 'One'),
        (${id('a2')}, ${id('02')}, 'Two', 'Feed Trial', 'r', 'd', 'soon', 'c', 'two@migration.test', 'Two')`);
    await db.execute(sql`
      insert into campaign_entries (campaign_id, creator_id, status) values
        (${id('a1')}, ${id('c1')}, 'Hired'),
        (${id('a2')}, ${id('c1')}, 'Applied'),
        (${id('a2')}, ${id('c2')}, 'Hired')`);
    await database.handle.migrate();
  }, 60_000);
  afterAll(async () => {
    await database.drop();
    await rm(folder, { recursive: true, force: true });
  });

  it('fills each stored entry with its campaign’s brand', async () => {
    const rows = await rowsOf<{ campaign: string; creator: string; brand: string }>(
      database.handle.db,
      sql`select right(campaign_id::text, 2) as campaign, right(creator_id::text, 2) as creator,
        right(brand_id::text, 2) as brand from campaign_entries order by campaign_id, creator_id`,
    );
    expect(rows).toEqual([
      { campaign: 'a1', creator: 'c1', brand: '01' },
      { campaign: 'a2', creator: 'c1', brand: '02' },
      { campaign: 'a2', creator: 'c2', brand: '02' },
    ]);
  });

  it('writes the brand into an entry inserted after it', async () => {
    await database.handle.db.execute(sql`
      insert into campaign_entries (campaign_id, creator_id, status) values (${id('a1')}, ${id('c2')}, 'Applied')`);
    const rows = await rowsOf<{ brand: string }>(
      database.handle.db,
      sql`select right(brand_id::text, 2) as brand from campaign_entries
        where campaign_id = ${id('a1')} and creator_id = ${id('c2')}`,
    );
    expect(rows).toEqual([{ brand: '01' }]);
  });
});

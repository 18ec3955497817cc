import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBrandsForAdmin } from '../modules/brands/brands.repository.ts';
import { insertContactMessage, listContactMessages } from '../modules/contact/contact-messages.repository.ts';
import { listCreatorsForAdmin } from '../modules/creators/creators.repository.ts';
import { listInvitations, upsertInvitation } from '../modules/invitations/invitations.repository.ts';
import { createBrand, createCreator } from '../test/factories.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';

// The admin lists read a page and its total in one prepared statement (db/paging.ts); these
// check what that must keep: order across pages, the total on every page and past the end, and
// that each prepared shape (with or without a search) answers for its own values.
describe('list pages with their totals', () => {
  let database: DatabaseHandle;
  const start = new Date('2026-03-01T10:00:00Z');
  const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

  beforeAll(async () => {
    database = await createTestDatabase();
    for (const [index, firstName] of ['Ada', 'Bea', 'Cleo', 'Dora', 'Ebba'].entries()) {
      await createCreator(database.db, { firstName, lastName: index === 2 ? 'Under_score' : 'Rider' });
    }
    await createBrand(database.db, { companyName: 'Hartwell Saddlery' });
    await createBrand(database.db, { companyName: 'Northfield Feeds' });
    for (let index = 0; index < 7; index += 1) {
      await upsertInvitation(database.db, {
        email: `guest${index}@example.test`,
        invitedByAccountId: null,
        now: minutesAfterStart(index),
      });
      await insertContactMessage(database.db, {
        firstName: `Sender${index}`,
        lastName: 'Smith',
        email: `sender${index}@example.test`,
        message: 'Hello',
        createdAt: minutesAfterStart(index),
      });
    }
  });
  afterAll(() => database.close());

  it('walks the creators newest first, page after page, with the total on every page', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(await listCreatorsForAdmin(database.db, { page, pageSize: 2 }));
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.map((page) => page.rows.map((row) => row.firstName))).toEqual([
      ['Ebba', 'Dora'],
      ['Cleo', 'Bea'],
      ['Ada'],
    ]);
    expect(pages[0]?.rows[0]).toMatchObject({ status: 'active', lastName: 'Rider' });
    expect(pages[0]?.rows[0]?.email).toMatch(/@example\.test$/);
  });

  it('answers a page past the end with no rows and still the total', async () => {
    await expect(listCreatorsForAdmin(database.db, { page: 9, pageSize: 2 })).resolves.toEqual({ rows: [], total: 5 });
    await expect(listInvitations(database.db, { page: 3, pageSize: 5 })).resolves.toEqual({ rows: [], total: 7 });
    await expect(listContactMessages(database.db, { page: 2, pageSize: 10 })).resolves.toEqual({ rows: [], total: 7 });
    await expect(listBrandsForAdmin(database.db, { search: 'nobody', page: 1, pageSize: 5 })).resolves.toEqual({
      rows: [],
      total: 0,
    });
  });

  it('counts and lists only the matches of a search, taking its wildcards literally', async () => {
    const percent = await listCreatorsForAdmin(database.db, { search: '%', page: 1, pageSize: 10 });
    expect(percent).toEqual({ rows: [], total: 0 });
    const underscore = await listCreatorsForAdmin(database.db, { search: '_', page: 1, pageSize: 10 });
    expect(underscore.rows.map((row) => row.firstName)).toEqual(['Cleo']);
    expect(underscore.total).toBe(1);
    // The same prepared shape with other values, then the shape without a search again.
    const riders = await listCreatorsForAdmin(database.db, { search: 'rider', page: 2, pageSize: 3 });
    expect(riders.total).toBe(4);
    expect(riders.rows.map((row) => row.firstName)).toEqual(['Ada']);
    expect((await listCreatorsForAdmin(database.db, { page: 1, pageSize: 10 })).total).toBe(5);

    const brands = await listBrandsForAdmin(database.db, { search: 'northfield', page: 1, pageSize: 10 });
    expect(brands.rows.map((row) => row.companyName)).toEqual(['Northfield Feeds']);
    expect(brands.total).toBe(1);
    expect((await listBrandsForAdmin(database.db, { page: 1, pageSize: 10 })).total).toBe(2);
  });

  it('pages invitations and contact messages newest first', async () => {
    const invitations = await listInvitations(database.db, { page: 2, pageSize: 3 });
    expect(invitations.total).toBe(7);
    expect(invitations.rows.map((row) => row.email)).toEqual([
      'guest3@example.test',
      'guest2@example.test',
      'guest1@example.test',
    ]);
    const searched = await listInvitations(database.db, { search: 'GUEST6', page: 1, pageSize: 3 });
    expect(searched.rows.map((row) => row.email)).toEqual(['guest6@example.test']);
    expect(searched.total).toBe(1);

    const messages = await listContactMessages(database.db, { page: 1, pageSize: 2 });
    expect(messages.total).toBe(7);
    expect(messages.rows.map((row) => row.firstName)).toEqual(['Sender6', 'Sender5']);
    expect(messages.rows[0]?.createdAt).toEqual(minutesAfterStart(6));
  });
});

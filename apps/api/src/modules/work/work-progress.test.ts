import type { OrderProgress } from '@equicreators/shared';
import { and, eq } from 'drizzle-orm';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type QueryListener } from '../../db/client.ts';
import { campaignEntries, messages, orderDeliverables, orderSubmissions } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';

const HOUR = 60 * 60 * 1000;

/** A migrated database of its own on this run's engine that tells `onQuery` every statement. */
async function openWatchedDatabase(onQuery: QueryListener): Promise<DatabaseHandle> {
  if (testDatabaseEngine() === 'pglite') {
    const template = new Blob([await readFile(inject('pgliteTemplatePath'))]);
    return openDatabase({ engine: 'pglite', template, onQuery });
  }
  const { url, drop } = await createPostgresTestDatabase();
  const handle = await openDatabase({ engine: 'postgres', url, poolSize: 4, onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await drop();
    },
  };
}

type Entry = { status: string; influencerId: { _id: string }; progress?: OrderProgress };

/**
 * Progress in the lists (issue 22): the creator's orders, the brand's influencer list and a
 * campaign's creators as its brand sees them. The work rows go in directly: the work routes are
 * tested on their own.
 */
describe('order progress in lists', () => {
  let context: TestContext;
  let brand: LoggedInAccount;
  let ava: LoggedInAccount;
  let ben: LoggedInAccount;
  let clara: LoggedInAccount;
  let ids: { working: string; cancelled: string; done: string; bare: string };
  const statements: string[] = [];

  beforeAll(async () => {
    context = await createTestContext({ database: await openWatchedDatabase((query) => statements.push(query)) });
    const now = context.clock.now();
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
    const brandAccount = await createBrand(context.db);
    brand = await loggedIn(context, brandAccount);
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    ben = await loggedIn(context, await createCreator(context.db, { firstName: 'Ben' }));
    clara = await loggedIn(context, await createCreator(context.db, { firstName: 'Clara' }));
    const campaign = (title: string) => createCampaignRow(context.db, brandAccount.id, { title });
    const [working, cancelled, done, bare] = await Promise.all(
      ['Working', 'Cancelled', 'Done', 'Bare'].map((title) => campaign(title)),
    );
    if (!working || !cancelled || !done || !bare) throw new Error('No campaigns');
    ids = { working: working.id, cancelled: cancelled.id, done: done.id, bare: bare.id };
    const hired = (campaignId: string, creatorId: string, hours: number) => ({
      campaignId,
      creatorId,
      status: 'Hired' as const,
      appliedAt: at(-100),
      hiredAt: at(-100 + hours),
    });
    await context.db
      .insert(campaignEntries)
      .values([
        hired(working.id, ava.id, 4),
        hired(working.id, ben.id, 1),
        { campaignId: working.id, creatorId: clara.id, status: 'Applied', appliedAt: at(-90) },
        hired(cancelled.id, ava.id, 3),
        hired(done.id, ava.id, 2),
        hired(bare.id, ava.id, 1),
      ]);
    await context.db
      .update(campaignEntries)
      .set({ closedAt: at(-1), closeOutcome: 'cancelled', closeReason: 'Season over' })
      .where(sqlEntry(cancelled.id, ava.id));
    const deliverable = (
      campaignId: string,
      creatorId: string,
      position: number,
      status: 'not_started' | 'submitted' | 'changes_requested' | 'approved',
      dueAt: Date | null,
    ) => ({ campaignId, creatorId, position, title: `Item ${String(position)}`, status, dueAt });
    const [, submitted] = await context.db
      .insert(orderDeliverables)
      .values([
        // Ava on Working: one approved (overdue date, but approved), one submitted and overdue, one due later.
        deliverable(working.id, ava.id, 0, 'approved', at(-5)),
        deliverable(working.id, ava.id, 1, 'submitted', at(-2)),
        deliverable(working.id, ava.id, 2, 'changes_requested', at(48)),
        // Ben on Working: two, neither overdue.
        deliverable(working.id, ben.id, 0, 'not_started', null),
        deliverable(working.id, ben.id, 1, 'not_started', at(1)),
        // Cancelled: past due, but a closed order is overdue no more.
        deliverable(cancelled.id, ava.id, 0, 'not_started', at(-10)),
        // Done: everything approved, open: ready to close.
        deliverable(done.id, ava.id, 0, 'approved', null),
        deliverable(done.id, ava.id, 1, 'approved', null),
      ])
      .returning({ id: orderDeliverables.id });
    const [message] = await context.db
      .insert(messages)
      .values({
        campaignId: working.id,
        creatorId: ava.id,
        seq: 1,
        senderAccountId: ava.id,
        senderType: 'contentCreator',
        content: 'Draft 2',
      })
      .returning({ id: messages.id });
    if (!submitted || !message) throw new Error('No rows');
    const version = (number: number, status: 'pending' | 'changes_requested') => ({
      deliverableId: submitted.id,
      campaignId: working.id,
      creatorId: ava.id,
      version: number,
      messageId: message.id,
      status,
    });
    await context.db.insert(orderSubmissions).values([version(1, 'changes_requested'), version(2, 'pending')]);
  });
  afterAll(() => context.close());

  function sqlEntry(campaignId: string, creatorId: string) {
    return and(eq(campaignEntries.campaignId, campaignId), eq(campaignEntries.creatorId, creatorId));
  }

  const get = (url: string, caller: LoggedInAccount) =>
    context.app.inject({ method: 'GET', url, headers: { authorization: caller.authorization } });

  it("shows each of the creator's orders with its progress", async () => {
    const response = await get(`/api/campaign/${ava.id}/campaigns`, ava);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ items: { _id: string; progress: OrderProgress }[] }>().items;
    const byId = new Map(items.map((item) => [item._id, item.progress]));
    expect(byId.get(ids.working)).toEqual({
      state: 'in_progress',
      approved: 1,
      total: 3,
      overdue: 1,
      awaitingReview: 1,
    });
    expect(byId.get(ids.cancelled)).toEqual({
      state: 'cancelled',
      approved: 0,
      total: 1,
      overdue: 0,
      awaitingReview: 0,
    });
    expect(byId.get(ids.done)).toMatchObject({ state: 'ready_to_close', approved: 2, total: 2, overdue: 0 });
    expect(byId.get(ids.bare)).toEqual({ state: 'in_progress', approved: 0, total: 0, overdue: 0, awaitingReview: 0 });
  });

  it('reads the progress of a whole page in one statement, whatever the number of orders', async () => {
    statements.length = 0;
    const response = await get(`/api/campaign/${ava.id}/campaigns`, ava);
    expect(response.json<{ items: unknown[] }>().items).toHaveLength(4);
    expect(statements.filter((query) => query.includes('"order_deliverables"'))).toHaveLength(1);
  });

  it('counts a deliverable overdue once the clock passes its due date', async () => {
    context.clock.advance(2 * HOUR);
    const response = await get(`/api/campaign/${ben.id}/campaigns`, ben);
    const [order] = response.json<{ items: { progress: OrderProgress }[] }>().items;
    expect(order?.progress).toMatchObject({ total: 2, overdue: 1 });
  });

  it("shows the brand's hires' progress in its influencer list, and none for other entries", async () => {
    const response = await get('/api/influencers/campaignOfInfluencers', brand);
    expect(response.statusCode).toBe(200);
    type Row = { _id: string; campaigns: { _id: string; status: string; progress: OrderProgress | null }[] };
    const rows = response.json<{ items: Row[] }>().items;
    const avaRow = rows.find((row) => row._id === ava.id);
    const progressOn = (campaignId: string) => avaRow?.campaigns.find((entry) => entry._id === campaignId)?.progress;
    expect(progressOn(ids.working)).toMatchObject({ approved: 1, total: 3, awaitingReview: 1 });
    expect(progressOn(ids.done)?.state).toBe('ready_to_close');
    const pending = await get('/api/influencers/campaignOfInfluencers?status=Pending', brand);
    const claraRow = pending.json<{ items: Row[] }>().items.find((row) => row._id === clara.id);
    expect(claraRow?.campaigns).toEqual([expect.objectContaining({ status: 'Applied', progress: null })]);
  });

  it("shows the campaign's brand each hire's progress, on the campaign and in its list", async () => {
    const one = await get(`/api/campaign/${ids.working}`, brand);
    expect(one.statusCode).toBe(200);
    const influencers = one.json<{ influencers: Entry[] }>().influencers;
    const byCreator = new Map(influencers.map((entry) => [entry.influencerId._id, entry]));
    expect(byCreator.get(ava.id)?.progress).toMatchObject({ approved: 1, total: 3 });
    expect(byCreator.get(ben.id)?.progress).toMatchObject({ approved: 0, total: 2 });
    expect(byCreator.get(clara.id)?.progress).toBeUndefined();

    const list = await get('/api/campaign?pageSize=10', brand);
    expect(list.statusCode).toBe(200);
    const rows = list.json<{ items: { _id: string; influencers: Entry[] }[] }>().items;
    const working = rows.find((row) => row._id === ids.working);
    expect(working?.influencers.find((entry) => entry.influencerId._id === ava.id)?.progress).toMatchObject({
      awaitingReview: 1,
    });
  });

  it("shows a creator no one's progress on a campaign's page", async () => {
    const response = await get(`/api/campaign/${ids.working}`, ben);
    expect(response.statusCode).toBe(200);
    const influencers = response.json<{ influencers: Entry[] }>().influencers;
    expect(influencers.length).toBeGreaterThan(0);
    expect(influencers.every((entry) => entry.progress === undefined)).toBe(true);
  });
});

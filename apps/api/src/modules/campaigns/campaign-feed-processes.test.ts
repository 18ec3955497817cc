import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import {
  campaignFields,
  campaignForm,
  createBrand,
  createCreator,
  createLogin,
  tinyPng,
} from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { createPostgresTestDatabase, testDatabaseEngine } from '../../test/test-database.ts';

type FeedPage = { total: number; items: { _id: string; campaignTitle: string }[] };

/**
 * Two app contexts on one PostgreSQL database, each with its own pool, LISTEN connection and
 * caches: a change on one makes the other's cached pages forget (issue 23). Their caches run on
 * manual clocks that never move here, so only the change signal can make B read again.
 */
describe.skipIf(testDatabaseEngine() !== 'postgres')('cached lists across two processes', () => {
  let a: TestContext;
  let b: TestContext;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    drop = database.drop;
    const open = () => openDatabase({ engine: 'postgres', url: database.url, poolSize: 3 });
    a = await createTestContext({ database: await open() });
    b = await createTestContext({ database: await open() });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const feedOn = async (context: TestContext, authorization: string): Promise<FeedPage> => {
    const response = await context.app.inject({ method: 'GET', url: '/api/campaign', headers: { authorization } });
    expect(response.statusCode).toBe(200);
    return response.json<FeedPage>();
  };

  /** Reads B's feed until `holds`, or fails after `ms` (a condition, never a fixed sleep). */
  const feedUntil = async (authorization: string, holds: (page: FeedPage) => boolean, ms = 5_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
      const page = await feedOn(b, authorization);
      if (holds(page)) return page;
      if (Date.now() > deadline) throw new Error(`B's feed still shows ${page.total} campaigns`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };

  it('shows on B, at once, a campaign created through A while B held the page', async () => {
    const brand = await createBrand(a.db);
    const brandLogin = await createLogin(a, brand);
    const creator = await createCreator(a.db, { firstName: 'Ava' });
    const onB = (await createLogin(b, creator)).authorization;
    const before = await feedOn(b, onB);

    const created = await a.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization: brandLogin.authorization },
      payload: campaignForm(campaignFields({ campaignTitle: 'Across the Paddock' }), [
        { name: 'cover.png', data: await tinyPng() },
      ]),
    });
    expect(created.statusCode).toBe(201);

    const after = await feedUntil(onB, (page) => page.total === before.total + 1);
    expect(after.items[0]?.campaignTitle).toBe('Across the Paddock');
  });

  it('runs B’s creators listeners (the browse cache forgets) once for a raise on A', async () => {
    let heard = 0;
    b.changes.subscribe('creators', () => (heard += 1));
    a.changes.raise('creators');
    await a.changes.settled();
    const deadline = Date.now() + 5_000;
    while (heard === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toBe(1);
  });
});

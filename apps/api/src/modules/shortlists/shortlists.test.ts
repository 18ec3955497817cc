import { randomUUID } from 'node:crypto';
import { SHORTLIST_LIMITS, SHORTLIST_MESSAGES, type Shortlist } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, campaignEntries, creatorProfiles, shortlistMembers, shortlists } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

describe('a brand’s shortlists', () => {
  let context: TestContext;
  let hartwell: LoggedInAccount;
  let other: LoggedInAccount;
  let ava: LoggedInAccount;
  let mateo: LoggedInAccount;

  beforeAll(async () => {
    context = await createTestContext();
    hartwell = await loggedIn(context, await createBrand(context.db));
    other = await loggedIn(context, await createBrand(context.db, { companyName: 'Other Stables' }));
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava', lastName: 'Sinclair' }));
    mateo = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo', lastName: 'Kowalski' }));
  });
  afterAll(() => context.close());

  const call = (method: Method, url: string, by: LoggedInAccount = hartwell, payload?: object) =>
    context.app.inject({ method, url, headers: { authorization: by.authorization }, ...(payload ? { payload } : {}) });
  const create = async (name: string, by: LoggedInAccount = hartwell) => call('POST', '/api/shortlists', by, { name });
  const created = async (name: string, by: LoggedInAccount = hartwell) => {
    const response = await create(name, by);
    expect(response.statusCode).toBe(201);
    return response.json<Shortlist>();
  };
  const save = (listId: string, creatorId: string, by: LoggedInAccount = hartwell) =>
    call('PUT', `/api/shortlists/${listId}/members/${creatorId}`, by);

  it('creates a list with a trimmed name, refuses an empty, a too long and a duplicate name (any case)', async () => {
    const list = await created('  Dressage DE  ');
    expect(list).toMatchObject({ name: 'Dressage DE', memberCount: 0 });
    expect((await create('   ')).statusCode).toBe(400);
    expect((await create('x'.repeat(SHORTLIST_LIMITS.nameMaxLength + 1))).statusCode).toBe(400);
    expect((await create('x'.repeat(SHORTLIST_LIMITS.nameMaxLength))).statusCode).toBe(201);
    const duplicate = await create('dressage de');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(SHORTLIST_MESSAGES.duplicateName);
    // Another brand may use the same name.
    expect((await create('Dressage DE', other)).statusCode).toBe(201);
  });

  it('lists my lists newest first with counts, and whether a creator is on each', async () => {
    const brand = await loggedIn(context, await createBrand(context.db));
    const first = await created('Eventing', brand);
    context.clock.advance(1000);
    const second = await created('Show jumping', brand);
    expect((await save(first.id, ava.id, brand)).json()).toMatchObject({ memberCount: 1 });
    await save(first.id, mateo.id, brand);
    const all = (await call('GET', '/api/shortlists', brand)).json<{ items: Shortlist[] }>().items;
    expect(all.map((list) => [list.name, list.memberCount])).toEqual([
      ['Show jumping', 0],
      ['Eventing', 2],
    ]);
    expect(all[0]).not.toHaveProperty('includesCreator');
    const ofAva = (await call('GET', `/api/shortlists?creatorId=${ava.id}`, brand)).json<{ items: Shortlist[] }>();
    expect(ofAva.items.map((list) => [list.id, list.includesCreator])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
  });

  it('saves a creator once (idempotent), removes them, and 404s an unknown or blocked creator', async () => {
    const list = await created('Young horses');
    expect((await save(list.id, ava.id)).statusCode).toBe(200);
    expect((await save(list.id, ava.id)).json()).toMatchObject({ memberCount: 1 });
    expect((await save(list.id, randomUUID())).statusCode).toBe(404);
    expect((await save(list.id, hartwell.id)).statusCode).toBe(404);
    const blocked = await createCreator(context.db, { firstName: 'Blocked' });
    await context.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, blocked.id));
    expect((await save(list.id, blocked.id)).statusCode).toBe(404);
    const removed = await call('DELETE', `/api/shortlists/${list.id}/members/${ava.id}`);
    expect(removed.json()).toMatchObject({ memberCount: 0 });
    // Removing someone not on the list changes nothing.
    expect((await call('DELETE', `/api/shortlists/${list.id}/members/${ava.id}`)).statusCode).toBe(200);
  });

  it('shows the members as browse cards, newest saved first, paged, without contact details unless hired', async () => {
    const list = await created('Cards');
    await save(list.id, ava.id);
    context.clock.advance(1000);
    await save(list.id, mateo.id);
    const page = (await call('GET', `/api/shortlists/${list.id}/members?pageSize=1`)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(page.items[0]).toMatchObject({ _id: mateo.id, firstName: 'Mateo', facets: expect.any(Object) });
    expect(page.items[0]).not.toHaveProperty('email');
    expect(page.items[0]).not.toHaveProperty('phoneNumber');
    // Hired on one of the brand's campaigns: the brand sees the contact details, as on browse.
    const campaign = await createCampaignRow(context.db, hartwell.id);
    await context.db
      .insert(campaignEntries)
      .values({ campaignId: campaign.id, creatorId: ava.id, status: 'Hired', hiredAt: context.clock.now() });
    const second = (await call('GET', `/api/shortlists/${list.id}/members?page=2&pageSize=1`)).json();
    expect(second.items[0]).toMatchObject({ _id: ava.id, email: ava.email });
    // A blocked creator disappears from the cards and the count.
    await context.db.update(accounts).set({ status: 'blocked' }).where(eq(accounts.id, mateo.id));
    const after = (await call('GET', `/api/shortlists/${list.id}/members`)).json();
    expect(after.total).toBe(1);
    expect(after.items.map((item: { _id: string }) => item._id)).toEqual([ava.id]);
    await context.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, mateo.id));
  });

  it('renames (409 on a taken name) and deletes a list', async () => {
    const list = await created('Hunters');
    await created('Jumpers');
    const renamed = await call('PATCH', `/api/shortlists/${list.id}`, hartwell, { name: ' Hunters UK ' });
    expect(renamed.json()).toMatchObject({ id: list.id, name: 'Hunters UK' });
    // The same name in another case is a rename of its own, not a duplicate.
    expect((await call('PATCH', `/api/shortlists/${list.id}`, hartwell, { name: 'hunters uk' })).statusCode).toBe(200);
    expect((await call('PATCH', `/api/shortlists/${list.id}`, hartwell, { name: 'JUMPERS' })).statusCode).toBe(409);
    await save(list.id, ava.id);
    expect((await call('DELETE', `/api/shortlists/${list.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/shortlists/${list.id}`)).statusCode).toBe(404);
    expect(await context.db.select().from(shortlistMembers).where(eq(shortlistMembers.shortlistId, list.id))).toEqual(
      [],
    );
    // The creator themselves is untouched.
    expect(await context.db.select().from(creatorProfiles).where(eq(creatorProfiles.accountId, ava.id))).toHaveLength(
      1,
    );
  });

  it('answers 404 for another brand’s list on every route, and leaves it as it was', async () => {
    const list = await created('Private');
    await save(list.id, ava.id);
    const campaign = await createCampaignRow(context.db, other.id);
    const attempts: [Method, string, object?][] = [
      ['GET', `/api/shortlists/${list.id}`],
      ['GET', `/api/shortlists/${list.id}/members`],
      ['PATCH', `/api/shortlists/${list.id}`, { name: 'Mine now' }],
      ['DELETE', `/api/shortlists/${list.id}`],
      ['PUT', `/api/shortlists/${list.id}/members/${mateo.id}`],
      ['DELETE', `/api/shortlists/${list.id}/members/${ava.id}`],
      ['POST', `/api/shortlists/${list.id}/invite`, { campaignId: campaign.id }],
    ];
    for (const [method, url, payload] of attempts) {
      const response = await call(method, url, other, payload);
      expect([method, url, response.statusCode]).toEqual([method, url, 404]);
    }
    expect((await call('GET', `/api/shortlists/${list.id}`)).json()).toMatchObject({ name: 'Private', memberCount: 1 });
    expect((await call('GET', '/api/shortlists', other)).json().items.map((l: Shortlist) => l.id)).not.toContain(
      list.id,
    );
  });

  it('refuses creators and admins (403) and anonymous callers (401)', async () => {
    expect((await call('GET', '/api/shortlists', ava)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/shortlists' })).statusCode).toBe(401);
  });

  it(`keeps at most ${SHORTLIST_LIMITS.listsPerBrand} lists a brand`, async () => {
    const brand = await loggedIn(context, await createBrand(context.db));
    const now = context.clock.now();
    await context.db.insert(shortlists).values(
      Array.from({ length: SHORTLIST_LIMITS.listsPerBrand - 1 }, (_, index) => ({
        brandId: brand.id,
        name: `List ${index}`,
        createdAt: now,
        updatedAt: now,
      })),
    );
    // Two at once for the last place: exactly one is created.
    const answers = await Promise.all([create('Last A', brand), create('Last B', brand)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(SHORTLIST_MESSAGES.tooManyLists);
    expect((await call('GET', '/api/shortlists', brand)).json().items).toHaveLength(SHORTLIST_LIMITS.listsPerBrand);
  });

  it(`holds at most ${SHORTLIST_LIMITS.membersPerList} creators a list; one already there is still answered`, async () => {
    const list = await created('Everyone');
    const count = SHORTLIST_LIMITS.membersPerList;
    const ids = Array.from({ length: count }, () => randomUUID());
    await context.db
      .insert(accounts)
      .values(
        ids.map((id) => ({ id, type: 'contentCreator' as const, email: `${id}@many.example`, passwordHash: 'x' })),
      );
    await context.db
      .insert(creatorProfiles)
      .values(
        ids.map((id) => ({ accountId: id, firstName: 'Many', lastName: 'Riders', phoneNumber: '2025550100', bio: '' })),
      );
    const now = context.clock.now();
    await context.db
      .insert(shortlistMembers)
      .values(ids.map((creatorId) => ({ shortlistId: list.id, creatorId, addedAt: now })));
    const full = await save(list.id, ava.id);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(SHORTLIST_MESSAGES.listFull);
    expect((await save(list.id, ids[0]!)).json()).toMatchObject({ memberCount: count });
  });
});

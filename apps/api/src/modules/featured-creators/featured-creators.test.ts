import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { creatorProfiles } from '../../db/schema/index.ts';
import { createAccount, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Profile = Partial<typeof creatorProfiles.$inferInsert>;

/** A creator who may be featured: verified, with a media kit anyone may open. */
async function createFeaturableCreator(db: Database, firstName: string, profile: Profile = {}) {
  const account = await createCreator(db, { firstName, lastName: 'Rider' });
  await db
    .update(creatorProfiles)
    .set({
      verified: true,
      handle: `${firstName.toLowerCase()}-rider`,
      mediaKitVisibility: 'anyone',
      disciplines: ['dressage', 'eventing'],
      country: 'DE',
      ...profile,
    })
    .where(eq(creatorProfiles.accountId, account.id));
  return account;
}

describe('featured creators', () => {
  let context: TestContext;
  let admin: LoggedInAccount;

  beforeAll(async () => {
    context = await createTestContext();
    admin = await loggedIn(context, await createAccount(context.db, 'admin'));
  });
  afterAll(() => context.close());

  const feature = (id: string) =>
    context.app.inject({
      method: 'PUT',
      url: `/api/admin/featured-creators/${id}`,
      headers: { authorization: admin.authorization },
    });
  const unfeature = (id: string) =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/admin/featured-creators/${id}`,
      headers: { authorization: admin.authorization },
    });
  const shown = async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/featured-creators' });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { _id: string; firstName: string }[] }>().items;
  };
  const adminList = async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/featured-creators',
      headers: { authorization: admin.authorization },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ items: { _id: string; hiddenBecause: string | null }[]; max: number }>();
  };
  const setProfile = (id: string, profile: Profile) =>
    context.db.update(creatorProfiles).set(profile).where(eq(creatorProfiles.accountId, id));
  const clearAll = async () => {
    for (const creator of (await adminList()).items) await unfeature(creator._id);
  };

  it('shows none until an admin features one, then the card without contact details', async () => {
    expect(await shown()).toEqual([]);
    const creator = await createFeaturableCreator(context.db, 'Greta');
    const response = await feature(creator.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ max: 4, items: [{ _id: creator.id, hiddenBecause: null }] });
    const [card] = await shown();
    expect(card).toEqual({
      _id: creator.id,
      firstName: 'Greta',
      lastName: 'Rider',
      thumbnail: null,
      disciplines: ['dressage', 'eventing'],
      country: 'DE',
      handle: 'greta-rider',
    });
    expect(JSON.stringify(card)).not.toContain('@');
    await clearAll();
  });

  it('refuses a creator who does not qualify, saying why', async () => {
    const cases: [string, Profile, RegExp][] = [
      ['Ulla', { verified: false }, /not verified/],
      ['Nina', { handle: null }, /media kit is not open to anyone/],
      ['Bea', { mediaKitVisibility: 'brands' }, /media kit is not open to anyone/],
      ['Hilde', { mediaKitVisibility: 'nobody' }, /media kit is not open to anyone/],
    ];
    for (const [name, profile, reason] of cases) {
      const creator = await createFeaturableCreator(context.db, name, profile);
      const response = await feature(creator.id);
      expect(response.statusCode, name).toBe(409);
      expect(response.json().message, name).toMatch(reason);
    }
    const blocked = await createFeaturableCreator(context.db, 'Blocky');
    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/creators/${blocked.id}`,
      headers: { authorization: admin.authorization },
      payload: { status: 'blocked' },
    });
    expect((await feature(blocked.id)).json().message).toMatch(/blocked/);
    expect(await shown()).toEqual([]);
    expect((await adminList()).items).toEqual([]);
  });

  it('answers 404 for an account that is no creator, and 400 for a malformed id', async () => {
    expect((await feature('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await feature(admin.id)).statusCode).toBe(404);
    expect((await unfeature(admin.id)).statusCode).toBe(404);
    expect((await feature('not-an-id')).statusCode).toBe(400);
  });

  it('features at most four, in the order they were featured; a fifth waits for a free place', async () => {
    const names = ['Anna', 'Berit', 'Carla', 'Dora', 'Edda'];
    const creators = [];
    for (const name of names) creators.push(await createFeaturableCreator(context.db, name));
    for (const creator of creators.slice(0, 4)) {
      context.clock.advance(1000);
      expect((await feature(creator.id)).statusCode).toBe(200);
    }
    const fifth = creators[4]!;
    const refused = await feature(fifth.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/4 creators are featured already/);
    expect((await shown()).map((card) => card.firstName)).toEqual(['Anna', 'Berit', 'Carla', 'Dora']);

    // Featuring one already featured changes nothing, not even the order.
    expect((await feature(creators[0]!.id)).statusCode).toBe(200);
    expect((await shown()).map((card) => card.firstName)).toEqual(['Anna', 'Berit', 'Carla', 'Dora']);

    expect((await unfeature(creators[1]!.id)).json().items).toHaveLength(3);
    expect((await unfeature(creators[1]!.id)).statusCode).toBe(200);
    context.clock.advance(1000);
    expect((await feature(fifth.id)).statusCode).toBe(200);
    expect((await shown()).map((card) => card.firstName)).toEqual(['Anna', 'Carla', 'Dora', 'Edda']);
    await clearAll();
  });

  it('never lets two admins featuring at once pass four', async () => {
    const creators = [];
    for (const name of ['Fia', 'Gun', 'Hel', 'Ida', 'Jo', 'Kim']) {
      creators.push(await createFeaturableCreator(context.db, name));
    }
    const answers = await Promise.all(creators.map((creator) => feature(creator.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(2);
    expect((await adminList()).items).toHaveLength(4);
    await clearAll();
  });

  it('leaves out of the home page a featured creator who stops qualifying, and shows them again after', async () => {
    const stays = await createFeaturableCreator(context.db, 'Stella');
    const changes = await createFeaturableCreator(context.db, 'Wanda');
    await feature(stays.id);
    context.clock.advance(1000);
    await feature(changes.id);
    expect((await shown()).map((card) => card.firstName)).toEqual(['Stella', 'Wanda']);

    const stops: [Profile, string][] = [
      [{ verified: false }, 'unverified'],
      [{ mediaKitVisibility: 'brands' }, 'no-public-media-kit'],
      [{ mediaKitVisibility: 'nobody' }, 'no-public-media-kit'],
      [{ handle: null }, 'no-public-media-kit'],
    ];
    for (const [profile, reason] of stops) {
      await setProfile(changes.id, profile);
      expect((await shown()).map((card) => card.firstName)).toEqual(['Stella']);
      expect((await adminList()).items).toEqual([
        expect.objectContaining({ _id: stays.id, hiddenBecause: null }),
        expect.objectContaining({ _id: changes.id, hiddenBecause: reason }),
      ]);
      await setProfile(changes.id, { verified: true, mediaKitVisibility: 'anyone', handle: 'wanda-rider' });
      expect((await shown()).map((card) => card.firstName)).toEqual(['Stella', 'Wanda']);
    }

    await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/creators/${changes.id}`,
      headers: { authorization: admin.authorization },
      payload: { status: 'blocked' },
    });
    expect((await shown()).map((card) => card.firstName)).toEqual(['Stella']);
    expect((await adminList()).items[1]).toMatchObject({ _id: changes.id, hiddenBecause: 'blocked' });
    await clearAll();
  });

  it('is the admins’ alone', async () => {
    const creator = await createFeaturableCreator(context.db, 'Lone');
    const brand = await loggedIn(context, await createAccount(context.db, 'brand'));
    const asBrand = await context.app.inject({
      method: 'PUT',
      url: `/api/admin/featured-creators/${creator.id}`,
      headers: { authorization: brand.authorization },
    });
    expect(asBrand.statusCode).toBe(403);
    const asGuest = await context.app.inject({ method: 'DELETE', url: `/api/admin/featured-creators/${creator.id}` });
    expect(asGuest.statusCode).toBe(401);
    expect(await shown()).toEqual([]);
  });
});

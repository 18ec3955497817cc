import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubMeetings, creatorProfiles } from '../../db/schema/index.ts';
import { createAccount, createBrand, createCreator, createLogin } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { CLUB_MEMBERS_ONLY } from './club.service.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const LONDON_EVENING = {
  title: 'Winter dressage clinic',
  startsAtLocal: '2030-01-05T19:30',
  timeZone: 'Europe/London',
  durationMinutes: 90,
  place: 'Hartpury Arena, Gloucester',
  notes: 'Bring a notebook.',
};
const ONLINE_MORNING = {
  title: 'Filming in the rain: a workshop',
  startsAtLocal: '2030-01-03T09:00',
  timeZone: 'America/New_York',
  onlineUrl: 'https://meet.example.org/club-rain',
};

/** The club's meetings (decision 027): admins schedule them, club members read the upcoming ones. */
describe('club meetings', () => {
  let context: TestContext;
  let admin: string;
  let member: string;
  let nonMember: string;
  let brand: string;
  beforeAll(async () => {
    context = await createTestContext();
    context.clock.set(new Date('2030-01-01T12:00:00Z'));
    admin = (await createLogin(context, await createAccount(context.db, 'admin'))).authorization;
    const memberAccount = await createCreator(context.db, { firstName: 'Maya' });
    await context.db
      .update(creatorProfiles)
      .set({ clubMember: true })
      .where(eq(creatorProfiles.accountId, memberAccount.id));
    member = (await createLogin(context, memberAccount)).authorization;
    nonMember = (await createLogin(context, await createCreator(context.db))).authorization;
    brand = (await createLogin(context, await createBrand(context.db))).authorization;
  });
  afterAll(() => context.close());

  const call = (method: Method, url: string, authorization: string | null, payload?: object) =>
    context.app.inject({
      method,
      url,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });

  it('schedules a meeting from a wall clock in its zone, stores the instant and the zone, and answers both', async () => {
    const created = await call('POST', '/api/admin/club-meetings', admin, LONDON_EVENING);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(String),
      ...LONDON_EVENING,
      startsAt: '2030-01-05T19:30:00.000Z',
      onlineUrl: null,
    });
    const online = await call('POST', '/api/admin/club-meetings', admin, ONLINE_MORNING);
    expect(online.json()).toMatchObject({ startsAt: '2030-01-03T14:00:00.000Z', place: null, durationMinutes: null });
    const [row] = await context.db.select().from(clubMeetings).where(eq(clubMeetings.id, created.json().id));
    expect(row).toMatchObject({ timeZone: 'Europe/London', startsAt: new Date('2030-01-05T19:30:00Z') });
  });

  it('shows members the upcoming meetings soonest first, with place or link', async () => {
    const read = await call('GET', '/api/club/meetings', member);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ page: 1, total: 2 });
    expect(read.json().items.map((meeting: { title: string }) => meeting.title)).toEqual([
      ONLINE_MORNING.title,
      LONDON_EVENING.title,
    ]);
    expect(read.json().items[0]).toMatchObject({ onlineUrl: ONLINE_MORNING.onlineUrl, place: null });
  });

  it('keeps a meeting listed while it runs and hides it once over (an hour when no length is given)', async () => {
    context.clock.set(new Date('2030-01-03T14:59:00Z'));
    expect((await call('GET', '/api/club/meetings', member)).json().total).toBe(2);
    context.clock.set(new Date('2030-01-03T15:00:00Z'));
    const after = (await call('GET', '/api/club/meetings', member)).json();
    expect(after.items.map((meeting: { title: string }) => meeting.title)).toEqual([LONDON_EVENING.title]);
    const past = (await call('GET', '/api/admin/club-meetings?when=past', admin)).json();
    expect(past.items.map((meeting: { title: string }) => meeting.title)).toEqual([ONLINE_MORNING.title]);
    context.clock.set(new Date('2030-01-01T12:00:00Z'));
  });

  it('changes a meeting: a new time in another zone, a link instead of a place', async () => {
    const [first] = (await call('GET', '/api/admin/club-meetings', admin)).json().items;
    const edited = await call('PUT', `/api/admin/club-meetings/${first.id}`, admin, {
      ...ONLINE_MORNING,
      title: 'Filming in the rain (moved)',
      startsAtLocal: '2030-01-06T18:00',
      timeZone: 'Australia/Sydney',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Filming in the rain (moved)',
      startsAt: '2030-01-06T07:00:00.000Z',
      startsAtLocal: '2030-01-06T18:00',
      timeZone: 'Australia/Sydney',
    });
    const order = (await call('GET', '/api/club/meetings', member)).json().items.map((m: { title: string }) => m.title);
    expect(order).toEqual([LONDON_EVENING.title, 'Filming in the rain (moved)']);
  });

  it('cancels a meeting: it leaves the list; a second cancel is 404', async () => {
    const created = (
      await call('POST', '/api/admin/club-meetings', admin, { ...ONLINE_MORNING, title: 'Gone' })
    ).json();
    expect((await call('DELETE', `/api/admin/club-meetings/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/club-meetings/${created.id}`, admin)).statusCode).toBe(404);
    const missing = await call('PUT', `/api/admin/club-meetings/${created.id}`, admin, ONLINE_MORNING);
    expect(missing.statusCode).toBe(404);
    const titles = (await call('GET', '/api/club/meetings', member))
      .json()
      .items.map((m: { title: string }) => m.title);
    expect(titles).not.toContain('Gone');
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus_Mons' }, 'timeZone'],
    ['an offset instead of a zone', { timeZone: '+01:00' }, 'timeZone'],
    ['a javascript: link', { place: undefined, onlineUrl: 'javascript:alert(1)' }, 'onlineUrl'],
    ['a link without a scheme', { place: undefined, onlineUrl: 'meet.example.org/x' }, 'onlineUrl'],
    ['both a place and a link', { onlineUrl: 'https://meet.example.org/x' }, 'onlineUrl'],
    ['neither a place nor a link', { place: '  ' }, 'place'],
    ['a time the clocks skip', { startsAtLocal: '2030-03-31T01:30' }, 'startsAtLocal'],
    ['a date without a time', { startsAtLocal: '2030-01-15' }, 'startsAtLocal'],
    ['an empty title', { title: ' ' }, 'title'],
    ['a zero length', { durationMinutes: 0 }, 'durationMinutes'],
  ])('refuses %s', async (_label, change, field) => {
    const refused = await call('POST', '/api/admin/club-meetings', admin, { ...LONDON_EVENING, ...change });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.map((issue: { field: string }) => issue.field)).toContain(field);
  });

  it('lets only admins schedule, and only members and admins read', async () => {
    for (const caller of [member, nonMember, brand]) {
      expect((await call('POST', '/api/admin/club-meetings', caller, LONDON_EVENING)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/club-meetings', caller)).statusCode).toBe(403);
    }
    expect((await call('POST', '/api/admin/club-meetings', null, LONDON_EVENING)).statusCode).toBe(401);
    const refused = await call('GET', '/api/club/meetings', nonMember);
    expect([refused.statusCode, refused.json().message]).toEqual([403, CLUB_MEMBERS_ONLY]);
    expect((await call('GET', '/api/club/meetings', brand)).statusCode).toBe(403);
    expect((await call('GET', '/api/club/meetings', admin)).statusCode).toBe(200);
  });
});

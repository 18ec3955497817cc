import type { NotificationPage } from '@equicreators/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import {
  createAccount,
  createBrand,
  createCampaignRow,
  createCreator,
  loggedIn,
  type LoggedInAccount,
} from '../../test/factories.ts';
import { addressOf, connectLive, type LiveTestClient } from '../../test/live/live-test-client.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { announce, EVERY_ADMIN } from './notification-events.ts';
import { deleteExpiredNotifications, NOTIFICATION_RETENTION } from './notification-retention.ts';

type Person = LoggedInAccount;
const DAY_MS = 24 * 60 * 60_000;

describe('the notification centre (GET /api/notifications, read, read-all)', () => {
  let context: TestContext;
  let baseUrl: string;
  let brand: Person;
  let ava: Person;
  let mateo: Person;
  let admin: Person;
  let campaignId: string;
  const opened: LiveTestClient[] = [];

  beforeAll(async () => {
    context = await createTestContext();
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = addressOf(context.app.server);
    brand = await loggedIn(context, await createBrand(context.db, { companyName: 'Hartwell Saddlery' }));
    ava = await loggedIn(context, await createCreator(context.db, { firstName: 'Ava' }));
    mateo = await loggedIn(context, await createCreator(context.db, { firstName: 'Mateo' }));
    admin = await loggedIn(context, await createAccount(context.db, 'admin'));
    campaignId = (await createCampaignRow(context.db, brand.id, { title: 'Autumn Saddle Care' })).id;
  });
  afterEach(async () => {
    for (const client of opened.splice(0)) client.close();
    await context.db.delete(notifications);
  });
  afterAll(() => context.close());

  const call = (method: 'GET' | 'POST', url: string, by: Person | null) =>
    context.app.inject({ method, url, headers: by ? { authorization: by.authorization } : {} });
  const listOf = async (person: Person, query = '') =>
    (await call('GET', `/api/notifications${query}`, person)).json<NotificationPage>();
  /** `count` invitations for Ava, a minute apart, as the invite route records them. */
  async function inviteAva(count: number) {
    for (let index = 0; index < count; index += 1) {
      context.clock.advance(60_000);
      await context.db.transaction((tx) =>
        announce(tx, { kind: 'invitation-received', to: ava.id, about: { campaignId, brandId: brand.id } }),
      );
    }
  }

  it('lists the caller’s own notifications newest first, paged, with the unread count of all', async () => {
    await inviteAva(3);
    const firstPage = await listOf(ava, '?pageSize=2');
    expect(firstPage).toMatchObject({ page: 1, pageSize: 2, total: 3, unread: 3 });
    expect(firstPage.items).toHaveLength(2);
    const times = firstPage.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await listOf(ava, '?page=2&pageSize=2')).items).toHaveLength(1);
    expect(await listOf(mateo)).toMatchObject({ items: [], total: 0, unread: 0 });
  });

  it('marks one read for its recipient only; anyone else is told it does not exist', async () => {
    await inviteAva(2);
    const [newest] = (await listOf(ava)).items;
    const url = `/api/notifications/${newest!._id}/read`;
    for (const other of [mateo, brand, admin]) expect((await call('POST', url, other)).statusCode).toBe(404);
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await listOf(ava)).unread).toBe(2);
    const read = await call('POST', url, ava);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    // Again: nothing changes, the same answer.
    expect((await call('POST', url, ava)).json()).toEqual({ unread: 1 });
    const after = await listOf(ava);
    expect(after.items.find((item) => item._id === newest!._id)?.readAt).toBe(context.clock.now().toISOString());
    expect(after.unread).toBe(1);
  });

  it('marks all of the caller’s read, and nobody else’s', async () => {
    await inviteAva(2);
    await context.db.transaction((tx) =>
      announce(tx, { kind: 'application-received', to: brand.id, about: { campaignId, creatorId: ava.id } }),
    );
    expect((await call('POST', '/api/notifications/read-all', ava)).json()).toEqual({ unread: 0 });
    expect((await listOf(ava)).items.every((item) => item.readAt !== null)).toBe(true);
    expect((await listOf(brand)).unread).toBe(1);
  });

  it('refuses a notification id that is not one and a guest', async () => {
    expect((await call('POST', '/api/notifications/not-an-id/read', ava)).statusCode).toBe(400);
    expect((await call('GET', '/api/notifications', null)).statusCode).toBe(401);
  });

  it('pushes the unread count to the recipient’s open streams only, admins’ included', async () => {
    const [avaStream, mateoStream, adminStream] = await Promise.all(
      [ava, mateo, admin].map((person) => connectLive(baseUrl, person.authorization)),
    );
    opened.push(avaStream!, mateoStream!, adminStream!);
    await avaStream!.waitFor('ready');
    await adminStream!.waitFor('ready');
    await mateoStream!.waitFor('ready');
    await inviteAva(1);
    expect(await avaStream!.waitFor('notifications')).toEqual({ type: 'notifications', unread: 1 });
    await context.db.transaction((tx) => announce(tx, { kind: 'contact-message', to: EVERY_ADMIN, about: {} }));
    expect(await adminStream!.waitFor('notifications')).toEqual({ type: 'notifications', unread: 1 });
    // Reading it in one tab tells the others.
    const [item] = (await listOf(ava)).items;
    await call('POST', `/api/notifications/${item!._id}/read`, ava);
    await avaStream!.waitFor('notifications', (event) => event.unread === 0);
    expect(mateoStream!.events.filter((event) => event.type === 'notifications')).toEqual([]);
  });

  it('keeps read notifications 90 days and unread ones a year', async () => {
    await inviteAva(3);
    const [newest, middle] = (await listOf(ava)).items;
    await call('POST', `/api/notifications/${middle!._id}/read`, ava);
    await call('POST', `/api/notifications/${newest!._id}/read`, ava);
    const now = context.clock.now();
    const later = (days: number) => new Date(now.getTime() + days * DAY_MS);
    expect(await deleteExpiredNotifications(context.db, later(NOTIFICATION_RETENTION.keepReadDays - 1))).toBe(0);
    expect(await deleteExpiredNotifications(context.db, later(NOTIFICATION_RETENTION.keepReadDays + 1))).toBe(2);
    expect((await listOf(ava)).total).toBe(1);
    expect(await deleteExpiredNotifications(context.db, later(NOTIFICATION_RETENTION.keepUnreadDays + 1))).toBe(1);
    expect((await listOf(ava)).total).toBe(0);
  });
});

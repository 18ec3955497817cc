import { MESSAGE_MESSAGES } from '@equicreators/shared';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { tinyPng } from '../../test/factories.ts';
import {
  countCampaignMessages,
  createThreadCast,
  messageCalls,
  messageForm,
  type ThreadCast,
} from '../../test/message-threads.ts';
import { fetchOpenApiDocument } from '../../test/openapi-document.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

type Role = 'brand' | 'otherBrand' | 'hired' | 'applied' | 'invited' | 'outsider' | 'anonymous';

/**
 * The authorisation matrix of spec §7's four message calls: only the thread's two parties get in;
 * anyone else is told the thread does not exist (404), the wrong account type 403, no login 401.
 */
describe('who may use the message calls', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let calls: ReturnType<typeof messageCalls>;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    calls = messageCalls(context, cast);
  });
  afterAll(() => context.close());

  const authorizationOf = (role: Role) => (role === 'anonymous' ? null : cast[role].authorization);
  const idOf = (role: Role) => (role === 'anonymous' ? cast.hired.id : cast[role].id);
  const storedMessages = () => countCampaignMessages(context, cast.campaign.id);

  it('documents every message call in the OpenAPI document', async () => {
    const openapi = await fetchOpenApiDocument(context);
    expect(Object.keys(openapi.paths).filter((path) => path.startsWith('/api/messages/'))).toEqual([
      '/api/messages/send',
      '/api/messages/sendbrand',
      '/api/messages/message-brand/{campaignId}/{influencerId}',
      '/api/messages/message-influencer/{influencerId}/{campaignId}',
      '/api/messages/read',
      '/api/messages/unread',
      '/api/messages/files/{file}',
    ]);
    expect(Object.keys(openapi.components.schemas)).toEqual(
      expect.arrayContaining(['BrandSendForm', 'CreatorSendForm', 'ThreadPage', 'MessageView', 'UnreadCounts']),
    );
  });

  describe('POST /api/messages/send (the brand, from the campaign to a hired creator)', () => {
    it.each<[Role, number]>([
      ['brand', 201],
      ['otherBrand', 404],
      ['hired', 403],
      ['applied', 403],
      ['invited', 403],
      ['outsider', 403],
      ['anonymous', 401],
    ])('%s → %i', async (role, status) => {
      const before = await storedMessages();
      const form = messageForm({ from: cast.campaign.id, to: cast.hired.id, content: `Hello from ${role}` });
      const response = await calls.post('/api/messages/send', form, authorizationOf(role));
      expect(response.statusCode).toBe(status);
      expect(await storedMessages()).toBe(before + (status === 201 ? 1 : 0));
      if (status === 404) expect(response.json().message).toBe(MESSAGE_MESSAGES.notFound);
    });

    it.each<[string, () => string]>([
      ['applied', () => cast.applied.id],
      ['invited (Not Applied)', () => cast.invited.id],
      ['without an entry', () => cast.outsider.id],
    ])('refuses the owner writing to a creator %s (404)', async (_label, creatorId) => {
      const form = messageForm({ from: cast.campaign.id, to: creatorId(), content: 'Hi' });
      const response = await calls.post('/api/messages/send', form, cast.brand.authorization);
      expect(response.statusCode).toBe(404);
      const [row] = await context.db
        .select({ total: count() })
        .from(messages)
        .where(and(eq(messages.campaignId, cast.campaign.id), eq(messages.creatorId, creatorId())));
      expect(row?.total).toBe(0);
    });
  });

  it('refuses another brand before reading its files (404, where the owner hears of the limit)', async () => {
    const png = await tinyPng();
    const files = Array.from({ length: 11 }, (_, index) => ({ name: `f${index}.png`, data: png }));
    const form = () => messageForm({ from: cast.campaign.id, to: cast.hired.id, content: 'Many' }, files);
    const outsider = await calls.post('/api/messages/send', form(), cast.otherBrand.authorization);
    expect(outsider.statusCode).toBe(404);
    const owner = await calls.post('/api/messages/send', form(), cast.brand.authorization);
    expect(owner.statusCode).toBe(413);
    expect(owner.json().message).toBe('Add at most 10 attachments.');
  });

  describe('POST /api/messages/sendbrand (a creator, from themselves to the campaign)', () => {
    it.each<[Role, number]>([
      ['hired', 201],
      ['applied', 404],
      ['invited', 404],
      ['outsider', 404],
      ['brand', 403],
      ['otherBrand', 403],
      ['anonymous', 401],
    ])('%s → %i', async (role, status) => {
      const before = await storedMessages();
      const form = messageForm({ from: idOf(role), to: cast.campaign.id, content: `Hello from ${role}` });
      const response = await calls.post('/api/messages/sendbrand', form, authorizationOf(role));
      expect(response.statusCode).toBe(status);
      expect(await storedMessages()).toBe(before + (status === 201 ? 1 : 0));
    });

    it('refuses a creator writing in the name of the hired one (404)', async () => {
      const form = messageForm({ from: cast.hired.id, to: cast.campaign.id, content: 'Pretending' });
      const response = await calls.post('/api/messages/sendbrand', form, cast.outsider.authorization);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/messages/message-brand/{campaignId}/{influencerId}', () => {
    it.each<[Role, number]>([
      ['brand', 200],
      ['otherBrand', 404],
      ['hired', 403],
      ['applied', 403],
      ['outsider', 403],
      ['anonymous', 401],
    ])('%s → %i', async (role, status) => {
      const response = await calls.get(
        `/api/messages/message-brand/${cast.campaign.id}/${cast.hired.id}`,
        authorizationOf(role),
      );
      expect(response.statusCode).toBe(status);
      if (status === 200) expect(response.json()).toMatchObject({ entryStatus: 'Hired', decision: null });
    });

    it('shows the owner a pending creator’s empty thread (to say only hired creators can be written to)', async () => {
      const pending = await calls.get(
        `/api/messages/message-brand/${cast.campaign.id}/${cast.applied.id}`,
        cast.brand.authorization,
      );
      expect(pending.statusCode).toBe(200);
      expect(pending.json()).toEqual({
        items: [],
        hasOlder: false,
        lastSeq: 0,
        entryStatus: 'Applied',
        decision: null,
      });
      const none = await calls.get(
        `/api/messages/message-brand/${cast.campaign.id}/${cast.outsider.id}`,
        cast.brand.authorization,
      );
      expect(none.statusCode).toBe(404);
    });
  });

  describe('GET /api/messages/message-influencer/{influencerId}/{campaignId}', () => {
    it.each<[Role, number, string | null]>([
      ['hired', 200, 'Hired'],
      ['applied', 200, 'Applied'],
      ['invited', 200, 'Not Applied'],
      ['outsider', 404, null],
      ['brand', 403, null],
      ['otherBrand', 403, null],
      ['anonymous', 401, null],
    ])('%s, for their own thread → %i', async (role, status, entryStatus) => {
      const response = await calls.get(
        `/api/messages/message-influencer/${idOf(role)}/${cast.campaign.id}`,
        authorizationOf(role),
      );
      expect(response.statusCode).toBe(status);
      if (entryStatus) expect(response.json().entryStatus).toBe(entryStatus);
    });

    it('refuses a creator reading the hired creator’s thread (404)', async () => {
      for (const role of ['applied', 'outsider'] as const) {
        const response = await calls.get(
          `/api/messages/message-influencer/${cast.hired.id}/${cast.campaign.id}`,
          cast[role].authorization,
        );
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('POST /api/messages/read and GET /api/messages/unread', () => {
    it.each<[Role, number]>([
      ['brand', 204],
      ['hired', 204],
      ['otherBrand', 404],
      ['applied', 404],
      ['outsider', 404],
      ['anonymous', 401],
    ])('%s marking the hired creator’s thread read → %i', async (role, status) => {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/messages/read',
        headers: role === 'anonymous' ? {} : { authorization: cast[role].authorization },
        payload: { campaignId: cast.campaign.id, creatorId: cast.hired.id },
      });
      expect(response.statusCode).toBe(status);
    });

    it('answers unread counts to logged-in users only', async () => {
      expect((await calls.get('/api/messages/unread', null)).statusCode).toBe(401);
      expect((await calls.get('/api/messages/unread', cast.otherBrand.authorization)).json()).toEqual({
        total: 0,
        threads: [],
      });
    });
  });
});

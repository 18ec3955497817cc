import { LIVE_EVENT_TYPES } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.ts';
import { createAccount, createLogin } from '../../test/factories.ts';
import { latestMailTo, linkIn } from '../../test/outbox.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { publishLiveSignal } from './live-bus.ts';
import { MAX_STREAMS_PER_ACCOUNT } from './live.routes.ts';
import {
  addressOf,
  connectLive,
  createHiredThread,
  storeMessage,
  within,
  type LiveTestClient,
} from '../../test/live/live-test-client.ts';

type OpenApiDocument = {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema?: unknown }> }> } }>;
  components?: { schemas?: Record<string, unknown> };
};

describe('GET /api/live', () => {
  let context: TestContext;
  let baseUrl: string;
  const opened: LiveTestClient[] = [];
  const open = async (authorization: string) => {
    const client = await connectLive(baseUrl, authorization);
    opened.push(client);
    return client;
  };

  beforeAll(async () => {
    context = await createTestContext();
    await context.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = addressOf(context.app.server);
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
    context.live.settings.heartbeatMs = 15_000;
  });
  afterAll(() => context.close());

  it('refuses anonymous callers, opens for admins (their notifications), and never reads a token from the URL', async () => {
    const anonymous = await context.app.inject({ method: 'GET', url: '/api/live' });
    expect(anonymous.statusCode).toBe(401);
    const admin = await createLogin(context, await createAccount(context.db, 'admin'));
    const inUrl = await context.app.inject({ method: 'GET', url: `/api/live?token=${admin.token}` });
    expect(inUrl.statusCode).toBe(401);
  });

  it('documents its events, each type by name, in the OpenAPI document at /api/docs', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    const streamed = document.paths['/api/live']?.get?.responses['200']?.content?.['text/event-stream']?.schema;
    expect(JSON.stringify(streamed)).toContain('#/components/schemas/LiveEvent');
    const schemas = document.components?.schemas ?? {};
    expect(Object.keys(schemas)).toContain('LiveEvent');
    // Each event type is documented by its own schema, whose `type` names it.
    const documentedTypes = Object.values(schemas).map((schema) => {
      const type = (schema as { properties?: { type?: { enum?: string[]; const?: string } } }).properties?.type;
      return type?.const ?? type?.enum?.[0];
    });
    expect(documentedTypes).toEqual(expect.arrayContaining([...LIVE_EVENT_TYPES]));
  });

  it('opens an uncompressed event stream that starts with ready', async () => {
    const { creator } = await createHiredThread(context.db);
    const login = await createLogin(context, creator);
    const response = await fetch(`${baseUrl}/api/live`, {
      headers: { authorization: login.authorization, 'accept-encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    expect(response.headers.get('content-encoding')).toBeNull();
    // The security headers still apply to a hijacked response (they are written on the raw one).
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const reader = response.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toMatch(/^event: ready\ndata: \{"type":"ready","connectionId":"[0-9a-f-]{36}"\}\n\n/);
    await reader.cancel();
  });

  it('sends a message stored through the send API to both parties, and the recipient its unread counts', async () => {
    const { brand, creator, campaign } = await createHiredThread(context.db);
    const brandLogin = await createLogin(context, brand);
    const creatorLogin = await createLogin(context, creator);
    const brandStream = await open(brandLogin.authorization);
    const creatorStream = await open(creatorLogin.authorization);
    await Promise.all([brandStream.waitFor('ready'), creatorStream.waitFor('ready')]);
    const thread = { campaignId: campaign.id, creatorId: creator.id };

    const form = new FormData();
    form.append('from', creator.id);
    form.append('to', campaign.id);
    form.append('content', 'Done!');
    const sent = await fetch(`${baseUrl}/api/messages/sendbrand`, {
      method: 'POST',
      headers: { authorization: creatorLogin.authorization },
      body: form,
    });
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: { id: string } };

    const atBrand = await brandStream.waitFor('message');
    expect(atBrand.message).toEqual(message);
    expect(atBrand.message).toMatchObject({ seq: 1, from: creator.id, to: campaign.id, content: 'Done!' });
    expect((await creatorStream.waitFor('message')).message).toEqual(message);
    expect(await brandStream.waitFor('unread')).toEqual({ type: 'unread', ...thread, unread: 1, total: 1 });
    // The order of one signal's events: the message, then the dot it lights.
    expect(brandStream.events.map((event) => event.type)).toEqual(['ready', 'message', 'unread']);
    expect(creatorStream.events.map((event) => event.type)).toEqual(['ready', 'message']);

    // The brand opens the thread: both see 'Seen', the brand's dot clears.
    const read = await context.app.inject({
      method: 'POST',
      url: '/api/messages/read',
      headers: { authorization: brandLogin.authorization },
      payload: thread,
    });
    expect(read.statusCode).toBeLessThan(300);
    expect(await creatorStream.waitFor('read')).toMatchObject({ ...thread, readerType: 'brand', upToSeq: 1 });
    expect(await brandStream.waitFor('unread', (event) => event.unread === 0)).toMatchObject({ total: 0 });
  });

  it('sends a message stored below the API (signal in the storing transaction) the same way', async () => {
    const { brand, creator, campaign } = await createHiredThread(context.db);
    const creatorStream = await open((await createLogin(context, creator)).authorization);
    await creatorStream.waitFor('ready');
    const thread = { campaignId: campaign.id, creatorId: creator.id };
    const stored = await storeMessage(context.db, thread, { accountId: brand.id, type: 'brand' }, 'Welcome');
    expect((await creatorStream.waitFor('message')).message).toMatchObject({
      id: stored.id,
      seq: 1,
      senderName: 'Hartwell Saddlery',
    });
    expect(await creatorStream.waitFor('unread')).toEqual({ type: 'unread', ...thread, unread: 1, total: 1 });
  });

  it('sends a read receipt to both parties and the reader its unread counts, only once committed', async () => {
    const { brand, creator, campaign } = await createHiredThread(context.db);
    const brandStream = await open((await createLogin(context, brand)).authorization);
    const creatorStream = await open((await createLogin(context, creator)).authorization);
    await brandStream.waitFor('ready');
    await creatorStream.waitFor('ready');
    const thread = { campaignId: campaign.id, creatorId: creator.id };

    await context.db
      .transaction(async (tx) => {
        await publishLiveSignal(tx, { kind: 'decision', ...thread, decision: 'Closed' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const readAt = new Date().toISOString();
    await context.db.transaction((tx) =>
      publishLiveSignal(tx, { kind: 'read', ...thread, readerType: 'contentCreator', upToSeq: 3, readAt }),
    );

    const read = { type: 'read', ...thread, readerType: 'contentCreator', upToSeq: 3, readAt };
    expect(await brandStream.waitFor('read')).toEqual(read);
    expect(await creatorStream.waitFor('read')).toEqual(read);
    expect(await creatorStream.waitFor('unread')).toEqual({ type: 'unread', ...thread, unread: 0, total: 0 });
    expect(brandStream.events.map((event) => event.type)).toEqual(['ready', 'read']);
    expect(creatorStream.events.some((event) => event.type === 'decision')).toBe(false);
  });

  it('sends a decision to both parties and to nobody else', async () => {
    const { brand, creator, campaign } = await createHiredThread(context.db);
    const other = await createHiredThread(context.db);
    const brandStream = await open((await createLogin(context, brand)).authorization);
    const creatorStream = await open((await createLogin(context, creator)).authorization);
    const outsider = await open((await createLogin(context, other.creator)).authorization);
    await Promise.all([brandStream.waitFor('ready'), creatorStream.waitFor('ready'), outsider.waitFor('ready')]);

    await publishLiveSignal(context.db, {
      kind: 'decision',
      campaignId: campaign.id,
      creatorId: creator.id,
      decision: 'Approved',
    });
    const decision = { type: 'decision', campaignId: campaign.id, creatorId: creator.id, decision: 'Approved' };
    expect(await brandStream.waitFor('decision')).toEqual(decision);
    expect(await creatorStream.waitFor('decision')).toEqual(decision);
    await publishLiveSignal(context.db, {
      kind: 'decision',
      campaignId: other.campaign.id,
      creatorId: other.creator.id,
      decision: 'Closed',
    });
    await outsider.waitFor('decision');
    expect(outsider.events.filter((event) => event.type === 'decision')).toHaveLength(1);
  });

  it('ends the streams of a session at logout, and leaves the account’s other sessions open', async () => {
    const { creator } = await createHiredThread(context.db);
    const login = await createLogin(context, creator);
    const otherTab = await open(login.authorization);
    const otherSession = await open((await createLogin(context, creator)).authorization);
    await Promise.all([otherTab.waitFor('ready'), otherSession.waitFor('ready')]);

    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: login.authorization },
    });
    expect(logout.statusCode).toBe(204);
    // Well before the next heartbeat: the session-ended signal ended it.
    await within(otherTab.ended, 3_000);
    expect(context.live.hub.streamCountOf(creator.id)).toBe(1);
    const again = await fetch(`${baseUrl}/api/live`, { headers: { authorization: login.authorization } });
    expect(again.status).toBe(401);
    await again.body?.cancel();
  });

  it('ends every stream of a blocked account', async () => {
    const { brand } = await createHiredThread(context.db);
    const admin = await createLogin(context, await createAccount(context.db, 'admin'));
    const first = await open((await createLogin(context, brand)).authorization);
    const second = await open((await createLogin(context, brand)).authorization);
    await Promise.all([first.waitFor('ready'), second.waitFor('ready')]);

    const block = await context.app.inject({
      method: 'PATCH',
      url: `/api/admin/brands/${brand.id}`,
      headers: { authorization: admin.authorization },
      payload: { status: 'blocked' },
    });
    expect(block.statusCode).toBe(200);
    await within(Promise.all([first.ended, second.ended]), 3_000);
  });

  it('ends every stream of an account whose password is reset', async () => {
    const { brand } = await createHiredThread(context.db);
    const first = await open((await createLogin(context, brand)).authorization);
    const second = await open((await createLogin(context, brand)).authorization);
    await Promise.all([first.waitFor('ready'), second.waitFor('ready')]);

    const payload = { email: brand.email, type: 'brand' };
    await context.app.inject({ method: 'POST', url: '/api/fp/forgot-password', payload });
    const link = linkIn(await latestMailTo(context.db, brand.email), '/reset-password');
    const token = new URL(link).searchParams.get('token');
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/fp/reset-password',
      payload: { token, password: 'Fresh-hay-and-a-new-saddle-7' },
    });
    expect(reset.statusCode).toBe(200);
    await within(Promise.all([first.ended, second.ended]), 3_000);
  });

  it('re-checks the session on every heartbeat and ends the stream once it is revoked', async () => {
    context.live.settings.heartbeatMs = 100;
    const { creator } = await createHiredThread(context.db);
    const login = await createLogin(context, creator);
    const stream = await open(login.authorization);
    await stream.waitFor('ready');
    await expect.poll(() => stream.text().includes(': hb\n\n')).toBe(true);

    // Revoked behind the bus's back: only the heartbeat's check can notice.
    await context.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, login.sessionId));
    await stream.ended;
  });

  it('refuses more streams per account than any person keeps tabs open', async () => {
    const { creator } = await createHiredThread(context.db);
    const { authorization } = await createLogin(context, creator);
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => open(authorization)));
    await Promise.all(streams.map((stream) => stream.waitFor('ready')));
    const oneMore = await fetch(`${baseUrl}/api/live`, { headers: { authorization } });
    expect(oneMore.status).toBe(429);
    expect(oneMore.headers.get('retry-after')).toBe('10');
    await oneMore.body?.cancel();
  });

  it('forgets a stream when the client goes away', async () => {
    const { brand } = await createHiredThread(context.db);
    const stream = await connectLive(baseUrl, (await createLogin(context, brand)).authorization);
    await stream.waitFor('ready');
    expect(context.live.hub.streamCountOf(brand.id)).toBe(1);
    stream.close();
    await expect.poll(() => context.live.hub.streamCountOf(brand.id)).toBe(0);
  });

  it('ends its open streams when the server closes, instead of waiting for the tabs', async () => {
    const other = await createTestContext();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const { creator } = await createHiredThread(other.db);
    const stream = await connectLive(addressOf(other.app.server), (await createLogin(other, creator)).authorization);
    await stream.waitFor('ready');
    await within(other.close(), 3_000);
    await within(stream.ended, 1_000);
  });
});

import type { LiveEvent, MessageSenderType, UserType } from '@equicreators/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { campaignEntries, messages } from '../../db/schema/index.ts';
import { createBrand, createCampaignRow, createCreator } from '../factories.ts';
import { TEST_JWT_SECRET } from '../test-context.ts';
import { publishLiveSignal } from '../../modules/live/live-bus.ts';
import { insertSession } from '../../modules/sessions/sessions.repository.ts';
import { createTokenService, TOKEN_LIFETIME_MS } from '../../platform/auth/tokens.ts';
import { systemClock } from '../../platform/clock.ts';

/** For tests: a `GET /api/live` stream read over real HTTP, as the web client reads it (fetch). */
export type LiveTestClient = {
  response: Response;
  events: LiveEvent[];
  /** Raw text received, heartbeats included. */
  text(): string;
  /** Resolves with the first event (already received or to come) that matches, or rejects after `timeoutMs`. */
  waitFor<T extends LiveEvent['type']>(
    type: T,
    matches?: (event: Extract<LiveEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<LiveEvent, { type: T }>>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function connectLive(
  baseUrl: string,
  authorization: string,
  onEvent: (event: LiveEvent) => void = () => {},
): Promise<LiveTestClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/live`, { headers: { authorization }, signal: controller.signal });
  const events: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  let received = '';
  let pending = '';

  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        const text = decoder.decode(chunk as Uint8Array, { stream: true });
        received += text;
        pending += text;
        let boundary = pending.indexOf('\n\n');
        while (boundary >= 0) {
          const block = pending.slice(0, boundary);
          pending = pending.slice(boundary + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) {
            const event = JSON.parse(data.slice('data: '.length)) as LiveEvent;
            events.push(event);
            onEvent(event);
          }
          boundary = pending.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close().
    }
  })();

  const waitFor: LiveTestClient['waitFor'] = (type, matches = () => true, timeoutMs = 5_000) =>
    new Promise((resolve, reject) => {
      type Wanted = Extract<LiveEvent, { type: typeof type }>;
      const find = () => events.find((event): event is Wanted => event.type === type && matches(event as Wanted));
      const check = () => {
        const found = find();
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`No ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(check);
      };
      waiters.add(check);
      check();
    });

  return { response, events, text: () => received, waitFor, ended, close: () => controller.abort() };
}

/** A brand's campaign with a hired creator: one thread both may write in. */
export async function createHiredThread(db: Database) {
  const brand = await createBrand(db);
  const creator = await createCreator(db);
  const campaign = await createCampaignRow(db, brand.id);
  const now = new Date();
  await db.insert(campaignEntries).values({
    campaignId: campaign.id,
    creatorId: creator.id,
    status: 'Hired',
    appliedAt: now,
    hiredAt: now,
  });
  return { brand, creator, campaign };
}

const testTokens = createTokenService(TEST_JWT_SECRET, systemClock);

/**
 * A live session in `db` and its Authorization header, for servers started with the test secret
 * on the system clock (each process its own handle on one database), as a login would give.
 */
export async function loginWithTestSecret(db: Database, account: { id: string; type: UserType }): Promise<string> {
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS);
  const session = await insertSession(db, { accountId: account.id, expiresAt });
  return `Bearer ${await testTokens.sign({ accountId: account.id, type: account.type, sessionId: session.id, expiresAt })}`;
}

/** The address of an app listening on an ephemeral port. */
export function addressOf(server: { address(): unknown }): string {
  const address = server.address();
  if (typeof address !== 'object' || address === null || !('port' in address)) throw new Error('not listening');
  return `http://127.0.0.1:${String(address.port)}`;
}

/** `promise`, or a rejection once `ms` have passed. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Not settled within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Stores a message as the send does (next seq under the entry's row lock) and publishes its
 * signal in the same transaction; for tests of delivery below the messages API.
 */
export async function storeMessage(
  db: Database,
  thread: { campaignId: string; creatorId: string },
  sender: { accountId: string; type: MessageSenderType },
  content: string,
  { isSignalled = true }: { isSignalled?: boolean } = {},
): Promise<{ id: string; seq: number }> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .update(campaignEntries)
      .set({ lastMessageSeq: sql`${campaignEntries.lastMessageSeq} + 1` })
      .where(and(eq(campaignEntries.campaignId, thread.campaignId), eq(campaignEntries.creatorId, thread.creatorId)))
      .returning({ seq: campaignEntries.lastMessageSeq });
    if (!entry) throw new Error('no such thread');
    const [message] = await tx
      .insert(messages)
      .values({ ...thread, senderAccountId: sender.accountId, senderType: sender.type, seq: entry.seq, content })
      .returning({ id: messages.id, seq: messages.seq });
    if (!message) throw new Error('no message stored');
    if (isSignalled) await publishLiveSignal(tx, { kind: 'message', messageId: message.id });
    return message;
  });
}

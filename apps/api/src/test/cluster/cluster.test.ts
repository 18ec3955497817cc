import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { mailOutbox, messages } from '../../db/schema/index.ts';
import { eventually } from '../attack/attack-server.ts';
import { campaignFields, campaignForm, tinyPng } from '../factories.ts';
import { connectLive } from '../live/live-test-client.ts';
import { testDatabaseEngine } from '../test-database.ts';
import { startWorld, type World } from './cluster-world.ts';
import { type ClusterProcess, findHaproxy } from './cluster.ts';
import { type LoadRecord, renderedThread, runSteadyLoad } from './steady-load.ts';

/**
 * Issue 23, "the proof": three API processes from source behind haproxy, on one PostgreSQL
 * database of their own and one s3rver bucket, with three mail dispatchers on one fake SMTP
 * server. Each promise is checked across processes: written through one, seen through another.
 */
const haproxy = findHaproxy();
const skipReason =
  testDatabaseEngine() !== 'postgres'
    ? 'needs PostgreSQL (TEST_DATABASE_URL): processes cannot share an embedded database'
    : haproxy
      ? null
      : 'needs haproxy (apt-get install -y haproxy)';
const CLUSTER_START_MS = 180_000;
const OUTBOX_MAILS = 60;

let world: World | undefined;
const current = (): World => {
  if (!world) throw new Error('The cluster did not start');
  return world;
};

const servedBy = (response: Response) => response.headers.get('x-served-by');

describe.skipIf(skipReason !== null)(
  `three API processes behind haproxy${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    beforeAll(async () => {
      world = await startWorld(haproxy ?? 'haproxy');
    }, CLUSTER_START_MS);
    afterAll(async () => {
      await world?.cluster.stop();
      await world?.cleanUp();
    }, 60_000);

    it('spreads requests over the three processes, each naming itself', async () => {
      const { cluster } = current();
      const names = new Set<string | null>();
      for (let index = 0; index < 6; index += 1) {
        const response = await fetch(`${cluster.balancerUrl}/api/health`);
        expect(response.status).toBe(200);
        names.add(servedBy(response));
      }
      expect([...names].sort()).toEqual(['api-1', 'api-2', 'api-3']);
    });

    it('serves, whole and by Range through api-2, an image attached to a message sent through api-1', async () => {
      const { cluster, thread } = current();
      const [one, two] = cluster.processes as [ClusterProcess, ClusterProcess];
      const form = new FormData();
      form.append('from', thread.campaignId);
      form.append('to', thread.creatorId);
      form.append('content', 'The photo');
      form.append('attachments', new Blob([await tinyPng()], { type: 'image/png' }), 'photo.png');
      const sent = await fetch(`${one.url}/api/messages/send`, {
        method: 'POST',
        headers: { authorization: thread.brand },
        body: form,
      });
      const sentText = await sent.text();
      expect(sent.status, sentText).toBe(201);
      const { message } = JSON.parse(sentText) as { message: { attachments: { url: string }[] } };
      const fileUrl = message.attachments[0]?.url ?? '';

      // The upload is re-encoded (no metadata leaves), so the stored bytes are what api-1 itself serves.
      const stored = Buffer.from(await (await fetch(`${one.url}${fileUrl}`)).arrayBuffer());
      expect(stored.length).toBeGreaterThan(8);
      const whole = await fetch(`${two.url}${fileUrl}`);
      expect(whole.status).toBe(200);
      expect(servedBy(whole)).toBe('api-2');
      expect(Buffer.from(await whole.arrayBuffer())).toEqual(stored);
      const part = await fetch(`${two.url}${fileUrl}`, { headers: { range: 'bytes=1-3' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 1-3/${String(stored.length)}`);
      expect(Buffer.from(await part.arrayBuffer())).toEqual(stored.subarray(1, 4));
    });

    it('lists on api-3, within 2 s, a campaign created through api-1 while api-3 held the page', async () => {
      const { cluster, thread, creatorAuthorization } = current();
      const [one, , three] = cluster.processes as [ClusterProcess, ClusterProcess, ClusterProcess];
      const feedTitles = async () => {
        const response = await fetch(`${three.url}/api/campaign`, { headers: { authorization: creatorAuthorization } });
        expect(response.status).toBe(200);
        const page = (await response.json()) as { items: { campaignTitle: string }[] };
        return page.items.map((item) => item.campaignTitle);
      };
      // api-3 caches its feed page first: only the change signal from api-1 clears it.
      expect(await feedTitles()).not.toContain('Across the Cluster');
      const created = await fetch(`${one.url}/api/campaign`, {
        method: 'POST',
        headers: { authorization: thread.brand },
        body: campaignForm(campaignFields({ campaignTitle: 'Across the Cluster' }), [
          { name: 'cover.png', data: await tinyPng() },
        ]),
      });
      expect(created.status).toBe(201);
      expect(await eventually(async () => (await feedTitles()).includes('Across the Cluster'), 2_000)).toBe(true);
    });

    it('answers the 11th login in a minute from one client with 429, whichever process answers', async () => {
      const { cluster } = current();
      const statuses: number[] = [];
      const answeredBy = new Set<string | null>();
      for (let attempt = 0; attempt < 11; attempt += 1) {
        const response = await fetch(`${cluster.balancerUrl}/api/brands/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'cluster-guess@example.test', password: 'Not-the-password-1' }),
        });
        statuses.push(response.status);
        answeredBy.add(servedBy(response));
      }
      expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
      expect(answeredBy.size).toBe(3);
    });

    it('delivers to a live stream opened through haproxy a message sent through another process', async () => {
      const { cluster, thread } = current();
      const stream = await connectLive(cluster.balancerUrl, thread.creator);
      try {
        await stream.waitFor('ready');
        const streamedBy = servedBy(stream.response);
        const other = cluster.processes.find((member) => member.instanceId !== streamedBy);
        expect(streamedBy).toMatch(/^api-[123]$/);
        const form = new FormData();
        form.append('from', thread.campaignId);
        form.append('to', thread.creatorId);
        form.append('content', 'Sent through another process');
        const sent = await fetch(`${String(other?.url)}/api/messages/send`, {
          method: 'POST',
          headers: { authorization: thread.brand },
          body: form,
        });
        expect(sent.status).toBe(201);
        const { message } = (await sent.json()) as { message: { id: string } };
        const received = await stream.waitFor('message', (event) => event.message.id === message.id, 5_000);
        expect(received.message).toMatchObject({ content: 'Sent through another process' });
      } finally {
        stream.close();
      }
    });

    it('sends every outbox e-mail exactly once with three dispatchers', async () => {
      const { smtp, databaseUrl } = current();
      const handle = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
      try {
        const addresses = Array.from({ length: OUTBOX_MAILS }, (_, index) => `outbox-${String(index)}@example.test`);
        await handle.db
          .insert(mailOutbox)
          .values(addresses.map((toAddress) => ({ toAddress, subject: 'Cluster', textBody: `For ${toAddress}` })));
        const allSent = async () => {
          const rows = await handle.db
            .select({ status: mailOutbox.status })
            .from(mailOutbox)
            .where(inArray(mailOutbox.toAddress, addresses));
          return rows.every((row) => row.status === 'sent');
        };
        expect(await eventually(allSent, 20_000)).toBe(true);
        const deliveries = smtp.received.flatMap((mail) => mail.to).filter((to) => addresses.includes(to));
        expect(deliveries.sort()).toEqual([...addresses].sort());
      } finally {
        await handle.close();
      }
    });

    // Last: it kills api-3.
    it('loses no request to the survivors once haproxy marks a SIGKILLed process down, nor any acknowledged message', async () => {
      const { cluster, loadThreads, databaseUrl } = current();
      const victim = cluster.processes[2] as ClusterProcess;
      let isDone = false;
      const perThread = loadThreads.map((): LoadRecord[] => []);
      const loads = Promise.all(
        loadThreads.map((thread, index) =>
          runSteadyLoad(cluster.balancerUrl, thread, perThread[index] ?? [], () => isDone),
        ),
      );
      const records = () => perThread.flat();
      const count = (holds: (record: LoadRecord) => boolean) => records().filter(holds).length;
      try {
        // Under load first: some sends acknowledged by every process.
        expect(await eventually(async () => count((record) => record.status === 201) >= 15, 20_000)).toBe(true);
        await victim.kill('SIGKILL');
        const isDown = async () => (await cluster.serverStatuses())[victim.instanceId]?.startsWith('DOWN') === true;
        expect(await eventually(isDown, 10_000)).toBe(true);
        const markedDownAt = Date.now();
        expect(await eventually(async () => count((record) => record.startedAt > markedDownAt) >= 30, 20_000)).toBe(
          true,
        );
        isDone = true;
        await loads;

        const afterDown = records().filter((record) => record.startedAt > markedDownAt);
        expect(afterDown.filter((record) => record.status !== 200 && record.status !== 201)).toEqual([]);
        expect(afterDown.map((record) => record.servedBy)).not.toContain(victim.instanceId);
      } finally {
        isDone = true;
        await loads;
      }

      const handle = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 1 });
      try {
        for (const [index, thread] of loadThreads.entries()) {
          const stored = await handle.db
            .select({ id: messages.id, seq: messages.seq })
            .from(messages)
            .where(and(eq(messages.campaignId, thread.campaignId), eq(messages.creatorId, thread.creatorId)))
            .orderBy(asc(messages.seq));
          const storedIds = stored.map((row) => row.id);
          expect(new Set(storedIds).size).toBe(storedIds.length);
          expect(stored.map((row) => row.seq)).toEqual(stored.map((_, at) => at + 1));
          const acknowledged = (perThread[index] ?? []).flatMap((record) =>
            record.messageId ? [record.messageId] : [],
          );
          expect(acknowledged.length).toBeGreaterThan(0);
          expect(storedIds).toEqual(expect.arrayContaining(acknowledged));
          expect(await renderedThread(cluster.balancerUrl, thread)).toEqual(stored);
        }
      } finally {
        await handle.close();
      }
    });
  },
);

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMessageFileUrls } from '../../modules/messages/message-file-urls.ts';
import { createSecretHasher } from '../../platform/auth/secret-hasher.ts';
import { tinyPng } from '../factories.ts';
import type { AttackThread } from './attack-cast.ts';
import { eventually, MEGABYTE, peakRssDuring, type AttackServer } from './attack-server.ts';
import { streamMultipart, type RawPart } from './raw-multipart.ts';

/** The suite's shared server and what was seeded for it, known once its beforeAll has run. */
export type UploadSuite = { server: AttackServer; threads: AttackThread[]; outsider: string };

const FIELDS_FIRST = "Send the form's fields before its files.";
/**
 * What these tests prove is that the server never holds an upload: its resident memory grows by
 * far less than what the client sends (500 MB alone, 1 GB over 20 parallel streams). How much less
 * depends on when V8 collects the read buffers (63 to 83 MB measured over 20 streams on Node 24,
 * once over 64 MB for one stream on a loaded machine), so the figures themselves belong to
 * `npm run bench` (group `abuse`: peak RSS min / median / max over rounds) and are printed here;
 * the bound is a quarter of what is sent, which a server that buffered the body would pass at once.
 */
const MAX_RSS_GROWTH = 125 * MEGABYTE;
const MAX_RSS_GROWTH_PARALLEL = 256 * MEGABYTE;
const PARALLEL_UPLOADS = 20;

/** Threads the upload attacks need: one per parallel upload, plus one to warm the server with. */
export const UPLOAD_THREADS = PARALLEL_UPLOADS + 1;

let server: AttackServer;
let threads: AttackThread[];
let outsider: string;
let idleRss: number;
// A real PNG's signature, header and pixels: the file sniffs as an image whatever filler follows.
let pngHead: Buffer;

const threadFields = (thread: AttackThread): RawPart[] => [
  { name: 'from', value: thread.campaignId },
  { name: 'to', value: thread.creatorId },
  { name: 'content', value: 'Here is the footage.' },
];
const bigFile = (size: number): RawPart => ({
  name: 'attachments',
  filename: 'ride.png',
  contentType: 'image/png',
  size,
  head: pngHead,
});
const brandSend = (parts: RawPart[], authorization: string) =>
  streamMultipart(`${server.baseUrl}/api/messages/send`, parts, { headers: { authorization }, timeoutMs: 60_000 });

/** An honest send with one small picture, as the web app makes it (fields first). */
async function sendPicture(thread: AttackThread): Promise<Response> {
  const form = new FormData();
  form.append('from', thread.campaignId);
  form.append('to', thread.creatorId);
  form.append('content', 'A picture of the new saddle.');
  form.append('attachments', new Blob([await tinyPng()], { type: 'image/png' }), 'saddle.png');
  return fetch(`${server.baseUrl}/api/messages/send`, {
    method: 'POST',
    headers: { authorization: thread.brand },
    body: form,
  });
}

/** One line per measurement in the run's output: the figures decision 015 quotes. */
function report(what: string, peakBytes: number, msToHeaders: number | null) {
  const growth = ((peakBytes - idleRss) / MEGABYTE).toFixed(1);
  const answered = msToHeaders === null ? 'no answer' : `answered in ${msToHeaders.toFixed(0)} ms`;
  console.info(`[attack] ${what}: ${answered}; RSS idle ${(idleRss / MEGABYTE).toFixed(0)} MB, peak +${growth} MB`);
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Issue 18, "the proof" (a), (b) and (g): uploads sent to a real server process as an attacker
 * would send them, streamed from here without ever being held in memory, while the server's
 * resident memory is sampled from /proc. See docs/decisions/015.
 */
export function describeUploadAttacks(suite: () => UploadSuite): void {
  describe('uploads', () => {
    beforeAll(async () => {
      ({ server, threads, outsider } = suite());
      pngHead = await tinyPng();
      // Warm: the multipart path, sharp and the statements of a send run once before anything is measured.
      const warm = await sendPicture(threads[PARALLEL_UPLOADS] as AttackThread);
      expect(warm.status, server.output()).toBe(201);
      idleRss = await server.rssBytes();
    });

    it('answers a files-first 500 MB upload to a foreign thread with 400 while it streams, never holding it', async () => {
      const thread = threads[0] as AttackThread;
      const { result, peakBytes } = await peakRssDuring(server.pid, () =>
        brandSend([bigFile(500 * MEGABYTE), ...threadFields(thread)], outsider),
      );

      expect(result.status, server.output()).toBe(400);
      expect(JSON.parse(result.body)).toMatchObject({ code: 'VALIDATION_FAILED', message: FIELDS_FIRST });
      // Answered while the body was still coming: the server never waited for the 500 MB.
      expect(result.bytesSentBeforeAnswer).toBeLessThan(result.totalBytes);
      report('files-first 500 MB, foreign thread', peakBytes, result.msToHeaders);
      expect(peakBytes - idleRss).toBeLessThan(MAX_RSS_GROWTH);
    });

    it('answers a fields-first upload to a foreign thread with 404 before reading its file', async () => {
      const thread = threads[0] as AttackThread;
      const { result, peakBytes } = await peakRssDuring(server.pid, () =>
        brandSend([...threadFields(thread), bigFile(500 * MEGABYTE)], outsider),
      );

      expect(result.status, server.output()).toBe(404);
      expect(JSON.parse(result.body)).toMatchObject({ code: 'NOT_FOUND' });
      // What was sent before the answer is what the sockets' buffers hold, not the file.
      expect(result.bytesSentBeforeAnswer).toBeLessThan(64 * MEGABYTE);
      report('fields-first 500 MB, foreign thread', peakBytes, result.msToHeaders);
      expect(peakBytes - idleRss).toBeLessThan(MAX_RSS_GROWTH);
    });

    it('refuses 20 parallel 50 MB uploads with 413 while they stream, memory bounded, no file left', async () => {
      const uploadsBefore = await countFiles(join(server.dataDir, 'uploads'));
      const { result: results, peakBytes } = await peakRssDuring(server.pid, () =>
        Promise.all(
          threads
            .slice(0, PARALLEL_UPLOADS)
            .map((thread) => brandSend([...threadFields(thread), bigFile(50 * MEGABYTE)], thread.brand)),
        ),
      );

      expect(
        results.map((result) => result.status),
        server.output(),
      ).toEqual(Array.from({ length: PARALLEL_UPLOADS }, () => 413));
      for (const result of results) {
        expect(JSON.parse(result.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
        expect(result.bytesSentBeforeAnswer).toBeLessThan(result.totalBytes);
      }
      report(
        '20 parallel 50 MB uploads (slowest)',
        peakBytes,
        Math.max(...results.map((result) => result.msToHeaders ?? 0)),
      );
      expect(peakBytes - idleRss).toBeLessThan(MAX_RSS_GROWTH_PARALLEL);
      // Every spooled file goes when its request ends, and nothing reached the stored files.
      expect(await eventually(async () => (await server.incomingEntries()).length === 0, 5_000)).toBe(true);
      expect(await countFiles(join(server.dataDir, 'uploads'))).toBe(uploadsBefore);
      // And the server still serves an honest upload.
      expect((await sendPicture(threads[1] as AttackThread)).status).toBe(201);
    });

    it('refuses an attachment link after its expiry, and a tampered one', async () => {
      const thread = threads[2] as AttackThread;
      expect((await sendPicture(thread)).status).toBe(201);
      const page = await fetch(
        `${server.baseUrl}/api/messages/message-brand/${thread.campaignId}/${thread.creatorId}`,
        {
          headers: { authorization: thread.brand },
        },
      );
      const { items } = (await page.json()) as { items: { attachments: { url: string }[] }[] };
      const url = new URL(items.at(-1)?.attachments[0]?.url ?? '', server.baseUrl);
      expect((await fetch(url)).status).toBe(200);
      // "Minutes, not an hour" (issue 18): the link the server gave ends within 10 minutes (5 to 6 today).
      const exp = Number(url.searchParams.get('exp'));
      expect(exp * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);

      // A past `exp` with the signature of the real one: the signature no longer matches.
      const tampered = new URL(url);
      tampered.searchParams.set('exp', String(exp - 2 * 60 * 60));
      const tamperedAnswer = await fetch(tampered);
      expect(tamperedAnswer.status).toBe(403);
      expect(((await tamperedAnswer.json()) as { message: string }).message).toMatch(/not valid/);

      // A link signed as the server signs (its secret is this test's JWT_SECRET) but made three hours
      // ago, so its `exp` is past: refused as expired. The same signing now is accepted, so the
      // refusal is the expiry's, not a signature this test got wrong.
      const [, fileId, extension] = /\/files\/([0-9a-f-]+)\.(\w+)$/.exec(url.pathname) ?? [];
      const secrets = createSecretHasher(server.jwtSecret);
      const threeHoursAgo = { now: () => new Date(Date.now() - 3 * 60 * 60_000) };
      const expired = createMessageFileUrls({ secrets, clock: threeHoursAgo }).urlFor(
        fileId ?? '',
        'original',
        extension ?? '',
      );
      const expiredAnswer = await fetch(`${server.baseUrl}${expired}`);
      expect(expiredAnswer.status).toBe(403);
      expect(((await expiredAnswer.json()) as { message: string }).message).toMatch(/expired/);
      const fresh = createMessageFileUrls({ secrets, clock: { now: () => new Date() } }).urlFor(
        fileId ?? '',
        'original',
        extension ?? '',
      );
      expect((await fetch(`${server.baseUrl}${fresh}`)).status).toBe(200);
    });
  });
}

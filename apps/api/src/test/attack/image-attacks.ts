import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseEngine } from '../test-database.ts';
import type { AttackThread } from './attack-cast.ts';
import { eventually, MEGABYTE, peakRssDuring, type AttackServer } from './attack-server.ts';

const MAX_PEAK_GROWTH = 256 * MEGABYTE;
const MAX_SETTLED_GROWTH = 128 * MEGABYTE;
/**
 * After images were really decoded, glibc keeps part of what libvips freed in the arenas of the
 * threads that decoded them (decision 016, "What glibc keeps"): measured 114 to 160 MB after three
 * 16 MP GIFs. Bounded (a decode at a time, so one high-water mark per thread), not given back.
 */
const MAX_SETTLED_GROWTH_AFTER_DECODES = 192 * MEGABYTE;
// Decoding tens of megapixels takes seconds on a busy two-core machine, and the uploads queue.
const BOMB_TIMEOUT_MS = 120_000;

let server: AttackServer;
let threads: AttackThread[];

type Upload = { thread: AttackThread; gif: Buffer; filename: string };
type Answer = { status: number; message: string | undefined };

/** A one-colour GIF: a few tens of KB whatever its size, and a decoder holds each frame whole. */
function oneColourGif(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: '#3f6b55' } })
    .gif()
    .toBuffer();
}

/** One message with the GIF, sent by the thread's brand as the web app sends it (fields first). */
async function send({ thread, gif, filename }: Upload): Promise<Answer> {
  const form = new FormData();
  form.append('from', thread.campaignId);
  form.append('to', thread.creatorId);
  form.append('content', 'The banner for the show.');
  form.append('attachments', new Blob([gif], { type: 'image/gif' }), filename);
  const answer = await fetch(`${server.baseUrl}/api/messages/send`, {
    method: 'POST',
    headers: { authorization: thread.brand },
    body: form,
  });
  return { status: answer.status, message: ((await answer.json()) as { message?: string }).message };
}

/**
 * Sends the uploads at once while sampling the server's RSS, then waits (10 s at most) for it to
 * come back within `maxSettledGrowth` of where it started; prints the figures decision 016 quotes.
 */
async function sendAtOnce(what: string, uploads: Upload[], maxSettledGrowth = MAX_SETTLED_GROWTH) {
  const startRss = await server.rssBytes();
  const { result: answers, peakBytes } = await peakRssDuring(server.pid, () => Promise.all(uploads.map(send)));
  let settledRss = await server.rssBytes();
  await eventually(async () => {
    settledRss = await server.rssBytes();
    return settledRss - startRss < maxSettledGrowth;
  }, 10_000);
  const peakGrowth = peakBytes - startRss;
  const settledGrowth = settledRss - startRss;
  const statuses = answers.map((answer) => answer.status).join(', ');
  const [peak, settled] = [peakGrowth, settledGrowth].map((bytes) => (bytes / MEGABYTE).toFixed(1));
  console.info(
    `[attack] ${testDatabaseEngine()}: ${what}: ${statuses}; peak +${String(peak)} MB, settled +${String(settled)} MB`,
  );
  return { answers, peakGrowth, settledGrowth };
}

/**
 * Issue 28, item 1: small images that decode into huge bitmaps, sent by parties who may write
 * their threads, several at once. The server's resident memory must stay bounded while they are
 * decoded and come back once they are answered (docs/decisions/016).
 */
export function describeImageAttacks(suite: () => { server: AttackServer; threads: AttackThread[] }): void {
  describe('image decompression bombs', () => {
    beforeAll(() => {
      ({ server, threads } = suite());
    });

    it(
      'answers three 49-megapixel GIFs sent at once with 4xx or a stored image, memory bounded and given back',
      async () => {
        const gif = await oneColourGif(7000);
        expect(gif.byteLength).toBeLessThan(MEGABYTE);
        const thread = threads[3] as AttackThread;
        const uploads = [0, 1, 2].map((index) => ({ thread, gif, filename: `banner-${String(index)}.gif` }));

        const { answers, peakGrowth, settledGrowth } = await sendAtOnce('3 parallel 7000×7000 GIFs', uploads);

        for (const answer of answers) {
          // Stored (re-encoded) or refused with a clear 4xx naming the file; never a server error.
          if (answer.status === 201) continue;
          expect(answer.status, server.output()).toBeGreaterThanOrEqual(400);
          expect(answer.status, server.output()).toBeLessThan(500);
          expect(answer.message).toMatch(/^banner-\d\.gif: .*megapixels/);
        }
        expect(peakGrowth).toBeLessThan(MAX_PEAK_GROWTH);
        expect(settledGrowth).toBeLessThan(MAX_SETTLED_GROWTH);
      },
      BOMB_TIMEOUT_MS,
    );

    it(
      'stores three GIFs of the largest frame allowed sent at once, decoding them in turn, memory bounded',
      async () => {
        const gif = await oneColourGif(4000);
        const thread = threads[4] as AttackThread;
        const uploads = [0, 1, 2].map((index) => ({ thread, gif, filename: `poster-${String(index)}.gif` }));

        const { answers, peakGrowth, settledGrowth } = await sendAtOnce(
          '3 parallel 4000×4000 GIFs',
          uploads,
          MAX_SETTLED_GROWTH_AFTER_DECODES,
        );

        expect(
          answers.map((answer) => answer.status),
          server.output(),
        ).toEqual(uploads.map(() => 201));
        expect(peakGrowth).toBeLessThan(MAX_PEAK_GROWTH);
        expect(settledGrowth).toBeLessThan(MAX_SETTLED_GROWTH_AFTER_DECODES);
      },
      BOMB_TIMEOUT_MS,
    );
  });
}

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MessageView } from '@equicreators/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { prepareVideo } from '../../platform/media/video-processing.ts';
import { campaignForm, campaignFields, tinyPng } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { FILMED_VIDEOS, filmedVideo } from '../../test/video-fixtures.ts';
import { createMessageFileUrls, MESSAGE_FILE_URL_TIMING } from './message-file-urls.ts';

describe('attachment files (GET /api/messages/files/{fileId})', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let calls: ReturnType<typeof messageCalls>;
  let video: Buffer;
  let message: MessageView;
  beforeAll(async () => {
    context = await createTestContext();
    cast = await createThreadCast(context);
    calls = messageCalls(context, cast);
    // What the server stores: the video rewritten without its metadata (the same bytes every time).
    const prepared = await prepareVideo(FILMED_VIDEOS.mp4, join(context.dataDir, 'expected.mp4'));
    video = await readFile(prepared.path);
    const response = await calls.creatorSends({ content: 'The draft' }, [
      { name: 'draft.mp4', data: await filmedVideo('mp4'), type: 'video/mp4' },
      { name: 'still.png', data: await tinyPng(), type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(201);
    message = response.json().message;
  });
  afterAll(() => context.close());

  const fetchFile = (url: string, headers: Record<string, string> = {}) =>
    context.app.inject({ method: 'GET', url, headers });
  const videoUrl = () => message.attachments[0]!.url;

  it('serves a video by its signed address, without a login, private and never sniffed', async () => {
    const response = await fetchFile(videoUrl());
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(video)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.byteLength),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    // Cached no longer than the address works: 5 to 6 minutes.
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(response.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(300);
    expect(maxAge).toBeLessThanOrEqual(360);
  });

  it('answers Range requests with 206 and exactly the bytes asked for', async () => {
    const middle = await fetchFile(videoUrl(), { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${video.byteLength}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(video.subarray(100, 200))).toBe(true);
    const tail = await fetchFile(videoUrl(), { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.byteLength - 10))).toBe(true);
    const beyond = await fetchFile(videoUrl(), { range: `bytes=${video.byteLength}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.byteLength}`);
  });

  it('serves an image and its thumbnail', async () => {
    const image = message.attachments[1]!;
    const full = await fetchFile(image.url);
    const small = await fetchFile(image.thumbnailUrl!);
    expect([full.statusCode, small.statusCode]).toEqual([200, 200]);
    expect(small.headers['content-type']).toBe('image/webp');
  });

  it('refuses a tampered address (403)', async () => {
    const url = videoUrl();
    const sig = /sig=([0-9a-f]+)/.exec(url)![1]!;
    const flipped = sig.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'));
    const exp = Number(/exp=(\d+)/.exec(url)![1]);
    for (const tampered of [
      url.replace(sig, flipped),
      url.replace(`exp=${exp}`, `exp=${exp + 3600}`),
      url.replace('?exp', '?variant=thumbnail&exp'),
      url.replace(message.attachments[0]!.url.slice(20, 56), message.attachments[1]!.url.slice(20, 56)),
      url.replace(/&sig=.*/, ''),
    ]) {
      const response = await fetchFile(tampered);
      expect([tampered, response.statusCode]).toEqual([tampered, tampered.includes('sig=') ? 403 : 400]);
    }
  });

  it('works for five minutes at least and six at most, then is refused (403); a new page gives a fresh one', async () => {
    const { lifetimeSeconds, roundingSeconds } = MESSAGE_FILE_URL_TIMING;
    expect([lifetimeSeconds, roundingSeconds]).toEqual([300, 60]);
    const url = videoUrl();
    context.clock.advance(lifetimeSeconds * 1000 - 1000);
    expect((await fetchFile(url)).statusCode).toBe(200);
    context.clock.advance(roundingSeconds * 1000 + 2000);
    const expired = await fetchFile(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
    const page = await calls.get(
      `/api/messages/message-brand/${cast.campaign.id}/${cast.hired.id}`,
      cast.brand.authorization,
    );
    const fresh = page.json().items[0].attachments[0].url as string;
    expect(fresh).not.toBe(url);
    expect((await fetchFile(fresh)).statusCode).toBe(200);
  });

  it('answers 404 for a signed id that is not a message attachment', async () => {
    const urls = createMessageFileUrls(context);
    expect((await fetchFile(urls.urlFor(randomUUID(), 'original', 'mp4'))).statusCode).toBe(404);
    const campaign = await context.app.inject({
      method: 'POST',
      url: '/api/campaign',
      headers: { authorization: cast.brand.authorization },
      payload: campaignForm(campaignFields(), [{ name: 'public.png', data: await tinyPng() }]),
    });
    expect(campaign.statusCode).toBe(201);
    const publicId = /\/api\/files\/([0-9a-f-]{36})/.exec(campaign.json().images[0] as string)![1]!;
    expect((await fetchFile(urls.urlFor(publicId, 'original', 'webp'))).statusCode).toBe(404);
  });
});

import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ACCOUNT_QUOTAS } from '@equicreators/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/index.ts';
import { tinyPng } from '../../test/factories.ts';
import { createThreadCast, messageCalls, type ThreadCast } from '../../test/message-threads.ts';
import { scaledQuota } from '../../test/quotas.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

// Quotas scaled to a hundredth: 300 messages a thread an hour become 3.
const QUOTA_SCALE = 0.01;
const SCALED_THREAD_QUOTA = scaledQuota(ACCOUNT_QUOTAS.messagesPerThread, QUOTA_SCALE);

describe('uploads with a message: fields first, spooled, cleaned up, counted', () => {
  let context: TestContext;
  let cast: ThreadCast;
  let calls: ReturnType<typeof messageCalls>;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext({ env: { QUOTA_SCALE: String(QUOTA_SCALE) } });
    cast = await createThreadCast(context);
    calls = messageCalls(context, cast);
    png = await tinyPng();
  });
  afterAll(() => context.close());

  const storedMessages = async () => (await context.db.select({ total: count() }).from(messages))[0]?.total;
  const spooled = () => readdir(join(context.dataDir, 'incoming')).catch(() => []);
  const post = (form: FormData, authorization = cast.brand.authorization) =>
    calls.post('/api/messages/send', form, authorization);

  it('refuses a file sent before the fields that name the thread, without reading it', async () => {
    const form = new FormData();
    form.append('attachments', new Blob([png], { type: 'image/png' }), 'first.png');
    form.append('from', cast.campaign.id);
    form.append('to', cast.hired.id);
    form.append('content', 'Files first');
    const before = await storedMessages();
    const response = await post(form);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: "Send the form's fields before its files." });
    expect(await storedMessages()).toBe(before);
    expect(await spooled()).toEqual([]);
  });

  it('refuses a field that comes after a file: what was authorised is what is sent', async () => {
    const form = new FormData();
    form.append('from', cast.campaign.id);
    form.append('to', cast.hired.id);
    form.append('content', 'Hello');
    form.append('attachments', new Blob([png], { type: 'image/png' }), 'a.png');
    form.append('to', cast.applied.id);
    const response = await post(form);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Send the form's fields before its files.");
    expect(await spooled()).toEqual([]);
  });

  it('refuses another brand from the fields alone, before its files', async () => {
    const form = new FormData();
    form.append('from', cast.campaign.id);
    form.append('to', cast.hired.id);
    form.append('content', 'Not mine');
    form.append('attachments', new Blob([Buffer.from('never read')]), 'x.txt');
    const response = await post(form, cast.otherBrand.authorization);
    // A 415 would mean the file was looked at; the thread is refused first.
    expect(response.statusCode).toBe(404);
    expect(await spooled()).toEqual([]);
  });

  it('leaves nothing in the spool folder after a stored message with files', async () => {
    const response = await calls.brandSends({ content: 'With a picture' }, [{ name: 'a.png', data: png }]);
    expect(response.statusCode).toBe(201);
    expect(await spooled()).toEqual([]);
  });

  it('answers 429 with Retry-After once a thread has its hour of messages, while another thread still works', async () => {
    const sendToThread = () => calls.creatorSends({ content: 'One more' });
    const answers = [];
    for (let index = 0; index <= SCALED_THREAD_QUOTA; index += 1) answers.push(await sendToThread());
    const statuses = answers.map((answer) => answer.statusCode);
    // The messages of the earlier tests (this thread and this hour) count too.
    expect(statuses.at(-1)).toBe(429);
    const refused = answers.at(-1)!;
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', message: ACCOUNT_QUOTAS.messagesPerThread.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const before = await storedMessages();
    expect((await sendToThread()).statusCode).toBe(429);
    expect(await storedMessages()).toBe(before);

    const other = await createThreadCast(context);
    const honest = await messageCalls(context, other).creatorSends({ content: 'A fresh conversation' });
    expect(honest.statusCode).toBe(201);
  });

  it('gives the quota back when a send is refused, so a bad file costs no message', async () => {
    const other = await createThreadCast(context);
    const otherCalls = messageCalls(context, other);
    for (let index = 0; index < SCALED_THREAD_QUOTA + 2; index += 1) {
      const refused = await otherCalls.brandSends({ content: 'Bad file' }, [
        { name: 'a.txt', data: Buffer.from('text') },
      ]);
      expect(refused.statusCode).toBe(415);
    }
    expect((await otherCalls.brandSends({ content: 'Now a good one' })).statusCode).toBe(201);
  });

  it('counts attachment bytes per account per day: a send past the day’s share is refused with nothing stored', async () => {
    // 2 GB a day scaled to a hundredth is 20 MiB: two 9 MiB pictures fit, a third does not.
    const other = await createThreadCast(context);
    const otherCalls = messageCalls(context, other);
    const large = Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024 - png.byteLength)]);
    const sends = [];
    for (let index = 0; index < 3; index += 1) {
      sends.push(
        await otherCalls.creatorSends({ content: `Picture ${index}` }, [{ name: `p${index}.png`, data: large }]),
      );
    }
    expect(sends.map((send) => send.statusCode)).toEqual([201, 201, 429]);
    expect(sends[2]!.json().message).toBe(ACCOUNT_QUOTAS.attachmentMebibytesPerAccount.message);
    expect(Number(sends[2]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await spooled()).toEqual([]);
    // Text still goes through: the quota is for files.
    expect((await otherCalls.creatorSends({ content: 'No file this time' })).statusCode).toBe(201);
  });
});

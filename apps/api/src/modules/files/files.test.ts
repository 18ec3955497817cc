import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRangeAnswers } from '../../test/range-requests.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { publicFileUrl, storeImage } from './files.service.ts';

describe('stored files', () => {
  let context: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    context = await createTestContext();
    png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1f3a2e' } })
      .png()
      .toBuffer();
  });
  afterAll(() => context.close());

  it('serves a public image and its thumbnail with their type and a long cache', async () => {
    const file = await storeImage(context.db, context.storage, {
      bytes: png,
      purpose: 'campaign-image',
      visibility: 'public',
      ownerAccountId: null,
      originalName: 'paddock.png',
    });
    const original = await context.app.inject({ method: 'GET', url: publicFileUrl(file.id) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(original.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(original.headers['x-content-type-options']).toBe('nosniff');
    expect(original.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(original.rawPayload.byteLength).toBe(file.byteSize);

    const thumbnail = await context.app.inject({ method: 'GET', url: publicFileUrl(file.id, 'thumbnail') });
    expect(thumbnail.statusCode).toBe(200);
    expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(480);
  });

  it('answers HTTP Range requests for a public file and its thumbnail (206, 416, Accept-Ranges)', async () => {
    const file = await storeImage(context.db, context.storage, {
      bytes: png,
      purpose: 'campaign-image',
      visibility: 'public',
      ownerAccountId: null,
    });
    const stored = (name: string | null) => readFile(join(context.dataDir, 'uploads', name!));
    await expectRangeAnswers(context, publicFileUrl(file.id), await stored(file.storageKey));
    await expectRangeAnswers(context, publicFileUrl(file.id, 'thumbnail'), await stored(file.thumbnailKey));
    const ranged = await context.app.inject({
      method: 'GET',
      url: publicFileUrl(file.id),
      headers: { range: 'bytes=0-3' },
    });
    // A range keeps the file's own headers: its type, its long cache, its sandbox.
    expect(ranged.headers['content-type']).toBe('image/webp');
    expect(ranged.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ranged.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('never serves a private file here', async () => {
    const file = await storeImage(context.db, context.storage, {
      bytes: png,
      purpose: 'message-attachment',
      visibility: 'private',
      ownerAccountId: null,
    });
    const response = await context.app.inject({ method: 'GET', url: publicFileUrl(file.id) });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown id and 400 for something that is not an id', async () => {
    const unknown = await context.app.inject({ method: 'GET', url: publicFileUrl(crypto.randomUUID()) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await context.app.inject({ method: 'GET', url: '/api/files/../../secrets' });
    expect([400, 404]).toContain(malformed.statusCode);
    const notUuid = await context.app.inject({ method: 'GET', url: '/api/files/not-a-uuid' });
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().fields[0].field).toBe('fileId');
  });

  it('removes the stored bytes when the file cannot be recorded', async () => {
    await expect(
      storeImage(context.db, context.storage, {
        bytes: png,
        purpose: 'avatar',
        visibility: 'public',
        ownerAccountId: crypto.randomUUID(),
      }),
    ).rejects.toThrow();
    const folders = await readdir(join(context.dataDir, 'uploads', 'images'));
    const stored = (
      await Promise.all(folders.map((folder) => readdir(join(context.dataDir, 'uploads', 'images', folder))))
    ).flat();
    // Two files (original and thumbnail) for each of the three images recorded above, none for the failed one.
    expect(stored).toHaveLength(6);
  });
});

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { createLocalDiskStorage } from '../../platform/storage/local-disk-storage.ts';
import { readZipEntries, zipJson } from '../../test/zip-entries.ts';
import { writeExportZip } from './export-archive.ts';
import type { ExportFile, GatheredExport } from './export-documents.ts';

const NOW = new Date('2026-11-27T08:00:00Z');

function storedFile(id: string, storageKey: string, byteSize: number): ExportFile {
  return {
    id,
    ownerAccountId: null,
    purpose: 'message-attachment',
    kind: 'image',
    visibility: 'private',
    contentType: 'image/png',
    byteSize,
    width: null,
    height: null,
    storageKey,
    thumbnailKey: null,
    originalName: `${id.slice(0, 4)}.png`,
    createdAt: NOW,
  };
}

describe('the export zip', () => {
  let folder: string;
  let storage: FileStorage;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'export-archive-'));
    storage = createLocalDiskStorage(join(folder, 'uploads'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('copies files up to its limits and lists the rest, and a file missing from storage, as left out', async () => {
    await storage.put('files/a.png', Buffer.alloc(10, 1));
    await storage.put('files/b.png', Buffer.alloc(10, 2));
    await storage.put('files/c.png', Buffer.alloc(10, 3));
    const gathered: GatheredExport = {
      email: 'ava@example.com',
      documents: new Map([['account.json', { account: { id: 'x' } }]]),
      files: [
        storedFile('aaaaaaaa-0000-4000-8000-000000000001', 'files/a.png', 10),
        storedFile('bbbbbbbb-0000-4000-8000-000000000002', 'files/missing.png', 10),
        storedFile('cccccccc-0000-4000-8000-000000000003', 'files/b.png', 10),
        storedFile('dddddddd-0000-4000-8000-000000000004', 'files/c.png', 10),
      ],
    };
    const zipPath = join(folder, 'out.zip');
    const written = await writeExportZip(storage, gathered, zipPath, NOW, { maxFiles: 5, maxBytes: 25 });
    const entries = readZipEntries(await readFile(zipPath));
    expect([...entries.keys()]).toEqual([
      'README.txt',
      'account.json',
      'files/message-attachments/aaaaaaaa-aaaa.png',
      'files/message-attachments/cccccccc-cccc.png',
      'files.json',
    ]);
    expect(written.byteSize).toBeGreaterThan(0);
    expect(entries.get('files/message-attachments/cccccccc-cccc.png')).toEqual(Buffer.alloc(10, 2));
    const listed = zipJson<{ name: string; included: boolean; note?: string }[]>(entries, 'files.json');
    expect(listed.map((file) => [file.name.slice(26, 34), file.included])).toEqual([
      ['aaaaaaaa', true],
      ['bbbbbbbb', false],
      ['cccccccc', true],
      ['dddddddd', false],
    ]);
    expect(listed[1]?.note).toBe('The file is no longer in storage.');
  });
});

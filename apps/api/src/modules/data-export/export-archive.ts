import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import type { ExportFile, GatheredExport } from './export-documents.ts';
import { exportFileName } from './export-files.ts';
import { EXPORT_FILE_LIMITS, exportReadme } from './export-layout.ts';

type FileEntry = {
  name: string;
  originalName: string | null;
  purpose: string;
  contentType: string;
  byteSize: number;
  createdAt: Date;
  included: boolean;
  /** Why a file is not in the zip. */
  note?: string;
};

/**
 * Writes the zip of a gathered export to `zipPath`, streaming: the JSON documents one by one, then
 * each file read from storage only when its turn comes (yazl's lazy streams), so neither the zip
 * nor the files are ever held whole in memory. Files past EXPORT_FILE_LIMITS are listed, not copied.
 */
export async function writeExportZip(
  storage: FileStorage,
  gathered: GatheredExport,
  zipPath: string,
  mtime: Date,
  limits: { maxFiles: number; maxBytes: number } = EXPORT_FILE_LIMITS,
): Promise<{ byteSize: number; entries: string[] }> {
  const zip = new ZipFile();
  const entries: string[] = [];
  const addJson = (name: string, value: unknown) => {
    zip.addBuffer(Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'), name, { mtime });
    entries.push(name);
  };
  const output = createWriteStream(zipPath);
  // A file that cannot be read fails the zip (yazl emits it on the ZipFile): the build is retried.
  const failed = new Promise<never>((_resolve, reject) => {
    zip.once('error', (error: unknown) => {
      output.destroy();
      reject(error instanceof Error ? error : new Error('The export zip failed'));
    });
  });
  const written = pipeline(zip.outputStream, output);

  zip.addBuffer(Buffer.from(exportReadme(), 'utf8'), 'README.txt', { mtime });
  entries.push('README.txt');
  for (const [name, document] of gathered.documents) addJson(name, document);

  const fileEntries: FileEntry[] = [];
  let copiedBytes = 0;
  let copiedFiles = 0;
  for (const file of gathered.files) {
    const entry = entryOf(file);
    const stored = await storage.stat(file.storageKey);
    if (!stored) {
      fileEntries.push({ ...entry, included: false, note: 'The file is no longer in storage.' });
      continue;
    }
    if (copiedFiles >= limits.maxFiles || copiedBytes + stored.byteSize > limits.maxBytes) {
      fileEntries.push({ ...entry, included: false, note: 'Left out: the export holds at most its limit of files.' });
      continue;
    }
    copiedFiles += 1;
    copiedBytes += stored.byteSize;
    fileEntries.push({ ...entry, included: true });
    entries.push(entry.name);
    // Images and videos are compressed already: stored as they are.
    zip.addReadStreamLazy(entry.name, { mtime, compress: false, size: stored.byteSize }, (done) => {
      storage.read(file.storageKey).then(
        (read) => (read ? done(null, read.stream) : done(new Error('An export file vanished from storage'), NO_STREAM)),
        (error: unknown) => done(error, NO_STREAM),
      );
    });
  }
  addJson('files.json', fileEntries);
  zip.end();
  await Promise.race([written, failed]);
  return { byteSize: (await stat(zipPath)).size, entries };
}

// yazl's callback takes a stream beside an error, which it ignores then.
const NO_STREAM = Readable.from([]);

function entryOf(file: ExportFile): Omit<FileEntry, 'included'> {
  return {
    name: exportFileName(file),
    originalName: file.originalName,
    purpose: file.purpose,
    contentType: file.contentType,
    byteSize: file.byteSize,
    createdAt: file.createdAt,
  };
}

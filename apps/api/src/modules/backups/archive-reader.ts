import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { z } from 'zod';
import { CommandError } from '../../platform/command-error.ts';
import { isValidStorageKey } from '../../platform/storage/file-storage.ts';
import { BACKUP_FORMAT, fileEntryOf, MANIFEST_ENTRY, tableEntryOf, type BackupManifest } from './backup-archive.ts';

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/);
const CountSchema = z.number().int().nonnegative();

const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  productVersion: z.string(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  migrations: z.array(z.string()),
  tables: z.array(
    z.object({
      name: z.string().regex(/^[a-z_][a-z0-9_]*$/),
      rows: CountSchema,
      entry: z.string(),
      bytes: CountSchema,
      sha256: Sha256Schema,
    }),
  ),
  files: z.array(
    z.object({
      key: z.string().refine(isValidStorageKey, 'not a storage key'),
      entry: z.string(),
      bytes: CountSchema,
      sha256: Sha256Schema,
    }),
  ),
  filesGone: z.array(z.string()),
}) satisfies z.ZodType<BackupManifest>;

/** An open backup archive: its manifest, and each entry as a stream on demand. */
export type OpenArchive = {
  manifest: BackupManifest;
  read(entryName: string): Promise<Readable>;
  close(): void;
};

/**
 * Opens an archive and reads its manifest, refusing (CommandError) anything that is not a whole
 * backup of this format whose entries are named as the manifest says.
 */
export async function openArchive(path: string): Promise<OpenArchive> {
  const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false }).catch((error: unknown) => {
    throw new CommandError(
      `${path} is not a backup archive: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  try {
    const entries = await readEntries(zip, path);
    const read = async (name: string) => {
      const entry = entries.get(name);
      if (!entry) throw new CommandError(`The archive has no ${name}.`);
      return zip.openReadStreamPromise(entry);
    };
    const manifest = parseManifest(await text(await read(MANIFEST_ENTRY)));
    checkEntryNames(manifest, new Set(entries.keys()));
    return { manifest, read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

/**
 * The zip's entries by name. yauzl refuses a name that is absolute or climbs out (`../../tmp/evil`)
 * and a broken directory as plain errors: each is the archive's fault, so the one-line refusal.
 */
async function readEntries(zip: ZipFile, path: string): Promise<Map<string, Entry>> {
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    throw new CommandError(
      `${path} is not a backup archive this version reads: ${error instanceof Error ? error.message : String(error)}. Nothing was changed.`,
    );
  }
  return entries;
}

function parseManifest(json: string): BackupManifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new CommandError("The archive's manifest.json is not JSON.");
  }
  const result = ManifestSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CommandError(
      `The archive's manifest.json is not one this version reads (${issue?.path.join('.') ?? '?'}: ${issue?.message ?? '?'}).`,
    );
  }
  return result.data;
}

/** Every entry the manifest names is in the zip under its expected name, and nothing else is. */
function checkEntryNames(manifest: BackupManifest, names: Set<string>): void {
  const expected: [entry: string, name: string][] = [
    ...manifest.tables.map((table): [string, string] => [table.entry, tableEntryOf(table.name)]),
    ...manifest.files.map((file): [string, string] => [file.entry, fileEntryOf(file.key)]),
  ];
  for (const [entry, name] of expected) {
    if (entry !== name) throw new CommandError(`The manifest names ${entry} where ${name} was expected.`);
    if (!names.has(entry)) throw new CommandError(`The archive has no ${entry}, which its manifest lists.`);
  }
  const listed = new Set([MANIFEST_ENTRY, ...expected.map(([entry]) => entry)]);
  const extra = [...names].find((name) => !listed.has(name));
  if (extra) throw new CommandError(`The archive holds ${extra}, which its manifest does not list.`);
}

/**
 * Reads every entry the manifest lists and compares its size and sha256, before anything is
 * changed: a damaged archive is refused whole, naming the first entry that differs.
 */
export async function verifyArchive(archive: OpenArchive): Promise<void> {
  const { manifest } = archive;
  for (const item of [...manifest.tables, ...manifest.files]) {
    // A damaged deflated entry fails to inflate rather than to match: the same refusal.
    const { bytes, sha256 } = await hashStream(await archive.read(item.entry)).catch((error: unknown) => {
      throw new CommandError(
        `The archive is damaged: ${item.entry} cannot be read (${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
      );
    });
    if (bytes !== item.bytes || sha256 !== item.sha256) {
      throw new CommandError(
        `The archive is damaged: ${item.entry} does not match its checksum in the manifest. Nothing was changed.`,
      );
    }
  }
}

export async function hashStream(stream: Readable): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

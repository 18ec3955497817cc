import { chmod, mkdir, mkdtemp, rm, stat, lstat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeDataDirPrivate } from './private-files.ts';

const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

describe('makeDataDirPrivate', () => {
  let base = '';
  let dataDir = '';
  beforeEach(async () => {
    base = await mkdtemp(join(tmpdir(), 'equicreators-private-'));
    dataDir = join(base, 'data');
  });
  afterEach(() => rm(base, { recursive: true, force: true }));

  /** A data folder as older versions left it: folders 0755, PGlite's files 0666, attachments 0644. */
  async function openDataDir(): Promise<void> {
    await mkdir(join(dataDir, 'pglite', 'base', '1'), { recursive: true });
    await mkdir(join(dataDir, 'uploads', 'messages', 'ab'), { recursive: true });
    await writeFile(join(dataDir, 'pglite', 'base', '1', '1259'), 'table');
    await writeFile(join(dataDir, 'pglite', 'PG_VERSION'), '17');
    await writeFile(join(dataDir, 'uploads', 'messages', 'ab', 'contract.pdf'), 'private');
    for (const folder of ['', 'pglite', 'pglite/base', 'pglite/base/1', 'uploads', 'uploads/messages']) {
      await chmod(join(dataDir, folder), 0o755);
    }
    await chmod(join(dataDir, 'uploads', 'messages', 'ab'), 0o777);
    await chmod(join(dataDir, 'pglite', 'base', '1', '1259'), 0o666);
    await chmod(join(dataDir, 'pglite', 'PG_VERSION'), 0o666);
    await chmod(join(dataDir, 'uploads', 'messages', 'ab', 'contract.pdf'), 0o644);
  }

  it('closes every folder to 0700 and every file to 0600', async () => {
    await openDataDir();
    const result = makeDataDirPrivate(dataDir);
    for (const folder of [
      '',
      'pglite',
      'pglite/base',
      'pglite/base/1',
      'uploads',
      'uploads/messages',
      'uploads/messages/ab',
    ]) {
      expect(await modeOf(join(dataDir, folder)), folder || 'the data folder').toBe(0o700);
    }
    for (const file of ['pglite/base/1/1259', 'pglite/PG_VERSION', 'uploads/messages/ab/contract.pdf']) {
      expect(await modeOf(join(dataDir, file)), file).toBe(0o600);
    }
    expect(result).toEqual({ visited: 10, changed: 10, failed: [], isComplete: true });
    // A second start finds nothing left to change.
    expect(makeDataDirPrivate(dataDir).changed).toBe(0);
  });

  it("leaves alone what is not the server's own in the data folder", async () => {
    await openDataDir();
    await writeFile(join(dataDir, 'backup.sh'), '#!/bin/sh');
    await chmod(join(dataDir, 'backup.sh'), 0o755);
    await mkdir(join(dataDir, 'exports'));
    await chmod(join(dataDir, 'exports'), 0o755);

    makeDataDirPrivate(dataDir);
    expect(await modeOf(join(dataDir, 'backup.sh'))).toBe(0o755);
    expect(await modeOf(join(dataDir, 'exports'))).toBe(0o755);
    expect(await modeOf(dataDir)).toBe(0o700);
  });

  it('never follows a link out of the data folder nor changes what it points to', async () => {
    await openDataDir();
    const outside = join(base, 'elsewhere');
    await mkdir(outside);
    await writeFile(join(outside, 'shared.txt'), 'not ours');
    await chmod(outside, 0o755);
    await chmod(join(outside, 'shared.txt'), 0o644);
    await symlink(outside, join(dataDir, 'uploads', 'linked-folder'));
    await symlink(join(outside, 'shared.txt'), join(dataDir, 'uploads', 'linked-file.txt'));

    makeDataDirPrivate(dataDir);
    expect(await modeOf(outside)).toBe(0o755);
    expect(await modeOf(join(outside, 'shared.txt'))).toBe(0o644);
    expect((await lstat(join(dataDir, 'uploads', 'linked-file.txt'))).isSymbolicLink()).toBe(true);
  });

  it('stops after its bound and says the walk is incomplete', async () => {
    await openDataDir();
    const result = makeDataDirPrivate(dataDir, { maxEntries: 3 });
    expect(result.isComplete).toBe(false);
    expect(result.visited).toBeLessThanOrEqual(4);
  });

  it('has nothing to do before the first start', () => {
    expect(makeDataDirPrivate(join(dataDir, 'not-yet'))).toEqual({
      visited: 0,
      changed: 0,
      failed: [],
      isComplete: true,
    });
  });
});

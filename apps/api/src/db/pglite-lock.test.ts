import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './pglite-lock.ts';

describe('the embedded database folder lock', () => {
  let dataDir = '';
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-lock-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second opener while the first holds the folder, and frees it on release', async () => {
    const release = await acquireDataDirLock(dataDir);
    await writeFile(join(dataDir, 'equicreators.lock'), String(process.ppid));
    await expect(acquireDataDirLock(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(/in use by another process .*Stop it first/);
    await release();
    const again = await acquireDataDirLock(dataDir);
    await again();
  });

  it('takes over a lock left by a process that has died', async () => {
    await writeFile(join(dataDir, 'equicreators.lock'), '999999999');
    const release = await acquireDataDirLock(dataDir);
    expect(await readFile(join(dataDir, 'equicreators.lock'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});

import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveJwtSecret } from './jwt-secret.ts';

describe('resolveJwtSecret', () => {
  let dataDir = '';
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('prefers the configured secret', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-secret-'));
    await expect(resolveJwtSecret('c'.repeat(40), dataDir)).resolves.toBe('c'.repeat(40));
  });

  it('generates a secret once, keeps it private in DATA_DIR, and reuses it after a restart', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'equicreators-secret-'));
    const first = await resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const secretFile = join(dataDir, 'secrets', 'jwt-secret');
    expect(await readFile(secretFile, 'utf8')).toBe(first);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);
    await expect(resolveJwtSecret(undefined, dataDir)).resolves.toBe(first);
  });
});

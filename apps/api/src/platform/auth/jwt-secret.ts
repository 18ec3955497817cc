import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The configured JWT_SECRET, or (outside production, where config demands one) a secret
 * generated once and kept in DATA_DIR, so tokens survive a restart without any set-up.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const secretsDir = join(dataDir, 'secrets');
  const secretPath = join(secretsDir, 'jwt-secret');
  const existing = await readFile(secretPath, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  await mkdir(secretsDir, { recursive: true, mode: 0o700 });
  const generated = randomBytes(48).toString('base64url');
  await writeFile(secretPath, generated, { mode: 0o600 });
  return generated;
}

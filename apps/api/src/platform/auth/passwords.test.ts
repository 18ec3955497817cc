import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id and checks the password', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$/);
    await expect(verifyPassword(hash, 'correct horse battery staple')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct horse battery stable')).resolves.toBe(false);
  });

  it('uses the whole password: a shared 72-byte prefix does not match', async () => {
    const prefix = 'p'.repeat(72);
    const hash = await hashPassword(`${prefix}-first`);
    await expect(verifyPassword(hash, `${prefix}-second`)).resolves.toBe(false);
  });

  it('treats a malformed stored hash as a mismatch rather than a crash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});

import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. The library's default
// algorithm is argon2id (its `Algorithm` is a const enum, which isolated modules cannot read).
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the whole password counts (no 72-byte cut as with bcrypt). */
export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), ARGON2_OPTIONS);
}

/** Checks a password against a stored hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

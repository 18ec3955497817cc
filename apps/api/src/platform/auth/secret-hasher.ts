import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Keyed hashes (HMAC-SHA256 with the server secret) for short secrets we must store: a stolen
 * database alone cannot be used to try the million six-digit codes offline.
 */
export type SecretHasher = {
  hash(purpose: string, value: string): string;
  matches(purpose: string, value: string, storedHash: string): boolean;
};

export function createSecretHasher(serverSecret: string): SecretHasher {
  const hash = (purpose: string, value: string) =>
    createHmac('sha256', serverSecret).update(`${purpose}\u0000${value}`).digest('hex');
  return {
    hash,
    matches(purpose, value, storedHash) {
      const candidate = Buffer.from(hash(purpose, value), 'hex');
      const stored = Buffer.from(storedHash, 'hex');
      return candidate.length === stored.length && timingSafeEqual(candidate, stored);
    },
  };
}

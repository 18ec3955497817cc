/**
 * A fresh `Idempotency-Key` for one composed message. `crypto.randomUUID` exists only in secure
 * contexts; a page served over plain http on a LAN address still gets 122 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

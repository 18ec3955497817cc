import { describe, expect, it } from 'vitest';
import { ownIdOf } from './own-id';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ownIdOf', () => {
  it('prefers the stored id', () => {
    expect(ownIdOf({ id: 'stored', token: `h.${encode({ sub: 'other' })}.s` })).toBe('stored');
  });

  it("falls back to the token's subject, also with base64url characters", () => {
    const sub = 'd2b1c6e0-95ad-4f0e-9c1a-3f5e0d1e2a7b??>>';
    expect(ownIdOf({ id: null, token: `h.${encode({ sub, type: 'brand' })}.s` })).toBe(sub);
  });

  it('gives null for no token or a broken one', () => {
    expect(ownIdOf({ id: null, token: null })).toBeNull();
    expect(ownIdOf({ id: null, token: 'a.%%%.c' })).toBeNull();
    expect(ownIdOf({ id: null, token: `h.${encode({ nope: 1 })}.s` })).toBeNull();
  });
});

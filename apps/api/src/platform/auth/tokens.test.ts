import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock.ts';
import { createTokenService, TOKEN_LIFETIME_MS, VERIFIED_TOKENS_KEPT } from './tokens.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const ACCOUNT_ID = '6f1c2b1e-8a4d-4c3b-9f0e-2d7a5b6c8e91';
const SESSION_ID = '0b9e7c1a-3d2f-4e5a-8b6c-7d8e9f0a1b2c';

describe('token service', () => {
  it('signs a three-part HS256 token carrying sub, type, sid and exp', async () => {
    const clock = createManualClock();
    const tokens = createTokenService(SECRET, clock);
    const token = await tokens.sign({ accountId: ACCOUNT_ID, type: 'contentCreator', sessionId: SESSION_ID });
    const parts = token.split('.');
    expect(parts).toHaveLength(3);
    const header = JSON.parse(Buffer.from(parts[0] ?? '', 'base64url').toString());
    const payload = JSON.parse(Buffer.from(parts[1] ?? '', 'base64url').toString());
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: ACCOUNT_ID, type: 'contentCreator', sid: SESSION_ID });
    expect(payload.exp).toBe(Math.floor((clock.now().getTime() + TOKEN_LIFETIME_MS) / 1000));
    await expect(tokens.verify(token)).resolves.toMatchObject({
      accountId: ACCOUNT_ID,
      type: 'contentCreator',
      sessionId: SESSION_ID,
    });
  });

  it('refuses a token signed with another secret, an unsigned one, and an expired one', async () => {
    const clock = createManualClock();
    const tokens = createTokenService(SECRET, clock);
    const other = createTokenService(`${SECRET}-other`, clock);
    const foreign = await other.sign({ accountId: ACCOUNT_ID, type: 'brand', sessionId: SESSION_ID });
    await expect(tokens.verify(foreign)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: ACCOUNT_ID, type: 'admin', sid: SESSION_ID, exp: 9_999_999_999 }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${payload}.`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });

    const token = await tokens.sign({ accountId: ACCOUNT_ID, type: 'brand', sessionId: SESSION_ID });
    clock.advance(TOKEN_LIFETIME_MS + 1);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a well-signed token whose claims are not ours', async () => {
    const tokens = createTokenService(SECRET, createManualClock());
    const token = await tokens.sign({ accountId: 'not-a-uuid', type: 'brand', sessionId: SESSION_ID });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('still ends a token it has verified before, at the second its expiry names', async () => {
    const clock = createManualClock(new Date('2026-05-01T12:00:00.250Z'));
    const tokens = createTokenService(SECRET, clock);
    const expiresAt = new Date('2026-05-01T13:00:00.000Z');
    const token = await tokens.sign({ accountId: ACCOUNT_ID, type: 'admin', sessionId: SESSION_ID, expiresAt });
    await expect(tokens.verify(token)).resolves.toMatchObject({ accountId: ACCOUNT_ID });
    clock.set(new Date('2026-05-01T12:59:59.999Z'));
    await expect(tokens.verify(token)).resolves.toMatchObject({ accountId: ACCOUNT_ID, expiresAt });
    clock.set(expiresAt);
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an altered copy of a token it has verified', async () => {
    const tokens = createTokenService(SECRET, createManualClock());
    const token = await tokens.sign({ accountId: ACCOUNT_ID, type: 'brand', sessionId: SESSION_ID });
    await tokens.verify(token);
    const [header, payload, signature] = token.split('.');
    const promoted = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), type: 'admin' }),
    ).toString('base64url');
    await expect(tokens.verify(`${header}.${promoted}.${signature}`)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(tokens.verify(`${token}x`)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(tokens.verify(token)).resolves.toMatchObject({ type: 'brand' });
  });

  it('keeps verifying every token once more were verified than it remembers', async () => {
    const tokens = createTokenService(SECRET, createManualClock());
    const first = await tokens.sign({ accountId: ACCOUNT_ID, type: 'brand', sessionId: SESSION_ID });
    await tokens.verify(first);
    const others = await Promise.all(
      Array.from({ length: VERIFIED_TOKENS_KEPT }, (_, index) =>
        tokens.sign({
          accountId: ACCOUNT_ID,
          type: 'brand',
          sessionId: SESSION_ID,
          expiresAt: new Date(Date.UTC(2030, 0, 1) + index * 1000),
        }),
      ),
    );
    for (const other of others) await tokens.verify(other);
    await expect(tokens.verify(first)).resolves.toMatchObject({ sessionId: SESSION_ID });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts } from '../../db/schema/index.ts';
import * as passwords from '../../platform/auth/passwords.ts';
import { registerBrandThroughApi, registerCreatorThroughApi, STRONG_PASSWORD } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { login } from './auth.service.ts';

// Every password check is counted: a failed login must cost the same number of checks (each tens
// of milliseconds) whichever accounts exist for the address, or its timing would tell.
vi.mock('../../platform/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof passwords>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});

describe('a failed login takes the same work whichever accounts exist', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await registerBrandThroughApi(context, { email: 'brand@timing.example' });
    await registerCreatorThroughApi(context, { email: 'creator@timing.example' });
    await registerBrandThroughApi(context, { email: 'locked@timing.example' });
    await context.db
      .update(accounts)
      .set({ lockedUntil: new Date(context.clock.now().getTime() + 60 * 60_000) })
      .where(eq(accounts.email, 'locked@timing.example'));
  });
  afterAll(() => context.close());

  const checksFor = async (type: 'brand' | 'contentCreator', email: string, password = 'not-the-password') => {
    vi.mocked(passwords.verifyPassword).mockClear();
    await expect(login(context, { type, email, password, ipAddress: null, userAgent: null })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    return vi.mocked(passwords.verifyPassword).mock.calls.length;
  };

  it('checks two passwords for an unknown address, a wrong password at either door, and a locked other account', async () => {
    expect(await checksFor('brand', 'nobody@timing.example')).toBe(2);
    expect(await checksFor('brand', 'brand@timing.example')).toBe(2);
    expect(await checksFor('contentCreator', 'brand@timing.example')).toBe(2);
    expect(await checksFor('brand', 'creator@timing.example')).toBe(2);
    expect(await checksFor('contentCreator', 'locked@timing.example', STRONG_PASSWORD)).toBe(2);
  });
});

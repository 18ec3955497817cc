import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, latestMailTo, mailsTo } from '../../test/outbox.ts';
import { loginThroughApi, registerBrandThroughApi, STRONG_PASSWORD } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { FORGOT_PASSWORD_MESSAGE } from './password-reset.service.ts';

const NEW_PASSWORD = 'Fresh-hay-and-a-new-saddle-7';

describe('password reset', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
    await registerBrandThroughApi(context, { email: 'forgetful@reset.example' });
  });
  afterAll(() => context.close());

  const forgot = (email: string) =>
    context.app.inject({ method: 'POST', url: '/api/fp/forgot-password', payload: { email, type: 'brand' } });
  const reset = (token: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/fp/reset-password', payload: { token, password } });
  const tokenFromLatestMail = async (email: string) =>
    new URL(linkIn(await latestMailTo(context.db, email), '/reset-password')).searchParams.get('token') ?? '';

  it('answers the same whether or not the address has an account, and e-mails only a real one', async () => {
    const known = await forgot('forgetful@reset.example');
    const unknown = await forgot('nobody@reset.example');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(unknown.json()).toEqual(known.json());
    expect(await mailsTo(context.db, 'nobody@reset.example')).toHaveLength(0);
    const link = linkIn(await latestMailTo(context.db, 'forgetful@reset.example'), '/reset-password');
    expect(link).toMatch(/^http:\/\/equicreators\.test\/reset-password\?token=[\w-]{40,}$/);
    expect(known.body).not.toContain(new URL(link).searchParams.get('token'));
  });

  it('sets a new password, ends every session, and the link works only once', async () => {
    const before = await loginThroughApi(context, {
      email: 'forgetful@reset.example',
      password: STRONG_PASSWORD,
      path: 'brands',
    });
    await forgot('forgetful@reset.example');
    const token = await tokenFromLatestMail('forgetful@reset.example');

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your password has been changed. You can log in with it now.');

    const profile = await context.app.inject({
      method: 'GET',
      url: '/api/brands/profile',
      headers: { authorization: before },
    });
    expect(profile.statusCode).toBe(401);
    await expect(
      loginThroughApi(context, { email: 'forgetful@reset.example', password: STRONG_PASSWORD, path: 'brands' }),
    ).rejects.toThrow(/401/);
    await loginThroughApi(context, { email: 'forgetful@reset.example', password: NEW_PASSWORD, path: 'brands' });

    const again = await reset(token, 'Another-fine-password-8');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid, used or expired. Please ask for a new one.');
    expect((await latestMailTo(context.db, 'forgetful@reset.example')).subject).toBe(
      'Your EquiCreators password was changed',
    );
  });

  it('refuses a link after 30 minutes', async () => {
    await forgot('forgetful@reset.example');
    const token = await tokenFromLatestMail('forgetful@reset.example');
    context.clock.advance(30 * 60_000 + 1);
    expect((await reset(token, 'Late-but-strong-password-9')).statusCode).toBe(400);
  });

  it('holds the new password to the signup rules', async () => {
    await forgot('forgetful@reset.example');
    const token = await tokenFromLatestMail('forgetful@reset.example');
    const common = await reset(token, 'qwerty123');
    expect(common.statusCode).toBe(400);
    expect(common.json().fields[0].field).toBe('password');
    expect((await reset(token, 'Still-a-good-one-10')).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    expect((await reset('made-up-token', NEW_PASSWORD)).statusCode).toBe(400);
  });

  it('takes at most five requests per address in 30 minutes, known or not', async () => {
    for (let request = 1; request <= 5; request += 1) expect((await forgot('spam@reset.example')).statusCode).toBe(200);
    const sixth = await forgot('spam@reset.example');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe(
      'Too many reset requests for this address. Please wait 30 minutes and try again.',
    );
  });
});

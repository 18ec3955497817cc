import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.ts';
import { latestMailTo } from '../../test/outbox.ts';
import { loginThroughApi, randomClientAddress, registerBrandThroughApi, STRONG_PASSWORD } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

const MESSAGE = {
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@meadowlark.example',
  message: 'Can we book a call?\nMornings suit us.',
};

describe('POST /api/contact', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { SUPPORT_EMAIL: 'help@equicreators.test' } });
  });
  afterAll(() => context.close());

  const send = (payload: object, options: { remoteAddress?: string; authorization?: string } = {}) =>
    context.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload,
      remoteAddress: options.remoteAddress ?? randomClientAddress(),
      ...(options.authorization ? { headers: { authorization: options.authorization } } : {}),
    });

  it('stores the message, e-mails the support address, and answers with the spec message', async () => {
    const response = await send(MESSAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email sent successfully!' });
    const stored = await context.db.select().from(contactMessages);
    expect(stored).toEqual([
      expect.objectContaining({ email: 'priya@meadowlark.example', message: MESSAGE.message, accountId: null }),
    ]);
    const mail = await latestMailTo(context.db, 'help@equicreators.test');
    expect(mail.subject).toBe('Contact form: Priya Raman');
    expect(mail.textBody).toContain('Mornings suit us.');
    expect(mail.htmlBody).not.toContain('<script>');
  });

  it('notes which brand wrote when a logged-in brand sends it', async () => {
    const brand = await registerBrandThroughApi(context, { email: 'writer@contact.example' });
    const authorization = await loginThroughApi(context, {
      email: brand.email,
      password: STRONG_PASSWORD,
      path: 'brands',
    });
    await send({ ...MESSAGE, message: 'From a brand' }, { authorization });
    const stored = (await context.db.select().from(contactMessages)).find((row) => row.message === 'From a brand');
    expect(stored?.accountId).toBe(brand.id);
  });

  it('escapes what a visitor writes in the e-mail to support', async () => {
    await send({ ...MESSAGE, message: '<script>alert(1)</script>' });
    const mail = await latestMailTo(context.db, 'help@equicreators.test');
    expect(mail.htmlBody).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('requires every field, naming each one, and writes nothing', async () => {
    const before = (await context.db.select().from(contactMessages)).length;
    const response = await send({ firstName: ' ', email: 'not-an-address' });
    expect(response.statusCode).toBe(400);
    const fields = response
      .json()
      .fields.map((field: { field: string }) => field.field)
      .sort();
    expect(fields).toEqual(['email', 'firstName', 'lastName', 'message']);
    expect((await context.db.select().from(contactMessages)).length).toBe(before);
  });

  it('takes at most five messages an hour from one address', async () => {
    for (let sent = 0; sent < 5; sent += 1)
      expect((await send(MESSAGE, { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
    const sixth = await send(MESSAGE, { remoteAddress: '10.9.9.9' });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });
});

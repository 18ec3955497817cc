import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/index.ts';
import { randomClientAddress } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { SUBSCRIBED_MESSAGE } from './newsletter.routes.ts';

describe('POST /api/newsletter', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const subscribe = (email: unknown, remoteAddress = randomClientAddress()) =>
    context.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });

  it('stores an address once, and answers the same the second time', async () => {
    const first = await subscribe('News@Example.com');
    const second = await subscribe('news@example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(second.json()).toEqual(first.json());
    const rows = await context.db.select().from(newsletterSubscriptions);
    expect(rows.map((row) => row.email)).toEqual(['news@example.com']);
  });

  it('says clearly when the address is not one', async () => {
    const response = await subscribe('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'email', message: 'Enter a valid e-mail address' }]);
    expect((await subscribe(42)).statusCode).toBe(400);
  });

  it('takes at most five subscriptions an hour from one address', async () => {
    for (let sent = 0; sent < 5; sent += 1) await subscribe(`reader${sent}@example.com`, '10.8.8.8');
    expect((await subscribe('reader9@example.com', '10.8.8.8')).statusCode).toBe(429);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../platform/mail/mailer.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

describe('the developer outbox', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext({ env: { NODE_ENV: 'development' } });
    await queueMail(context.db, {
      category: 'essential',
      to: 'brand@example.com',
      subject: 'First',
      text: 'Your code is 111111.',
    });
    await queueMail(context.db, {
      category: 'essential',
      to: 'creator@example.com',
      subject: 'Second',
      text: 'Reset: http://localhost:3000/reset-password?token=abc',
    });
    await queueMail(context.db, {
      category: 'essential',
      to: 'brand@example.com',
      subject: '<script>alert(1)</script>',
      text: '<b>bold</b>',
    });
  });
  afterAll(() => context.close());

  it('lists queued e-mails newest first, with paging', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox?pageSize=2' });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    expect(page.items[0].subject).toBe('<script>alert(1)</script>');
    expect(page.items[0]).toMatchObject({ to: 'brand@example.com', status: 'pending', attempts: 0 });
  });

  it('filters by recipient, ignoring case', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox?to=Creator@Example.com' });
    expect(response.json().items.map((mail: { subject: string }) => mail.subject)).toEqual(['Second']);
  });

  it('refuses a bad query with the field named', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/dev/outbox?pageSize=500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('pageSize');
  });

  it('shows a readable page that escapes what the e-mails contain and links their addresses', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(response.body).not.toContain('<script>alert(1)</script>');
    expect(response.body).toContain('<a href="http://localhost:3000/reset-password?token=abc">');
  });
});

describe('the developer outbox without NODE_ENV=development', () => {
  // An empty value counts as unset: the default of a newcomer's shell or a bare `node main.js`.
  it.each([
    ['unset', ''],
    ['production', 'production'],
    ['test', 'test'],
  ])('does not exist with NODE_ENV %s', async (_case, nodeEnv) => {
    const context = await createTestContext({
      env: {
        NODE_ENV: nodeEnv,
        ...(nodeEnv === 'production' ? { JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://127.0.0.1:9' } : {}),
      },
    });
    try {
      await queueMail(context.db, {
        category: 'essential',
        to: 'brand@example.com',
        subject: 'Code',
        text: 'Your code is 111111.',
      });
      expect((await context.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      const page = await context.app.inject({ method: 'GET', url: '/dev/outbox', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('111111');
    } finally {
      await context.close();
    }
  });
});

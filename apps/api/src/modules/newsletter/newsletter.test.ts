import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPreferences, newsletterSubscriptions } from '../../db/schema/index.ts';
import { createAccount, createCreator, loggedIn } from '../../test/factories.ts';
import { linkIn, mailsTo } from '../../test/outbox.ts';
import { randomClientAddress } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { SUBSCRIBED_MESSAGE } from './newsletter.routes.ts';
import { NEWSLETTER_MESSAGES } from './newsletter.service.ts';

describe('the newsletter: double opt-in and issues', () => {
  let context: TestContext;
  let admin: string;
  beforeAll(async () => {
    context = await createTestContext();
    admin = (await loggedIn(context, await createAccount(context.db, 'admin'))).authorization;
  });
  afterAll(() => context.close());

  const subscribe = (email: unknown, remoteAddress = randomClientAddress()) =>
    context.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email }, remoteAddress });
  const confirm = (token: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: { token },
      remoteAddress: randomClientAddress(),
    });
  const subscriptionOf = async (email: string) =>
    (await context.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
  const confirmTokenIn = async (email: string) => {
    const [mail] = await mailsTo(context.db, email);
    return new URL(linkIn(mail!, '/newsletter/confirm')).searchParams.get('token') ?? '';
  };
  const sendIssue = (payload: Record<string, unknown>, authorization = admin) =>
    context.app.inject({
      method: 'POST',
      url: '/api/admin/newsletter/issues',
      headers: { authorization },
      payload,
    });
  const subscribeAndConfirm = async (email: string) => {
    await subscribe(email);
    await confirm(await confirmTokenIn(email));
  };

  it('stores an address as pending and e-mails a link to confirm it, answering to check the inbox', async () => {
    const first = await subscribe('News@Example.com');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(SUBSCRIBED_MESSAGE).toContain('Check your inbox');
    expect(await subscriptionOf('news@example.com')).toMatchObject({ status: 'pending', confirmedAt: null });
    const [mail] = await mailsTo(context.db, 'news@example.com');
    expect(mail).toMatchObject({ category: 'essential', subject: 'Confirm your EquiCreators newsletter subscription' });
    // The token is stored as a keyed hash, never as written in the link.
    const token = await confirmTokenIn('news@example.com');
    expect((await subscriptionOf('news@example.com'))?.confirmTokenHash).toBe(
      context.secrets.hash('newsletter-confirm', token),
    );

    // Asking again at once sends no second e-mail; the answer is the same.
    expect((await subscribe('news@example.com')).json()).toEqual(first.json());
    expect(await mailsTo(context.db, 'news@example.com')).toHaveLength(1);
  });

  it('confirms once through the link; a confirmed address asking again gets no mail; an unknown link is polite', async () => {
    await subscribe('rider@example.com');
    const token = await confirmTokenIn('rider@example.com');
    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmed });
    expect(await subscriptionOf('rider@example.com')).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect((await confirm(token)).json()).toEqual({ message: NEWSLETTER_MESSAGES.linkNotNeeded });
    expect((await confirm('not-a-token')).statusCode).toBe(200);
    expect((await subscribe('rider@example.com')).json()).toEqual({ message: SUBSCRIBED_MESSAGE });
    expect(await mailsTo(context.db, 'rider@example.com')).toHaveLength(1);
  });

  it('sends an issue to confirmed subscribers only, each with its own unsubscribe link, which leaves the newsletter', async () => {
    await context.db.delete(newsletterSubscriptions);
    await subscribeAndConfirm('one@example.com');
    await subscribeAndConfirm('two@example.com');
    await subscribe('pending@example.com');

    const sent = await sendIssue({ subject: 'Winter issue', body: 'First paragraph.\n\nSecond paragraph.' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ message: 'Sent to 2 confirmed subscribers.', recipients: 2 });
    expect((await mailsTo(context.db, 'pending@example.com')).map((mail) => mail.subject)).not.toContain(
      'Winter issue',
    );
    const [issue] = await mailsTo(context.db, 'one@example.com');
    expect(issue).toMatchObject({ category: 'newsletter', subject: 'Winter issue' });
    expect(issue?.textBody).toContain('Second paragraph.');
    expect(issue?.textBody).toContain('Unsubscribe from newsletter e-mails:');
    expect(issue?.textBody).not.toContain('Manage e-mail preferences');

    const token = new URL(issue?.unsubscribeUrl ?? '').searchParams.get('token') ?? '';
    const left = await context.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.json()).toMatchObject({ message: 'You will no longer get newsletter e-mails.' });
    expect(await subscriptionOf('one@example.com')).toMatchObject({ status: 'unsubscribed' });
    expect((await sendIssue({ subject: 'Spring issue', body: 'Hello.' })).json()).toMatchObject({ recipients: 1 });

    // Leaving and subscribing again asks for a new confirmation.
    await subscribe('one@example.com');
    expect(await subscriptionOf('one@example.com')).toMatchObject({ status: 'pending' });
  });

  it('sends product news to the accounts that did not turn it off', async () => {
    const reader = await createCreator(context.db);
    const optedOut = await createCreator(context.db);
    await context.db.insert(emailPreferences).values({ accountId: optedOut.id, optedOut: ['product_news'] });
    const sent = await sendIssue({ audience: 'product_news', subject: 'New: ratings', body: 'Rate your orders.' });
    expect(sent.statusCode).toBe(200);
    expect((await mailsTo(context.db, reader.email))[0]).toMatchObject({
      category: 'product_news',
      subject: 'New: ratings',
    });
    expect(await mailsTo(context.db, optedOut.email)).toEqual([]);
  });

  it('lets only an admin send an issue, and checks it', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    expect((await sendIssue({ subject: 'x', body: 'y' }, creator.authorization)).statusCode).toBe(403);
    expect((await sendIssue({ subject: 'x', body: 'y' }, '')).statusCode).toBe(401);
    expect((await sendIssue({ subject: ' ', body: 'y' })).statusCode).toBe(400);
  });

  it('is the newsletter switch of the preferences: on asks for a confirmation, off leaves it', async () => {
    const creator = await loggedIn(context, await createCreator(context.db));
    const put = (newsletter: boolean) =>
      context.app.inject({
        method: 'PUT',
        url: '/api/account/email-preferences',
        headers: { authorization: creator.authorization },
        payload: { newsletter },
      });
    const newsletterLine = (response: Awaited<ReturnType<typeof put>>) =>
      response
        .json<{ categories: { category: string; isOn: boolean; note: string | null }[] }>()
        .categories.find((line) => line.category === 'newsletter');
    expect(newsletterLine(await put(true))).toMatchObject({ isOn: false, note: expect.stringContaining('inbox') });
    await confirm(await confirmTokenIn(creator.email));
    const read = await context.app.inject({
      method: 'GET',
      url: '/api/account/email-preferences',
      headers: { authorization: creator.authorization },
    });
    expect(newsletterLine(read)).toMatchObject({ isOn: true, note: null });
    expect(newsletterLine(await put(false))).toMatchObject({ isOn: false });
    expect(await subscriptionOf(creator.email)).toMatchObject({ status: 'unsubscribed' });
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

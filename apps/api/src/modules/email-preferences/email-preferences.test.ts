import type { OptionalMailCategory } from '@equicreators/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, emailPreferences } from '../../db/schema/index.ts';
import { createSecretHasher } from '../../platform/auth/secret-hasher.ts';
import { createLogger } from '../../platform/logger.ts';
import { MailDispatcher } from '../../platform/mail/mail-dispatcher.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';
import { createSmtpTransport } from '../../platform/mail/mail-transport.ts';
import { queueMail } from '../../platform/mail/mailer.ts';
import { signUnsubscribeToken } from '../../platform/mail/unsubscribe-token.ts';
import { createAccount, createCreator, loggedIn, type LoggedInAccount } from '../../test/factories.ts';
import { startSmtpServer } from '../../test/fake-smtp-server.ts';
import { mailsTo } from '../../test/outbox.ts';
import { randomClientAddress } from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';
import { UNSUBSCRIBE_MESSAGES } from './email-preferences.service.ts';

describe('e-mail preferences and one-click unsubscribe', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const newCreator = async (): Promise<LoggedInAccount> => loggedIn(context, await createCreator(context.db));
  const preferencesOf = async (account: LoggedInAccount) =>
    context.app.inject({
      method: 'GET',
      url: '/api/account/email-preferences',
      headers: { authorization: account.authorization },
    });
  const isOn = async (account: LoggedInAccount, category: OptionalMailCategory) => {
    const { categories } = (await preferencesOf(account)).json<{ categories: { category: string; isOn: boolean }[] }>();
    return categories.find((line) => line.category === category)?.isOn;
  };
  const optionalMail = (account: { id: string; email: string }, category: OptionalMailCategory, subject: string) =>
    renderMail({
      category,
      ...accountAudience(context, account.id),
      to: account.email,
      subject,
      paragraphs: ['Something changed in a campaign you are part of.'],
    });
  const essentialMail = (account: { email: string }) =>
    renderMail({ category: 'essential', to: account.email, subject: 'Your password was changed', paragraphs: ['Hi'] });
  const tokenIn = (url: string) => new URL(url).searchParams.get('token') ?? '';
  const oneClick = (token: string, remoteAddress = randomClientAddress()) =>
    context.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress,
    });

  it('lists every category: essential always on, the optional ones on until turned off, and keeps a change', async () => {
    const creator = await newCreator();
    const response = await preferencesOf(creator);
    expect(response.statusCode).toBe(200);
    const { categories } = response.json<{ categories: Record<string, unknown>[] }>();
    expect(categories[0]).toEqual({
      category: 'essential',
      label: 'Account and security',
      isOn: true,
      canTurnOff: false,
      note: null,
    });
    expect(categories.filter((line) => line.isOn === true).map((line) => line.category)).toEqual([
      'essential',
      'messages_work',
      'campaign_updates',
      'invitations',
      'reminders',
      'product_news',
    ]);
    const saved = await context.app.inject({
      method: 'PUT',
      url: '/api/account/email-preferences',
      headers: { authorization: creator.authorization },
      payload: { campaign_updates: false, reminders: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(await isOn(creator, 'campaign_updates')).toBe(false);
    expect(await isOn(creator, 'reminders')).toBe(false);
    expect(await isOn(creator, 'invitations')).toBe(true);
    await context.app.inject({
      method: 'PUT',
      url: '/api/account/email-preferences',
      headers: { authorization: creator.authorization },
      payload: { reminders: true },
    });
    expect(await isOn(creator, 'reminders')).toBe(true);
    expect(await isOn(creator, 'campaign_updates')).toBe(false);
  });

  it('refuses an unknown category, essential, or anyone not logged in', async () => {
    const creator = await newCreator();
    for (const payload of [{ essential: false }, { campaign_updates: 'no' }, { unknown: true }]) {
      const response = await context.app.inject({
        method: 'PUT',
        url: '/api/account/email-preferences',
        headers: { authorization: creator.authorization },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await context.app.inject({ method: 'GET', url: '/api/account/email-preferences' })).statusCode).toBe(401);
  });

  it('does not queue an optional e-mail of a category turned off; essential mail always goes', async () => {
    const creator = await newCreator();
    await context.db.insert(emailPreferences).values({ accountId: creator.id, optedOut: ['campaign_updates'] });
    expect(await queueMail(context.db, optionalMail(creator, 'campaign_updates', 'Terms changed'))).toBeNull();
    expect(await queueMail(context.db, optionalMail(creator, 'invitations', 'You are invited'))).not.toBeNull();
    expect(await queueMail(context.db, essentialMail(creator))).not.toBeNull();
    const subjects = (await mailsTo(context.db, creator.email)).map((mail) => mail.subject).sort();
    expect(subjects).toEqual(['You are invited', 'Your password was changed']);
  });

  it('writes the one-click address and visible links into an optional e-mail, none into an essential one', async () => {
    const creator = await newCreator();
    await queueMail(context.db, optionalMail(creator, 'campaign_updates', 'Terms changed'));
    await queueMail(context.db, essentialMail(creator));
    const mails = await mailsTo(context.db, creator.email);
    const optional = mails.find((mail) => mail.category !== 'essential');
    const essential = mails.find((mail) => mail.category === 'essential');
    expect(optional?.category).toBe('campaign_updates');
    expect(optional?.unsubscribeUrl?.startsWith(`${context.config.publicUrl}/api/unsubscribe?token=`)).toBe(true);
    expect(optional?.unsubscribeUrl).not.toContain(encodeURIComponent(creator.email));
    expect(optional?.unsubscribeUrl).not.toContain(creator.email);
    const pageUrl = optional?.unsubscribeUrl?.replace('/api/unsubscribe', '/unsubscribe');
    expect(optional?.textBody).toContain(`Unsubscribe from campaign updates e-mails: ${pageUrl}`);
    expect(optional?.textBody).toContain(`Manage e-mail preferences: ${context.config.publicUrl}/account`);
    expect(optional?.htmlBody).toContain('Unsubscribe from campaign updates e-mails</a>');
    expect(essential).toMatchObject({ category: 'essential', unsubscribeUrl: null });
    expect(essential?.textBody).not.toContain('Unsubscribe');
  });

  it('unsubscribes on the one-click POST without login, and a GET of the same link changes nothing', async () => {
    const creator = await newCreator();
    const mail = await queueMail(context.db, optionalMail(creator, 'campaign_updates', 'Terms changed'));
    const token = tokenIn(mail?.unsubscribeUrl ?? '');
    const looked = await context.app.inject({
      method: 'GET',
      url: `/api/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(looked.json()).toEqual({
      message: UNSUBSCRIBE_MESSAGES.valid('campaign_updates'),
      category: 'campaign_updates',
      label: 'Campaign updates',
    });
    expect(await isOn(creator, 'campaign_updates')).toBe(true);

    const clicked = await oneClick(token);
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toMatchObject({ message: 'You will no longer get campaign updates e-mails.' });
    expect(await isOn(creator, 'campaign_updates')).toBe(false);
    expect(await isOn(creator, 'messages_work')).toBe(true);
    // Once more (a provider retrying): the same polite answer.
    expect((await oneClick(token)).statusCode).toBe(200);
    // RFC 8058 prefers multipart/form-data for the same body.
    const form = new FormData();
    form.append('List-Unsubscribe', 'One-Click');
    const multipart = await context.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${encodeURIComponent(
        signUnsubscribeToken(context.secrets, { recipient: { accountId: creator.id }, category: 'invitations' }),
      )}`,
      payload: form,
      remoteAddress: randomClientAddress(),
    });
    expect(multipart.statusCode).toBe(200);
    expect(await isOn(creator, 'invitations')).toBe(false);
    // The page's button posts JSON with the token.
    const page = await context.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      payload: {
        token: tokenIn(
          (await queueMail(context.db, optionalMail(creator, 'reminders', 'Due soon')))?.unsubscribeUrl ?? '',
        ),
      },
    });
    expect(page.json()).toMatchObject({ category: 'reminders' });
    expect(await isOn(creator, 'reminders')).toBe(false);
  });

  it('sends a browser opening the List-Unsubscribe address to the one-button page, and still answers JSON to the page', async () => {
    const creator = await newCreator();
    const mail = await queueMail(context.db, optionalMail(creator, 'campaign_updates', 'Dates changed'));
    const address = new URL(mail?.unsubscribeUrl ?? '');
    const token = tokenIn(address.href);
    const opened = await context.app.inject({
      method: 'GET',
      url: `${address.pathname}${address.search}`,
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(opened.body).not.toContain('{');
    expect(await isOn(creator, 'campaign_updates')).toBe(true);
    // The page itself (and any client asking for JSON) reads what the link is about.
    const read = await context.app.inject({
      method: 'GET',
      url: `${address.pathname}${address.search}`,
      headers: { accept: 'application/json' },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ category: 'campaign_updates' });
    // The same address still takes the one-click POST.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect(await isOn(creator, 'campaign_updates')).toBe(false);
  });

  it('answers a forged, malformed or old token politely and changes nothing', async () => {
    const creator = await newCreator();
    const other = await newCreator();
    const forgedWithAnotherSecret = signUnsubscribeToken(createSecretHasher('not-the-server-secret'), {
      recipient: { accountId: creator.id },
      category: 'messages_work',
    });
    const genuine = signUnsubscribeToken(context.secrets, {
      recipient: { accountId: other.id },
      category: 'messages_work',
    });
    const [, signature] = genuine.split('.');
    const swappedAccount = `${Buffer.from(`a.${creator.id}.messages_work`).toString('base64url')}.${signature ?? ''}`;
    for (const token of [
      forgedWithAnotherSecret,
      swappedAccount,
      'nonsense',
      'a.b',
      '..',
      `${'x'.repeat(300)}.${'0'.repeat(64)}`,
    ]) {
      const response = await oneClick(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: UNSUBSCRIBE_MESSAGES.notNeeded, category: null, label: null });
    }
    expect(await isOn(creator, 'messages_work')).toBe(true);
    expect((await context.app.inject({ method: 'POST', url: '/api/unsubscribe' })).json()).toMatchObject({
      category: null,
    });

    // An erased account's link, and one of an account that no longer exists at all.
    const erased = await createAccount(context.db, 'contentCreator');
    await context.db.update(accounts).set({ erasedAt: context.clock.now() }).where(eq(accounts.id, erased.id));
    const gone = await createAccount(context.db, 'contentCreator');
    await context.db.delete(accounts).where(eq(accounts.id, gone.id));
    for (const accountId of [erased.id, gone.id]) {
      const token = signUnsubscribeToken(context.secrets, { recipient: { accountId }, category: 'reminders' });
      const response = await oneClick(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ category: 'reminders' });
    }
    expect(await context.db.select().from(emailPreferences).where(eq(emailPreferences.accountId, erased.id))).toEqual(
      [],
    );
  });

  it('sends List-Unsubscribe and List-Unsubscribe-Post through a real SMTP server', async () => {
    const creator = await newCreator();
    const smtp = await startSmtpServer();
    try {
      const mail = await queueMail(context.db, optionalMail(creator, 'campaign_updates', 'Terms changed'));
      await queueMail(context.db, essentialMail(creator));
      const dispatcher = new MailDispatcher({
        db: context.db,
        transport: createSmtpTransport(smtp.url, 'EquiCreators <no-reply@equicreators.test>'),
        clock: context.clock,
        logger: createLogger({ logLevel: 'silent', isProduction: true }),
      });
      await dispatcher.dispatchDue();
      const raws = smtp.received.filter((received) => received.to.includes(creator.email)).map((r) => unfold(r.raw));
      const optional = raws.find((raw) => raw.includes('Subject: Terms changed'));
      const essential = raws.find((raw) => raw.includes('Subject: Your password was changed'));
      expect(optional).toContain(`List-Unsubscribe: <${mail?.unsubscribeUrl ?? ''}>`);
      expect(optional).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      expect(optional).toContain('Unsubscribe from campaign updates e-mails');
      expect(optional).toContain('/unsubscribe?token=');
      expect(essential).toBeDefined();
      expect(essential).not.toContain('List-Unsubscribe');
    } finally {
      await smtp.close();
    }
  });

  it('takes at most 300 unsubscribes an hour from one network', async () => {
    const address = randomClientAddress();
    const answers = await Promise.all(Array.from({ length: 301 }, () => oneClick('nonsense', address)));
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(1);
  });
});

/** Headers longer than a line are folded (RFC 5322); the quoted-printable body wraps with `=`. */
function unfold(raw: string): string {
  return raw.replace(/\r?\n[ \t]+/g, ' ').replace(/=\r?\n/g, '');
}

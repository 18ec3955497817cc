import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_TERMS_MESSAGE, LEGAL_VERSION } from '@equicreators/shared';
import { accounts, authCodes, brandProfiles, creatorProfiles, invitations } from '../../db/schema/index.ts';
import { codeIn, latestMailTo, mailsTo } from '../../test/outbox.ts';
import { findAccountByEmail } from '../accounts/accounts.repository.ts';
import {
  brandRegistration,
  creatorRegistration,
  inviteCreatorEmail,
  registerBrandThroughApi,
  registerCreatorThroughApi,
  requestCode,
} from '../../test/signup.ts';
import { createTestContext, type TestContext } from '../../test/test-context.ts';

describe('registration', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  const sendCode = (payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/influencers/sendcode', payload });
  const registerBrand = (payload: object) => context.app.inject({ method: 'POST', url: '/api/brands', payload });
  const registerCreator = (payload: object) => context.app.inject({ method: 'POST', url: '/api/influencers', payload });

  describe('sending a code', () => {
    it('e-mails a six-digit code to any brand address, stored only as a hash', async () => {
      const response = await sendCode({ email: ' New.Brand@Example.com ', type: 'brand' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Auth code has been sent to your email address.' });
      const mail = await latestMailTo(context.db, 'new.brand@example.com');
      const code = codeIn(mail);
      expect(mail.subject).toBe('Your EquiCreators sign-up code');
      expect(mail.subject).not.toContain(code);
      const [stored] = await context.db.select().from(authCodes).where(eq(authCodes.email, 'new.brand@example.com'));
      expect(stored?.codeHash).not.toContain(code);
      expect(response.body).not.toContain(code);
    });

    it('refuses a creator address that no admin invited, with the spec message', async () => {
      const response = await sendCode({ email: 'stranger@example.com', type: 'contentCreator' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid Email Address', code: 'BAD_REQUEST' });
      expect(await mailsTo(context.db, 'stranger@example.com')).toHaveLength(0);
    });

    it('treats a request without a type as a creator request (the path is /influencers)', async () => {
      const response = await sendCode({ email: 'another.stranger@example.com' });
      expect(response.json().message).toBe('Invalid Email Address');
    });

    it('sends an invited creator a code', async () => {
      await inviteCreatorEmail(context, 'invited@example.com');
      expect((await sendCode({ email: 'invited@example.com', type: 'contentCreator' })).statusCode).toBe(200);
    });

    it('names the field when the address is malformed', async () => {
      const response = await sendCode({ email: 'not-an-address', type: 'brand' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'email', message: 'Enter a valid e-mail address' }]);
    });

    it('sends at most three codes per address per ten minutes', async () => {
      const email = 'eager@example.com';
      for (let sent = 0; sent < 3; sent += 1) expect((await sendCode({ email, type: 'brand' })).statusCode).toBe(200);
      const fourth = await sendCode({ email, type: 'brand' });
      expect(fourth.statusCode).toBe(429);
      expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
      context.clock.advance(10 * 60_000 + 1000);
      expect((await sendCode({ email, type: 'brand' })).statusCode).toBe(200);
    });
  });

  describe('a brand', () => {
    it('registers with the e-mailed code, and starts unpaid', async () => {
      const brand = await registerBrandThroughApi(context, { email: 'first.brand@example.com' });
      const [profile] = await context.db.select().from(brandProfiles).where(eq(brandProfiles.accountId, brand.id));
      expect(profile).toMatchObject({
        companyName: 'Hartwell Saddlery',
        payment: false,
        influencerTypes: ['Paid Campaigns', 'PR'],
      });
      expect((await latestMailTo(context.db, 'first.brand@example.com')).subject).toBe('Welcome to EquiCreators');
    });

    it('answers 201 with the id and never echoes the password or code', async () => {
      const registration = brandRegistration({ email: 'second.brand@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      const response = await registerBrand({ ...registration, auth, unknownField: 'ignored' });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        email: 'second.brand@example.com',
        message: 'Brand registration completed successfully!',
      });
      expect(response.body).not.toContain(registration.password);
      expect(response.body).not.toContain(auth);
    });

    it('is logged in by its sign-up: the answer carries a brand session, which logout ends', async () => {
      const registration = brandRegistration({ email: 'logged.in.brand@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      const response = await registerBrand({ ...registration, auth });
      expect(response.statusCode).toBe(201);
      const answer = response.json<{ _id: string; token: string; type: string }>();
      expect(answer.type).toBe('brand');
      const authorization = `Bearer ${answer.token}`;
      const profile = await context.app.inject({
        method: 'GET',
        url: '/api/brands/profile',
        headers: { authorization },
      });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ companyName: 'Hartwell Saddlery' });
      const loggedOut = await context.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization },
      });
      expect(loggedOut.statusCode).toBe(204);
      const after = await context.app.inject({ method: 'GET', url: '/api/brands/profile', headers: { authorization } });
      expect(after.statusCode).toBe(401);
    });

    it('refuses a wrong code with the spec message, and writes nothing', async () => {
      const registration = brandRegistration({ email: 'wrong.code@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      const wrong = auth === '111111' ? '222222' : '111111';
      const response = await registerBrand({ ...registration, auth: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid authentication code', code: 'BAD_REQUEST' });
      expect(await findAccountByEmail(context.db, 'brand', registration.email)).toBeNull();
      expect((await registerBrand({ ...registration, auth })).statusCode).toBe(201);
    });

    it('refuses a code that was already used', async () => {
      const registration = brandRegistration({ email: 'reuse@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      expect((await registerBrand({ ...registration, auth })).statusCode).toBe(201);
      const again = await registerBrand({ ...registration, email: 'reuse@example.com', auth });
      expect(again.statusCode).toBe(409);
      const other = brandRegistration({ email: 'reuse.other@example.com' });
      expect((await registerBrand({ ...other, auth })).json().message).toBe('Invalid authentication code');
    });

    it('refuses an expired code (the clock moves, nobody sleeps)', async () => {
      const registration = brandRegistration({ email: 'late@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      context.clock.advance(10 * 60_000 + 1);
      expect((await registerBrand({ ...registration, auth })).json().message).toBe('Invalid authentication code');
    });

    it('stops accepting a code after five wrong tries, even the right one', async () => {
      const registration = brandRegistration({ email: 'guesser@example.com' });
      const auth = await requestCode(context, registration.email, 'brand');
      const wrongCodes = ['000001', '000002', '000003', '000004', '000005', '000006']
        .filter((code) => code !== auth)
        .slice(0, 5);
      expect(wrongCodes).toHaveLength(5);
      for (const code of wrongCodes)
        expect((await registerBrand({ ...registration, auth: code })).statusCode).toBe(400);
      expect((await registerBrand({ ...registration, auth })).json().message).toBe('Invalid authentication code');
    });

    it('refuses a second account with the same e-mail address with 409', async () => {
      await registerBrandThroughApi(context, { email: 'taken@example.com' });
      const codeResponse = await sendCode({ email: 'taken@example.com', type: 'brand' });
      expect(codeResponse.statusCode).toBe(409);
      const response = await registerBrand(brandRegistration({ email: 'TAKEN@example.com', auth: '123456' }));
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'An account with this e-mail address already exists. Please log in instead.',
      );
    });

    it('names every missing or wrongly typed field', async () => {
      const response = await registerBrand({
        ...brandRegistration(),
        fullName: '',
        phone: 4155550132,
        influencerType: [],
        subscription: 'Weekly',
      });
      expect(response.statusCode).toBe(400);
      const fields = response
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort();
      expect(fields).toEqual(['fullName', 'influencerType', 'phone', 'subscription']);
    });

    it('refuses one of the most common passwords, and passwords outside 8 to 128 characters', async () => {
      const common = await registerBrand(brandRegistration({ email: 'weak@example.com', password: 'password123' }));
      expect(common.statusCode).toBe(400);
      expect(common.json().fields[0].field).toBe('password');
      const short = await registerBrand(brandRegistration({ password: 'short' }));
      expect(short.json().fields[0]).toEqual({ field: 'password', message: 'Use at least 8 characters' });
      const long = await registerBrand(brandRegistration({ password: 'x'.repeat(129) }));
      expect(long.json().fields[0]).toEqual({ field: 'password', message: 'Use at most 128 characters' });
    });

    it('accepts a long passphrase in any script', async () => {
      await registerBrandThroughApi(context, {
        email: 'unicode@example.com',
        password: 'Pferdestärke über alles 🐴 ünd mehr',
      });
    });
  });

  describe('a creator', () => {
    it('registers when invited: profile, canonical niches, parsed followers, invitation accepted', async () => {
      const creator = await registerCreatorThroughApi(context, {
        email: 'ava@example.com',
        niche: ['lifestyle', 'COLLEGE/STUDENT LIFE'],
      });
      const [profile] = await context.db
        .select()
        .from(creatorProfiles)
        .where(eq(creatorProfiles.accountId, creator.id));
      expect(profile).toMatchObject({
        firstName: 'Ava',
        lastName: 'Sinclair',
        verified: false,
        totalFollowers: 1_512_000,
      });
      const [invitation] = await context.db.select().from(invitations).where(eq(invitations.email, 'ava@example.com'));
      expect(invitation?.acceptedAccountId).toBe(creator.id);
      const login = await context.app.inject({
        method: 'POST',
        url: '/api/influencers/login',
        payload: { email: 'ava@example.com', password: creator.password },
      });
      const profileResponse = await context.app.inject({
        method: 'GET',
        url: '/api/influencers/profile',
        headers: { authorization: `Bearer ${login.json().token}` },
      });
      expect(profileResponse.json()).toMatchObject({
        niche: ['College/Student Life', 'Lifestyle'],
        socialMediaLinks: [
          { link: 'https://www.instagram.com/ava_sinclair', followerCount: '12k', followers: 12_000 },
          { link: 'https://www.tiktok.com/@avasinclair', followerCount: '1.5m', followers: 1_500_000 },
        ],
      });
    });

    it('refuses an uninvited address with the spec message', async () => {
      const response = await registerCreator(creatorRegistration({ email: 'uninvited@example.com', auth: '123456' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Invalid authentication code or email', code: 'BAD_REQUEST' });
    });

    it('refuses a wrong code with the spec message', async () => {
      await inviteCreatorEmail(context, 'typo@example.com');
      const auth = await requestCode(context, 'typo@example.com', 'contentCreator');
      const response = await registerCreator(
        creatorRegistration({ email: 'typo@example.com', auth: auth === '999999' ? '999998' : '999999' }),
      );
      expect(response.json().message).toBe('Invalid authentication code or email');
    });

    it('needs a niche from the list and complete social links', async () => {
      const response = await registerCreator(
        creatorRegistration({
          niche: ['Knitting'],
          socialMediaLinks: [{ link: 'instagram.com/ava', followerCount: 'lots' }],
        }),
      );
      expect(response.statusCode).toBe(400);
      const fields = response
        .json()
        .fields.map((field: { field: string }) => field.field)
        .sort();
      expect(fields).toEqual(['niche.0', 'socialMediaLinks.0.followerCount', 'socialMediaLinks.0.link']);
      const empty = await registerCreator(creatorRegistration({ niche: [], socialMediaLinks: [] }));
      expect(
        empty
          .json()
          .fields.map((field: { message: string }) => field.message)
          .sort(),
      ).toEqual(['Add at least one social media link', 'Choose at least one niche']);
    });
  });

  describe('the Terms and the Privacy notice (issue 34)', () => {
    const unaccepted = [
      ['left out', {}],
      ['false', { acceptTerms: false }],
      ['a string', { acceptTerms: 'true' }],
    ] as const;

    for (const [label, terms] of unaccepted) {
      it(`refuses a brand whose acceptance is ${label}, naming the field, and writes nothing (the code stays usable)`, async () => {
        const email = `brand.terms.${label.replace(' ', '-')}@example.com`;
        const { acceptTerms: _accepted, ...registration } = brandRegistration({ email });
        const auth = await requestCode(context, email, 'brand');
        const response = await registerBrand({ ...registration, auth, ...terms });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: [{ field: 'acceptTerms', message: ACCEPT_TERMS_MESSAGE }],
        });
        expect(await findAccountByEmail(context.db, 'brand', email)).toBeNull();
        expect((await registerBrand({ ...registration, auth, acceptTerms: true })).statusCode).toBe(201);
      });
    }

    it('refuses a creator without the acceptance, and writes nothing', async () => {
      const email = 'creator.terms@example.com';
      await inviteCreatorEmail(context, email);
      const auth = await requestCode(context, email, 'contentCreator');
      const response = await registerCreator(creatorRegistration({ email, auth, acceptTerms: false }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'acceptTerms', message: ACCEPT_TERMS_MESSAGE }]);
      expect(await findAccountByEmail(context.db, 'contentCreator', email)).toBeNull();
    });

    it('stores the version in force and the time of acceptance, for brands and creators', async () => {
      context.clock.advance(60_000);
      const acceptedAt = context.clock.now();
      const brand = await registerBrandThroughApi(context, { email: 'brand.accepts@example.com' });
      const creator = await registerCreatorThroughApi(context, { email: 'creator.accepts@example.com' });
      for (const id of [brand.id, creator.id]) {
        const [account] = await context.db
          .select({ termsVersion: accounts.termsVersion, termsAcceptedAt: accounts.termsAcceptedAt })
          .from(accounts)
          .where(eq(accounts.id, id));
        expect(account).toEqual({ termsVersion: LEGAL_VERSION, termsAcceptedAt: acceptedAt });
      }
    });
  });
});

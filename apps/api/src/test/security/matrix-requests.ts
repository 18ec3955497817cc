import { randomUUID } from 'node:crypto';
import { PAGE_PATTERNS, type BillingPlan } from '@equicreators/shared';
import Stripe from 'stripe';
import { updatePassword } from '../../modules/accounts/accounts.repository.ts';
import { requestEmailChange } from '../../modules/influencers/email-change.service.ts';
import { insertClubMeeting } from '../../modules/club/club.repository.ts';
import { upsertInvitation } from '../../modules/invitations/invitations.repository.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { campaignEntries } from '../../db/schema/index.ts';
import { campaignFields, campaignForm, createCampaignRow, tinyPng } from '../factories.ts';
import { sampleFacets } from '../creator-facets.ts';
import { messageForm } from '../message-threads.ts';
import { codeIn, latestMailTo, linkIn } from '../outbox.ts';
import { brandRegistration, creatorRegistration, STRONG_PASSWORD } from '../signup.ts';
import type { TestContext } from '../test-context.ts';
import { nextClientAddress, uniqueEmail, type MatrixWorld, type PrincipalName } from './matrix-world.ts';
import { DELETION_REQUESTS } from './matrix-deletion-requests.ts';
import { DEAL_REQUESTS } from './matrix-deal-requests.ts';
import { MONEY_REQUESTS } from './matrix-money-requests.ts';
import { DISPUTE_REQUESTS } from './matrix-dispute-requests.ts';
import { FEATURED_REQUESTS } from './matrix-featured-requests.ts';
import { LEGAL_REQUESTS } from './matrix-legal-requests.ts';
import { PAYMENT_REQUESTS } from './matrix-payment-requests.ts';
import { MEDIA_KIT_REQUESTS } from './matrix-media-kit-requests.ts';
import { NOTIFICATION_REQUESTS } from './matrix-notification-requests.ts';
import { MAIL_REQUESTS } from './matrix-mail-requests.ts';
import { OPERATIONS_REQUESTS } from './matrix-operations-requests.ts';
import { PAYOUT_REQUESTS } from './matrix-payout-requests.ts';
import { SHORTLIST_REQUESTS } from './matrix-shortlist-requests.ts';
import { DATA_EXPORT_REQUESTS } from './matrix-data-export-requests.ts';
import { WORK_REQUESTS } from './matrix-work-requests.ts';

/** What one cell sends; the runner adds the caller's Authorization header and a client address. */
export type MatrixRequest = {
  url: string;
  payload?: string | object | FormData;
  headers?: Record<string, string>;
};

/** Made once per run: what the reads need and is slow or indirect to make (files, passwords). */
export type MatrixExtras = { publicFileUrl: string; attachmentUrl: string };

export type RequestPlan = {
  /** Changes what later cells would read (a logout, a hire, a block): each cell gets a world of its own. */
  fresh?: true;
  /** A stream that never ends (Server-Sent Events): sent over real HTTP and cut after the headers. */
  stream?: true;
  build(
    world: MatrixWorld,
    context: TestContext,
    extras: MatrixExtras,
    principal: PrincipalName,
  ): MatrixRequest | Promise<MatrixRequest>;
};

const CLUB_MEETING = {
  title: 'Spring showing clinic',
  startsAtLocal: '2099-04-14T18:30',
  timeZone: 'Europe/London',
  place: 'The indoor school, Lambourn',
};

/** A club meeting an admin scheduled, for the cells that change or cancel one. */
async function addClubMeeting(context: TestContext): Promise<string> {
  const meeting = await insertClubMeeting(context.db, {
    title: 'Yard open day',
    startsAt: new Date('2099-04-14T17:30:00Z'),
    timeZone: 'Europe/London',
    place: 'Lambourn',
  });
  return meeting.id;
}

/** A signup code for the address, asked for through the API from an address of its own. */
async function codeFor(context: TestContext, email: string, type: 'brand' | 'contentCreator'): Promise<string> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/influencers/sendcode',
    payload: { email, type },
    remoteAddress: nextClientAddress(),
  });
  if (response.statusCode !== 200) throw new Error(`sendcode answered ${response.statusCode}: ${response.body}`);
  return codeIn(await latestMailTo(context.db, email));
}

/** The password every login cell uses, set on the shared world's accounts once. */
export async function givePasswords(context: TestContext, world: MatrixWorld): Promise<void> {
  const hash = await hashPassword(STRONG_PASSWORD);
  for (const account of [world.brandOwner, world.hiredCreator, world.admin]) {
    await updatePassword(context.db, account.id, hash, context.clock.now());
  }
}

/** A public campaign image and a private attachment, made through the API as the web app makes them. */
export async function createExtras(context: TestContext, world: MatrixWorld): Promise<MatrixExtras> {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/campaign',
    headers: { authorization: world.brandOwner.authorization },
    payload: campaignForm(campaignFields(), [{ name: 'cover.png', data: await tinyPng() }]),
  });
  if (created.statusCode !== 201) throw new Error(`campaign answered ${created.statusCode}: ${created.body}`);
  const sent = await context.app.inject({
    method: 'POST',
    url: '/api/messages/send',
    headers: { authorization: world.brandOwner.authorization },
    payload: messageForm({ from: world.campaign.id, to: world.hiredCreator.id, content: 'The brief' }, [
      { name: 'brief.png', data: await tinyPng(), type: 'image/png' },
    ]),
  });
  if (sent.statusCode !== 201) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
  const attachment = sent.json<{ message: { attachments: { url: string }[] } }>().message.attachments[0];
  const image = created.json<{ images: string[] }>().images[0];
  if (!attachment || !image) throw new Error('The extras have no files');
  return { publicFileUrl: image, attachmentUrl: attachment.url };
}

const vitalsReport = [{ name: 'LCP', value: 1200, rating: 'good', page: PAGE_PATTERNS[0] }];
const threadOf = (world: MatrixWorld) => ({ campaignId: world.campaign.id, creatorId: world.hiredCreator.id });

/**
 * For each documented route, the request that succeeds for the caller it is meant for: the same
 * target whoever calls (the owner's campaign, its hired creator, its thread), so the matrix shows
 * who else gets in. Bodies are valid, because the body is checked before the caller is.
 */
export const REQUESTS: Record<string, RequestPlan> = {
  'GET /api/health': { build: () => ({ url: '/api/health' }) },
  'GET /api/site-config': { build: () => ({ url: '/api/site-config' }) },
  'GET /api/files/{fileId}': { build: (_w, _c, extras) => ({ url: extras.publicFileUrl }) },
  'GET /api/files/{fileId}/thumbnail': { build: (_w, _c, extras) => ({ url: `${extras.publicFileUrl}/thumbnail` }) },
  'GET /api/dev/outbox': { build: () => ({ url: '/api/dev/outbox' }) },
  'POST /api/vitals': { build: () => ({ url: '/api/vitals', payload: vitalsReport }) },
  'POST /api/newsletter': { build: () => ({ url: '/api/newsletter', payload: { email: uniqueEmail('news') } }) },
  'POST /api/contact': {
    build: () => ({
      url: '/api/contact',
      payload: { firstName: 'Ava', lastName: 'Sinclair', email: uniqueEmail('contact'), message: 'Hello there' },
    }),
  },

  'POST /api/influencers/sendcode': {
    build: () => ({ url: '/api/influencers/sendcode', payload: { email: uniqueEmail('code'), type: 'brand' } }),
  },
  'POST /api/brands': {
    build: async (_w, context) => {
      const email = uniqueEmail('brand');
      return {
        url: '/api/brands',
        payload: brandRegistration({ email, auth: await codeFor(context, email, 'brand') }),
      };
    },
  },
  'POST /api/influencers': {
    build: async (_w, context) => {
      const email = uniqueEmail('creator');
      await upsertInvitation(context.db, { email, invitedByAccountId: null, now: context.clock.now() });
      const auth = await codeFor(context, email, 'contentCreator');
      return { url: '/api/influencers', payload: creatorRegistration({ email, auth }) };
    },
  },
  'POST /api/brands/login': {
    build: (world) => ({
      url: '/api/brands/login',
      payload: { email: world.brandOwner.email, password: STRONG_PASSWORD },
    }),
  },
  'POST /api/influencers/login': {
    build: (world) => ({
      url: '/api/influencers/login',
      payload: { email: world.hiredCreator.email, password: STRONG_PASSWORD },
    }),
  },
  'POST /api/admin/login': {
    build: (world) => ({ url: '/api/admin/login', payload: { email: world.admin.email, password: STRONG_PASSWORD } }),
  },
  'POST /api/auth/logout': { fresh: true, build: () => ({ url: '/api/auth/logout' }) },
  'POST /api/fp/forgot-password': {
    build: () => ({ url: '/api/fp/forgot-password', payload: { email: uniqueEmail('forgot'), type: 'brand' } }),
  },
  'POST /api/fp/reset-password': {
    fresh: true,
    build: async (world, context) => {
      const email = world.hiredCreator.email;
      await context.app.inject({
        method: 'POST',
        url: '/api/fp/forgot-password',
        payload: { email, type: 'contentCreator' },
        remoteAddress: nextClientAddress(),
      });
      const token = new URL(linkIn(await latestMailTo(context.db, email), '/reset-password')).searchParams.get('token');
      return { url: '/api/fp/reset-password', payload: { token, password: 'A-new-stable-door-43' } };
    },
  },
  'POST /api/influencers/confirm-email': {
    fresh: true,
    build: async (world, context) => {
      const newEmail = uniqueEmail('moved');
      const now = context.clock.now();
      await context.db.transaction((tx) =>
        requestEmailChange(tx, context, {
          accountId: world.hiredCreator.id,
          currentEmail: world.hiredCreator.email,
          newEmail,
          firstName: 'Ava',
          now,
        }),
      );
      const token = new URL(linkIn(await latestMailTo(context.db, newEmail), '/confirm-email')).searchParams.get(
        'token',
      );
      return { url: '/api/influencers/confirm-email', payload: { token } };
    },
  },

  'GET /api/brands/profile': { build: () => ({ url: '/api/brands/profile' }) },
  'GET /api/influencers': { build: () => ({ url: '/api/influencers' }) },
  'GET /api/influencers/facet-counts': { build: () => ({ url: '/api/influencers/facet-counts' }) },
  'GET /api/influencers/{id}': { build: (world) => ({ url: `/api/influencers/${world.hiredCreator.id}` }) },
  'GET /api/influencers/profile': { build: () => ({ url: '/api/influencers/profile' }) },
  'PUT /api/influencers/profile/edit': {
    fresh: true,
    // Each creator edits their own profile; the address stays, so no e-mail change is asked for.
    build: (world, _c, _e, principal) => {
      const email = principal === 'otherCreator' ? world.otherCreator.email : world.hiredCreator.email;
      return {
        url: '/api/influencers/profile/edit',
        payload: messageForm({ firstName: 'Ava', lastName: 'Sinclair', email }),
      };
    },
  },
  'PUT /api/influencers/profile/facets': {
    fresh: true,
    build: () => ({ url: '/api/influencers/profile/facets', payload: sampleFacets() }),
  },
  'DELETE /api/influencers/profile/email-change': {
    fresh: true,
    build: () => ({ url: '/api/influencers/profile/email-change' }),
  },
  'GET /api/influencers/campaignOfInfluencers': { build: () => ({ url: '/api/influencers/campaignOfInfluencers' }) },
  'GET /api/influencers/campaignOfInfluncers': { build: () => ({ url: '/api/influencers/campaignOfInfluncers' }) },

  'POST /api/campaign': {
    build: async () => ({
      url: '/api/campaign',
      payload: campaignForm(campaignFields(), [{ name: 'cover.png', data: await tinyPng() }]),
    }),
  },
  'GET /api/campaign': { build: () => ({ url: '/api/campaign' }) },
  'GET /api/influencers/invitations': { build: () => ({ url: '/api/influencers/invitations' }) },
  'GET /api/campaign/{id}': { build: (world) => ({ url: `/api/campaign/${world.campaign.id}` }) },
  'GET /api/orders/{id}': { build: (world) => ({ url: `/api/orders/${world.campaign.id}` }) },
  'GET /api/campaign/{campaignId}/influencer/{influencerId}/status': {
    build: (world) => ({ url: `/api/campaign/${world.campaign.id}/influencer/${world.hiredCreator.id}/status` }),
  },
  // The owner invites the creator with no entry; that creator applies; anyone else is refused.
  'POST /api/campaign/{campaignId}/influencer/{influencerId}': {
    fresh: true,
    // The creator's pitch (issue 31) rides on the application; a brand's invitation ignores it.
    build: (world) => ({
      url: `/api/campaign/${world.campaign.id}/influencer/${world.otherCreator.id}`,
      payload: { pitch: 'I film every hack.', proposedFeeMinor: 30_000, links: ['https://example.test/reel'] },
    }),
  },
  'POST /api/campaign/{id}/hire': {
    fresh: true,
    build: (world) => ({
      url: `/api/campaign/${world.campaign.id}/hire`,
      payload: { influencerId: world.applicant.id, agreedFeeMinor: 30_000 },
    }),
  },
  'GET /api/campaign/{userId}/campaigns': {
    build: (world) => ({ url: `/api/campaign/${world.hiredCreator.id}/campaigns` }),
  },
  'PUT /api/campaign/{id}': {
    fresh: true,
    build: async (world) => ({
      url: `/api/campaign/${world.campaign.id}`,
      payload: campaignForm(campaignFields(), [{ name: 'cover.png', data: await tinyPng() }]),
    }),
  },
  'POST /api/campaign/{id}/close': {
    fresh: true,
    build: (world) => ({ url: `/api/campaign/${world.campaign.id}/close` }),
  },
  // Reopening an open campaign changes nothing and succeeds.
  'POST /api/campaign/{id}/reopen': { build: (world) => ({ url: `/api/campaign/${world.campaign.id}/reopen` }) },
  'POST /api/campaign/{id}/archive': {
    fresh: true,
    build: (world) => ({ url: `/api/campaign/${world.campaign.id}/archive` }),
  },
  // Each cell restores an archived campaign of its own (restoring an open one is a conflict).
  'POST /api/campaign/{id}/restore': {
    build: async (world, context) => ({
      url: `/api/campaign/${(await createCampaignRow(context.db, world.brandOwner.id, { status: 'archived' })).id}/restore`,
    }),
  },
  // The world's campaign has a hire (deleting it is refused): each cell deletes a campaign of its own.
  'DELETE /api/campaign/{id}': {
    build: async (world, context) => ({
      url: `/api/campaign/${(await createCampaignRow(context.db, world.brandOwner.id)).id}`,
    }),
  },
  'POST /api/campaign/{id}/applicants/{creatorId}/decline': {
    fresh: true,
    build: (world) => ({ url: `/api/campaign/${world.campaign.id}/applicants/${world.applicant.id}/decline` }),
  },
  // The hired creator withdraws from a campaign they applied to (the world's one hired them).
  'POST /api/campaign/{id}/withdraw': {
    build: async (world, context) => {
      const campaign = await createCampaignRow(context.db, world.brandOwner.id);
      await context.db
        .insert(campaignEntries)
        .values({ campaignId: campaign.id, creatorId: world.hiredCreator.id, status: 'Applied' });
      return { url: `/api/campaign/${campaign.id}/withdraw` };
    },
  },
  // Any brand may ask; it only ever reads its own campaigns (another brand's page is empty).
  'GET /api/brands/influencers/{creatorId}/campaigns': {
    build: (world) => ({ url: `/api/brands/influencers/${world.hiredCreator.id}/campaigns` }),
  },
  'GET /api/brands/invite-options': {
    build: (world) => ({ url: `/api/brands/invite-options?creatorId=${world.hiredCreator.id}&q=a` }),
  },

  'GET /api/admin/profile': { build: () => ({ url: '/api/admin/profile' }) },
  'GET /api/admin/invitations': { build: () => ({ url: '/api/admin/invitations' }) },
  'POST /api/admin/invitations': {
    build: () => ({ url: '/api/admin/invitations', payload: { email: uniqueEmail('invited') } }),
  },
  'DELETE /api/admin/invitations/{id}': {
    build: async (_w, context) => {
      const invitation = await upsertInvitation(context.db, {
        email: uniqueEmail('withdrawn'),
        invitedByAccountId: null,
        now: context.clock.now(),
      });
      return { url: `/api/admin/invitations/${invitation.id}` };
    },
  },
  'GET /api/admin/creators': { build: () => ({ url: '/api/admin/creators' }) },
  'PATCH /api/admin/creators/{id}': {
    fresh: true,
    build: (world) => ({ url: `/api/admin/creators/${world.otherCreator.id}`, payload: { verified: true } }),
  },
  'GET /api/admin/brands': { build: () => ({ url: '/api/admin/brands' }) },
  'PATCH /api/admin/brands/{id}': {
    fresh: true,
    build: (world) => ({ url: `/api/admin/brands/${world.unpaidBrand.id}`, payload: { payment: true } }),
  },
  'GET /api/admin/contact-messages': { build: () => ({ url: '/api/admin/contact-messages' }) },
  'GET /api/admin/club-meetings': { build: () => ({ url: '/api/admin/club-meetings' }) },
  'POST /api/admin/club-meetings': { build: () => ({ url: '/api/admin/club-meetings', payload: CLUB_MEETING }) },
  'PUT /api/admin/club-meetings/{meetingId}': {
    build: async (_w, context) => ({
      url: `/api/admin/club-meetings/${await addClubMeeting(context)}`,
      payload: { ...CLUB_MEETING, title: 'Moved to the indoor school' },
    }),
  },
  'DELETE /api/admin/club-meetings/{meetingId}': {
    build: async (_w, context) => ({ url: `/api/admin/club-meetings/${await addClubMeeting(context)}` }),
  },

  'GET /api/live': { stream: true, build: () => ({ url: '/api/live' }) },
  'POST /api/messages/send': {
    build: (world) => ({
      url: '/api/messages/send',
      payload: messageForm({ from: world.campaign.id, to: world.hiredCreator.id, content: 'Hello from the brand' }),
    }),
  },
  'POST /api/messages/sendbrand': {
    build: (world) => ({
      url: '/api/messages/sendbrand',
      payload: messageForm({ from: world.hiredCreator.id, to: world.campaign.id, content: 'Hello from the creator' }),
    }),
  },
  'GET /api/messages/message-brand/{campaignId}/{influencerId}': {
    build: (world) => ({ url: `/api/messages/message-brand/${world.campaign.id}/${world.hiredCreator.id}` }),
  },
  'GET /api/messages/message-influencer/{influencerId}/{campaignId}': {
    build: (world) => ({ url: `/api/messages/message-influencer/${world.hiredCreator.id}/${world.campaign.id}` }),
  },
  'POST /api/messages/read': { build: (world) => ({ url: '/api/messages/read', payload: threadOf(world) }) },
  'GET /api/messages/unread': { build: () => ({ url: '/api/messages/unread' }) },
  'GET /api/messages/files/{file}': { build: (_w, _c, extras) => ({ url: extras.attachmentUrl }) },

  'GET /api/billing/plans': { build: () => ({ url: '/api/billing/plans' }) },
  'GET /api/billing': { build: () => ({ url: '/api/billing' }) },
  'POST /api/billing/checkout': {
    build: (_world, _context, _extras, principal) => ({
      url: '/api/billing/checkout',
      payload: { plan: planFor(principal) },
    }),
  },
  'POST /api/billing/portal': {
    // The portal opens for a customer, which the caller's first checkout creates.
    build: async (world, context, _extras, principal) => {
      const authorization = world.authorizationOf(principal);
      if (authorization) {
        await context.app.inject({
          method: 'POST',
          url: '/api/billing/checkout',
          headers: { authorization },
          payload: { plan: planFor(principal) },
          remoteAddress: nextClientAddress(),
        });
      }
      return { url: '/api/billing/portal' };
    },
  },
  'POST /api/billing/sync': { build: () => ({ url: '/api/billing/sync' }) },
  'POST /api/billing/webhook': {
    // Open to Stripe: the signature is the authorisation, whoever else's token comes along.
    build: (_world, context) => {
      const secret = context.config.billing?.webhookSecret ?? '';
      const payload = JSON.stringify({
        id: `evt_matrix${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: 'product.updated',
        created: Math.floor(context.clock.now().getTime() / 1000),
        data: { object: { id: 'prod_matrix', object: 'product' } },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(context.clock.now().getTime() / 1000),
      });
      return {
        url: '/api/billing/webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      };
    },
  },
  'GET /api/club/meetings': { build: () => ({ url: '/api/club/meetings' }) },
  ...WORK_REQUESTS,
  ...DEAL_REQUESTS,
  ...DISPUTE_REQUESTS,
  ...PAYMENT_REQUESTS,
  ...NOTIFICATION_REQUESTS,
  ...MAIL_REQUESTS,
  ...PAYOUT_REQUESTS,
  ...MONEY_REQUESTS,
  ...SHORTLIST_REQUESTS,
  ...FEATURED_REQUESTS,
  ...MEDIA_KIT_REQUESTS,
  ...DATA_EXPORT_REQUESTS,
  ...LEGAL_REQUESTS,
  ...DELETION_REQUESTS,
  ...OPERATIONS_REQUESTS,
};

function planFor(principal: PrincipalName): BillingPlan {
  return principal === 'hiredCreator' || principal === 'otherCreator' ? 'club-monthly' : 'brand-monthly';
}

import {
  ApplicationStatusSchema,
  CampaignEntryResponseSchema,
  CampaignIdParamsSchema,
  CampaignInfluencerParamsSchema,
  CampaignInfluencerRequestSchema,
  type CampaignListQuery,
  CampaignListQuerySchema,
  CampaignPageSchema,
  CampaignFormFieldsSchema,
  CampaignSchema,
  CreatorCampaignPageSchema,
  CreatorIdParamsSchema,
  ErrorResponseSchema,
  HireRequestSchema,
  InviteOptionPageSchema,
  InviteOptionsQuerySchema,
  OrderPageSchema,
  PageQuerySchema,
  HireResponseSchema,
  UPLOAD_LIMITS,
  UserIdParamsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  confirmSessionAlone,
  confirmSessionWith,
  principalOf,
  requireUser,
  requireUserCheckedByRoute,
} from '../../platform/auth/authenticate.ts';
import { createJsonBodyMemo, createSplicedPageMemo, sendJsonBody } from '../../platform/http/json-body-memo.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { brandContactRead, NO_CONTACT } from '../creators/contact-visibility.ts';
import { applicationStatus, applyOrInvite } from './campaign-entries.service.ts';
import { hire } from './campaign-hire.service.ts';
import { presentCampaign, presentCreatorCampaign, presentInviteOption, presentOrder } from './campaigns.presenter.ts';
import {
  entryCreatorIdsOf,
  getCampaign,
  listBrandCampaignsOfCreator,
  listCampaigns,
  listCreatorOrders,
  listInviteOptions,
  ownFeedFactsIn,
  profileMatchesIn,
  readBrandCampaignPage,
  readCreatorFeed,
  type BrandCampaignPage,
} from './campaigns.service.ts';
import { CAMPAIGN_IMAGE_FIELDS, createCampaign } from './create-campaign.service.ts';
import { CAMPAIGN_ROUTE_DOCS, CAMPAIGN_ROUTE_ERRORS } from './campaign-route-docs.ts';

const DOCS = CAMPAIGN_ROUTE_DOCS;
const ERRORS = CAMPAIGN_ROUTE_ERRORS;

/**
 * The creators' feed shares each cached page between creators (campaign-feed-cache.ts): its items
 * are presented and checked once, kept in the page's bytes, and each request fills in only the
 * caller's own status.
 */
const feedBodies = createSplicedPageMemo(CampaignSchema, {
  myStatus: CampaignSchema.shape.myStatus,
  matchesProfile: CampaignSchema.shape.matchesProfile,
});
/** A brand's own list (cached per brand and filter): its JSON built once per audience (with or without e-mails). */
const brandListBodies = createJsonBodyMemo(CampaignPageSchema);
const creatorCampaignBodies = createJsonBodyMemo(CreatorCampaignPageSchema);

// The bytes live with the cached page (at most FEED_PAGE_TTL_MS), so a state read from a
// deadline may lag it by as long as the rows themselves may.
// A brand's page is its own (cached per brand and filter): its body with some hires' e-mails is kept
// under exactly those creators, read fresh for each request (contact-visibility.ts).
function brandListBody({ rows, bytes, contact, ...envelope }: BrandCampaignPage, now: Date): Buffer {
  const variant = contact.every ? 'contact' : `hired:${[...contact.hired].sort().join(',')}`;
  return brandListBodies.bodyOf(bytes, variant, () => ({
    ...envelope,
    items: rows.map((campaign) => presentCampaign(campaign, { contact, now })),
  }));
}

/**
 * A brand's own list (GET /api/campaign and its own id's /campaigns), its session confirmed in the
 * statement that reads its hires among the page's creators: one round trip for a cached page.
 */
async function sendOwnBrandList(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: CampaignListQuery,
): Promise<FastifyReply> {
  const claims = request.unconfirmedClaims;
  if (claims?.type !== 'brand') throw new Error('sendOwnBrandList() used on a caller that is not an unconfirmed brand');
  // The brand's cached page is read before its session is confirmed; nothing leaves before the check.
  const page = await readBrandCampaignPage(context, claims.accountId, query);
  const contact = await confirmSessionWith(request, brandContactRead(entryCreatorIdsOf(page.rows)));
  return sendJsonBody(reply, brandListBody({ ...page, contact }, context.clock.now()));
}

/**
 * The multipart form of POST /api/campaign, for the OpenAPI document only: the handler reads the
 * form itself after the payment gate and checks the fields with CampaignFormFieldsSchema.
 */
const CreateCampaignFormSchema = CampaignFormFieldsSchema.extend({
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .min(1)
    .max(UPLOAD_LIMITS.maxFilesPerCampaign)
    .describe('JPEG, PNG, WebP or GIF files (never SVG), at most 10 MB each, in the order they are shown'),
}).meta({ id: 'CreateCampaignForm' });

/** Campaigns, applications, invitations, hires and orders (spec §7 paths). */
export const campaignsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/api/campaign',
    {
      preHandler: requireUser('brand'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary: 'Create a campaign with its images (a brand that has paid)',
        consumes: ['multipart/form-data'],
        body: CreateCampaignFormSchema,
        response: {
          201: CampaignSchema,
          ...ERRORS,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const brandId = principalOf(request).accountId;
      const campaign = await withMultipartUpload(request, (read) =>
        createCampaign(context, brandId, (beforeFiles) =>
          read({
            fileFields: CAMPAIGN_IMAGE_FIELDS,
            accepts: ['image'],
            maxFiles: UPLOAD_LIMITS.maxFilesPerCampaign,
            fileLabel: 'images',
            beforeFiles,
          }),
        ),
      );
      return reply.status(201).send(presentCampaign(campaign, { contact: NO_CONTACT, now: context.clock.now() }));
    },
  );

  app.get(
    '/api/campaign',
    {
      // A creator's session is checked with their own statuses, a brand's with its hires among the
      // page's creators: one statement each (ownFeedFactsIn, brandContactRead).
      preHandler: requireUserCheckedByRoute(['contentCreator', 'brand']),
      schema: {
        ...DOCS,
        summary:
          "Campaigns, newest first: every campaign for creators (with their own status), a brand's own for a brand",
        querystring: CampaignListQuerySchema,
        response: { 200: CampaignPageSchema, 400: ErrorResponseSchema, 401: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const unconfirmed = request.unconfirmedClaims;
      if (unconfirmed?.type === 'brand') return sendOwnBrandList(context, request, reply, request.query);
      if (unconfirmed) {
        // The shared page is read before the session is confirmed: it is the same for every creator
        // (with the same disciplines, under `discipline=mine`); nothing leaves before the check.
        const feed = await readCreatorFeed(context, request.query, unconfirmed.accountId);
        const { statuses, facets } = await confirmSessionWith(request, ownFeedFactsIn(feed));
        const matches = profileMatchesIn(feed, facets);
        const { rows, ...envelope } = feed;
        const now = context.clock.now();
        const build = () =>
          rows.map((row) => presentCampaign({ ...row, myStatus: null }, { contact: NO_CONTACT, now }));
        const values = statuses.map((myStatus, index) => ({ myStatus, matchesProfile: matches[index] ?? false }));
        return sendJsonBody(reply, feedBodies.bodyOf({ build, ...envelope }, values));
      }
      const page = await listCampaigns(context, principalOf(request), request.query);
      return sendJsonBody(reply, brandListBody(page, context.clock.now()));
    },
  );

  app.get(
    '/api/brands/invite-options',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        tags: ['campaigns', 'brands'],
        summary:
          "The calling brand's open campaigns to invite creators to (title search, in pages), each with the asked creators' statuses in it",
        querystring: InviteOptionsQuerySchema,
        response: { 200: InviteOptionPageSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { items, ...envelope } = await listInviteOptions(context, principalOf(request), request.query);
      return { ...envelope, items: items.map(presentInviteOption) };
    },
  );

  app.get(
    '/api/brands/influencers/:creatorId/campaigns',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        tags: ['campaigns', 'brands'],
        summary:
          "The calling brand's campaigns this creator is in (any state, any number, in pages), newest first, with the creator's status in each",
        params: CreatorIdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: CreatorCampaignPageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { rows, bytes, ...envelope } = await listBrandCampaignsOfCreator(
        context,
        principalOf(request),
        request.params.creatorId,
        request.query,
      );
      return sendJsonBody(
        reply,
        creatorCampaignBodies.bodyOf(bytes, 'brand', () => {
          const now = context.clock.now();
          return { ...envelope, items: rows.map((row) => presentCreatorCampaign(row, now)) };
        }),
      );
    },
  );

  app.get(
    '/api/campaign/:id',
    {
      preHandler: requireUser(),
      schema: {
        ...DOCS,
        summary: 'One campaign with its creators (e-mails of those its own brand hired, and to admins)',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { campaign, contact } = await getCampaign(context, principalOf(request), request.params.id);
      return presentCampaign(campaign, { contact, now: context.clock.now() });
    },
  );

  app.get(
    '/api/campaign/:campaignId/influencer/:influencerId/status',
    {
      preHandler: requireUser('contentCreator', 'brand'),
      schema: {
        ...DOCS,
        summary: "A creator's status in a campaign (the creator themselves, or the campaign's brand)",
        params: CampaignInfluencerParamsSchema,
        response: { 200: ApplicationStatusSchema, ...ERRORS },
      },
    },
    async (request) => applicationStatus(context, principalOf(request), request.params),
  );

  app.post(
    '/api/campaign/:campaignId/influencer/:influencerId',
    {
      preHandler: requireUser('contentCreator', 'brand'),
      schema: {
        ...DOCS,
        summary:
          "Apply (the creator, for themselves, with a pitch: message, rate, links) or invite (the campaign's brand, within its invitation quotas) a creator",
        params: CampaignInfluencerParamsSchema,
        // A request without a body (the brand's invitation) reaches validation as null.
        body: CampaignInfluencerRequestSchema.nullable(),
        response: { 200: CampaignEntryResponseSchema, ...ERRORS, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const pitch = body
        ? { pitch: body.pitch, proposedFeeMinor: body.proposedFeeMinor, currency: body.currency, links: body.links }
        : undefined;
      return applyOrInvite(context, principalOf(request), request.params, pitch);
    },
  );

  app.post(
    '/api/campaign/:id/hire',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary:
          'Hire a creator who applied at their own rate (their proposed rate, else the listed fee), while spots are left; another fee is an offer they accept or decline first; hiring again changes nothing',
        params: CampaignIdParamsSchema,
        body: HireRequestSchema,
        response: { 200: HireResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      hire(
        context,
        principalOf(request),
        { campaignId: request.params.id, influencerId: request.body.influencerId },
        request.body.agreedFeeMinor,
      ),
  );

  app.get(
    '/api/campaign/:userId/campaigns',
    {
      // Spec §7 "list for orders": a creator's own orders, or a brand's own campaigns as its list
      // (with `status` and the filters); anyone else's id is 404. A brand asking for its own list is
      // checked with its hires among the page (sendOwnBrandList).
      preHandler: requireUserCheckedByRoute('brand'),
      schema: {
        ...DOCS,
        summary:
          "A creator's orders (the campaigns they are hired on, newest hire first), or a brand's own campaigns as its list filters them; the caller's own id only",
        params: UserIdParamsSchema,
        querystring: CampaignListQuerySchema,
        response: { 200: z.union([OrderPageSchema, CampaignPageSchema]), ...ERRORS },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      if (request.unconfirmedClaims?.accountId === userId) {
        return sendOwnBrandList(context, request, reply, { ...request.query, brandid: undefined });
      }
      if (request.unconfirmedClaims) await confirmSessionAlone(request);
      const orders = await listCreatorOrders(context, principalOf(request), userId, request.query);
      return { ...orders, items: orders.items.map(presentOrder) };
    },
  );
};

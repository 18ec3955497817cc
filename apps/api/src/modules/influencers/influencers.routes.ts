import {
  BrandInfluencerPageSchema,
  InfluencerDetailSchema,
  CampaignOfInfluencersQuerySchema,
  ConfirmEmailChangeSchema,
  ErrorResponseSchema,
  INFLUENCER_MESSAGES,
  InfluencerFacetCountsSchema,
  InfluencerIdParamsSchema,
  InfluencerListQuerySchema,
  InfluencerPageSchema,
  MessageResponseSchema,
  OwnInfluencerProfileSchema,
  UpdateInfluencerProfileSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { createEncodedBytes, createJsonBodyMemo, sendJsonBody } from '../../platform/http/json-body-memo.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { showsNoContact } from '../creators/contact-visibility.ts';
import { brandInfluencers } from './brand-influencers.service.ts';
import { cancelEmailChange, confirmEmailChange } from './email-change.service.ts';
import { FILE_FIELDS, updateOwnProfile } from './influencer-profile.service.ts';
import {
  presentBrandInfluencer,
  presentBrowsedInfluencer,
  presentInfluencerDetail,
  presentOwnProfile,
} from './influencers.presenter.ts';
import { presentFacetCounts } from './facet-counts.presenter.ts';
import { countFacetTerms } from './facet-counts.service.ts';
import { browseInfluencers, browseFilterOf, getInfluencerDetail, getOwnProfile } from './influencers.service.ts';

const DOCS = { tags: ['influencers'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};
const THIRTY_MINUTES_MS = 30 * 60_000;
/** Browse pages are reused for 2 s (browse-totals-cache.ts); so is their JSON, per audience. */
const browseBodies = createJsonBodyMemo(InfluencerPageSchema);

/** The multipart form of the profile edit, for the OpenAPI document only (the handler checks it). */
const UpdateInfluencerProfileFormSchema = UpdateInfluencerProfileSchema.extend({
  niche: z.string().optional().describe('The niches as a JSON list of names from the canonical list'),
  socialMediaLinks: z.string().optional().describe('The links as a JSON list of { link, followerCount }'),
  removePicture: z.enum(['true', 'false']).optional(),
  file: z
    .string()
    .meta({ format: 'binary' })
    .optional()
    .describe('The new picture: JPEG, PNG, WebP or GIF (never SVG), at most 10 MB'),
}).meta({ id: 'UpdateInfluencerProfileForm' });

/** Creator discovery, the creator's own profile and the brand's influencer list (spec §7 paths). */
export const influencersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/influencers',
    {
      preHandler: requireUser('brand', 'admin'),
      schema: {
        ...DOCS,
        summary:
          'Creators a brand can browse: niches (any), follower ranges (any), name, rating, equestrian facets (disciplines, levels, country and region, languages, platform, engagement, audience country), order, page',
        querystring: InfluencerListQuerySchema,
        response: { 200: InfluencerPageSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const { contact, bytes, ...page } = await browseInfluencers(context, principalOf(request), request.query);
      const build = () => ({ ...page, items: page.items.map((creator) => presentBrowsedInfluencer(creator, contact)) });
      // A reused page keeps its bodies with it, one per audience: admins, and viewers who see no
      // creator's contact details. A brand that hired some creators of the page gets its own body,
      // never kept (contact-visibility.ts).
      const variant = contact.every ? 'contact' : showsNoContact(contact) ? 'no-contact' : null;
      const body = browseBodies.bodyOf(variant ? bytes : createEncodedBytes(), variant ?? 'own', build);
      return sendJsonBody(reply, body);
    },
  );

  app.get(
    '/api/influencers/facet-counts',
    {
      preHandler: requireUser('brand', 'admin'),
      schema: {
        ...DOCS,
        summary:
          "The browse's total and, for each facet value, how many creators it would match with the other filters kept (the order, page and campaign are ignored)",
        querystring: InfluencerListQuerySchema,
        response: { 200: InfluencerFacetCountsSchema, ...ERRORS },
      },
    },
    async (request) => presentFacetCounts(await countFacetTerms(context, browseFilterOf(request.query))),
  );

  app.get(
    '/api/influencers/profile',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...DOCS,
        summary: "The logged-in creator's own profile, with an address waiting for confirmation",
        response: { 200: OwnInfluencerProfileSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { creator, pendingEmail } = await getOwnProfile(context, principalOf(request).accountId);
      return presentOwnProfile(creator, pendingEmail);
    },
  );

  app.put(
    '/api/influencers/profile/edit',
    {
      preHandler: requireUser('contentCreator'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary:
          'Edit the own profile and picture; a new e-mail needs the current password and waits for its confirmation link',
        consumes: ['multipart/form-data'],
        body: UpdateInfluencerProfileFormSchema,
        response: {
          200: OwnInfluencerProfileSchema,
          ...ERRORS,
          409: ErrorResponseSchema,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const creatorId = principalOf(request).accountId;
      const { creator, pendingEmail } = await withMultipartUpload(request, (read) =>
        updateOwnProfile(context, creatorId, () =>
          read({
            fileFields: FILE_FIELDS,
            accepts: ['image'],
            maxFiles: 1,
            fileLabel: 'picture',
          }),
        ),
      );
      return presentOwnProfile(creator, pendingEmail);
    },
  );

  app.delete(
    '/api/influencers/profile/email-change',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...DOCS,
        summary: 'Withdraw the e-mail change waiting for its link; the link stops working',
        response: { 200: OwnInfluencerProfileSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { creator, pendingEmail } = await cancelEmailChange(context, principalOf(request).accountId);
      return presentOwnProfile(creator, pendingEmail);
    },
  );

  app.post(
    '/api/influencers/confirm-email',
    {
      // Public (the link may be opened logged out), so limited like a password reset.
      preHandler: throttle(app, [
        {
          name: 'throttle-confirm-email-ip',
          max: 30,
          windowMs: THIRTY_MINUTES_MS,
          keyOf: ipKey,
          message: 'Too many attempts. Please try again later.',
        },
      ]),
      schema: {
        tags: ['influencers'],
        summary:
          'Confirm a new e-mail address from its link; the login changes, every session of the account ends and the old address is told',
        body: ConfirmEmailChangeSchema,
        response: {
          200: MessageResponseSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      await confirmEmailChange(context, request.body.token);
      return { message: INFLUENCER_MESSAGES.emailChanged };
    },
  );

  // The spec's misspelt path answers too (DECISIONS), with the same handler.
  for (const path of ['/api/influencers/campaignOfInfluencers', '/api/influencers/campaignOfInfluncers']) {
    app.get(
      path,
      {
        preHandler: requireUser('brand'),
        schema: {
          ...DOCS,
          summary: "The brand's creators on its own campaigns: Hired, or Pending (invited or applied, not hired)",
          querystring: CampaignOfInfluencersQuerySchema,
          response: { 200: BrandInfluencerPageSchema, ...ERRORS },
        },
      },
      async (request) => {
        const page = await brandInfluencers(context, principalOf(request).accountId, request.query);
        return { ...page, items: page.items.map(presentBrandInfluencer) };
      },
    );
  }

  // Static paths above take precedence over this parametric one in the router.
  app.get(
    '/api/influencers/:id',
    {
      preHandler: requireUser('brand', 'admin'),
      schema: {
        ...DOCS,
        summary:
          'One creator for the statistics drawer, with their media kit rates (contact details for a brand that hired them, and admins)',
        params: InfluencerIdParamsSchema,
        response: { 200: InfluencerDetailSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { creator, contact, packages } = await getInfluencerDetail(
        context,
        principalOf(request),
        request.params.id,
      );
      return presentInfluencerDetail(creator, contact, packages);
    },
  );
};

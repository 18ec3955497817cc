import {
  CampaignApplicantParamsSchema,
  CampaignDeletedResponseSchema,
  CampaignEntryResponseSchema,
  CampaignIdParamsSchema,
  CampaignSchema,
  CampaignStatusResponseSchema,
  EditCampaignFieldsSchema,
  ErrorResponseSchema,
  UPLOAD_LIMITS,
  type CampaignStatusAction,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { multipartRouteValidator, withMultipartUpload } from '../../platform/http/multipart.ts';
import { editCampaign } from './campaign-edit.service.ts';
import { declineApplicant, withdrawFromCampaign } from './campaign-exits.service.ts';
import { changeCampaignStatus, deleteCampaign } from './campaign-status.service.ts';
import { presentCampaign } from './campaigns.presenter.ts';
import { contactAmongEntries } from './campaigns.service.ts';
import { CAMPAIGN_IMAGE_FIELDS } from './create-campaign.service.ts';
import { CAMPAIGN_ROUTE_DOCS, CAMPAIGN_ROUTE_ERRORS } from './campaign-route-docs.ts';

const DOCS = CAMPAIGN_ROUTE_DOCS;
const ERRORS = CAMPAIGN_ROUTE_ERRORS;

/**
 * The multipart form of PUT /api/campaign/{id}, for the OpenAPI document only: the handler reads
 * the form itself after the ownership check and checks the fields with EditCampaignFieldsSchema.
 */
const EditCampaignFormSchema = EditCampaignFieldsSchema.extend({
  images: z
    .array(z.string().meta({ format: 'binary' }))
    .max(UPLOAD_LIMITS.maxFilesPerCampaign)
    .optional()
    .describe('New JPEG, PNG, WebP or GIF files (never SVG), at most 10 MB each; imageOrder places them'),
}).meta({ id: 'EditCampaignForm' });

const STATUS_ROUTES: { action: CampaignStatusAction; summary: string }[] = [
  { action: 'close', summary: 'Close a campaign to new applications and invitations (its brand)' },
  { action: 'reopen', summary: 'Open a closed campaign to applications again (its brand)' },
  { action: 'archive', summary: 'Archive a campaign: hidden from every list, everything in it kept (its brand)' },
  {
    action: 'restore',
    summary: 'Restore an archived campaign, as closed: listed again, reopened separately (its brand)',
  },
];

/** Editing, closing, archiving and deleting campaigns; declining applicants; withdrawing (decision 019). */
export const campaignLifecycleRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.put(
    '/api/campaign/:id',
    {
      preHandler: requireUser('brand'),
      validatorCompiler: multipartRouteValidator,
      schema: {
        ...DOCS,
        summary:
          'Edit a campaign: every field, and its images kept, removed, reordered or added (its brand, within its edit quota)',
        consumes: ['multipart/form-data'],
        params: CampaignIdParamsSchema,
        body: EditCampaignFormSchema,
        response: {
          200: CampaignSchema,
          ...ERRORS,
          413: ErrorResponseSchema,
          415: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => {
      const campaign = await withMultipartUpload(request, (read) =>
        editCampaign(context, principalOf(request), request.params.id, (beforeFiles) =>
          read({
            fileFields: CAMPAIGN_IMAGE_FIELDS,
            accepts: ['image'],
            maxFiles: UPLOAD_LIMITS.maxFilesPerCampaign,
            fileLabel: 'images',
            beforeFiles,
          }),
        ),
      );
      const contact = await contactAmongEntries(context, principalOf(request), [campaign]);
      return presentCampaign(campaign, { contact, now: context.clock.now() });
    },
  );

  for (const { action, summary } of STATUS_ROUTES) {
    app.post(
      `/api/campaign/:id/${action}`,
      {
        preHandler: requireUser('brand'),
        schema: {
          ...DOCS,
          summary,
          params: CampaignIdParamsSchema,
          response: { 200: CampaignStatusResponseSchema, ...ERRORS },
        },
      },
      async (request) => changeCampaignStatus(context, principalOf(request), request.params.id, action),
    );
  }

  app.delete(
    '/api/campaign/:id',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: 'Delete a campaign with no hire and no message, and its images (its brand); else archive it',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignDeletedResponseSchema, ...ERRORS },
      },
    },
    async (request) => deleteCampaign(context, principalOf(request), request.params.id),
  );

  app.post(
    '/api/campaign/:id/applicants/:creatorId/decline',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...DOCS,
        summary: 'Decline an applicant: final, and the creator is told politely by e-mail (its brand)',
        params: CampaignApplicantParamsSchema,
        response: { 200: CampaignEntryResponseSchema, ...ERRORS },
      },
    },
    async (request) =>
      declineApplicant(context, principalOf(request), {
        campaignId: request.params.id,
        creatorId: request.params.creatorId,
      }),
  );

  app.post(
    '/api/campaign/:id/withdraw',
    {
      preHandler: requireUser('contentCreator'),
      schema: {
        ...DOCS,
        summary: 'Withdraw an application, or decline an invitation, before a hire (the creator)',
        params: CampaignIdParamsSchema,
        response: { 200: CampaignEntryResponseSchema, ...ERRORS },
      },
    },
    async (request) => withdrawFromCampaign(context, principalOf(request), request.params.id),
  );
};

import {
  AccountDeletionStatusSchema,
  AccountIdParamsSchema,
  AdminErasureListSchema,
  AdminErasureRequestSchema,
  AdminErasureSchema,
  ConfirmAccountDeletionSchema,
  ErrorResponseSchema,
  RequestAccountDeletionSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { ipKey, throttle } from '../../platform/http/rate-limit.ts';
import { presentAdminErasure, presentDeletionStatus } from './account-deletion.presenter.ts';
import {
  cancelAccountDeletion,
  confirmAccountDeletion,
  getAccountDeletion,
  requestAccountDeletion,
} from './account-deletion.service.ts';
import { eraseOnRequest, listErasuresOnRequest } from './admin-erasure.service.ts';

const PARTNERS = { preHandler: requireUser('brand', 'contentCreator') };
const ADMIN_ONLY = { preHandler: requireUser('admin') };
const DOCS = { tags: ['account deletion'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** "Delete my account", its e-mailed confirmation, and the admins' erasure on request (issue 34). */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/account/deletion',
    {
      ...PARTNERS,
      schema: {
        ...DOCS,
        summary: "Where the caller's deletion request stands",
        response: { 200: AccountDeletionStatusSchema },
      },
    },
    async (request) => presentDeletionStatus(await getAccountDeletion(context, principalOf(request).accountId)),
  );

  app.post(
    '/api/account/deletion',
    {
      ...PARTNERS,
      schema: {
        ...DOCS,
        summary:
          'Ask to delete the account: scheduled in 14 days (sessions end) after a recent login, else confirmed by an e-mailed link',
        body: RequestAccountDeletionSchema,
        response: { 200: AccountDeletionStatusSchema, ...ERRORS },
      },
    },
    async (request) => {
      const { accountId, sessionId } = principalOf(request);
      return presentDeletionStatus(
        await requestAccountDeletion(context, { accountId, sessionId, password: request.body.password }),
      );
    },
  );

  app.delete(
    '/api/account/deletion',
    {
      ...PARTNERS,
      schema: {
        ...DOCS,
        summary: "Cancel the caller's deletion request",
        response: { 200: AccountDeletionStatusSchema },
      },
    },
    async (request) => presentDeletionStatus(await cancelAccountDeletion(context, principalOf(request).accountId)),
  );

  app.post(
    '/api/account/deletion/confirm',
    {
      preHandler: throttle(app, [
        {
          name: 'throttle-deletion-confirm-ip',
          max: 30,
          windowMs: 30 * 60_000,
          keyOf: ipKey,
          message: 'Too many attempts. Please try again later.',
        },
      ]),
      schema: {
        tags: ['account deletion'],
        summary: "Confirm a deletion from the e-mailed link's page (no login needed)",
        body: ConfirmAccountDeletionSchema,
        response: {
          200: AccountDeletionStatusSchema,
          400: ErrorResponseSchema,
          409: ErrorResponseSchema,
          429: ErrorResponseSchema,
        },
      },
    },
    async (request) => presentDeletionStatus(await confirmAccountDeletion(context, request.body.token)),
  );

  app.post(
    '/api/admin/accounts/:accountId/erasure',
    {
      ...ADMIN_ONLY,
      schema: {
        ...DOCS,
        summary: 'Erase a brand or creator on request, with the reason (the audit row)',
        params: AccountIdParamsSchema,
        body: AdminErasureRequestSchema,
        response: { 200: AdminErasureSchema, ...ERRORS },
      },
    },
    async (request) =>
      presentAdminErasure(
        await eraseOnRequest(context, {
          accountId: request.params.accountId,
          adminAccountId: principalOf(request).accountId,
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/api/admin/account-erasures',
    {
      ...ADMIN_ONLY,
      schema: { ...DOCS, summary: 'Erasures made on request, newest first', response: { 200: AdminErasureListSchema } },
    },
    async () => ({ items: (await listErasuresOnRequest(context)).map(presentAdminErasure) }),
  );
};

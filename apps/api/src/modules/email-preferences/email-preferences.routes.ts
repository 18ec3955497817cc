import {
  EmailPreferencesResponseSchema,
  ErrorResponseSchema,
  UpdateEmailPreferencesRequestSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences.service.ts';

const SIGNED_IN = { preHandler: requireUser('brand', 'contentCreator', 'admin') };
const DOCS = { tags: ['account'], security: [{ bearerAuth: [] }] };

/** The e-mail preferences of the signed-in account (the /account page's section). */
export const emailPreferencesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/account/email-preferences',
    {
      ...SIGNED_IN,
      schema: {
        ...DOCS,
        summary: 'Which e-mail categories the account gets (essential mail always goes)',
        response: { 200: EmailPreferencesResponseSchema },
      },
    },
    async (request) => getEmailPreferences(context, principalOf(request).accountId),
  );

  app.put(
    '/api/account/email-preferences',
    {
      ...SIGNED_IN,
      schema: {
        ...DOCS,
        summary: 'Turn e-mail categories on or off (the newsletter asks for a confirmation by e-mail)',
        body: UpdateEmailPreferencesRequestSchema,
        response: { 200: EmailPreferencesResponseSchema, 400: ErrorResponseSchema },
      },
    },
    async (request) => updateEmailPreferences(context, principalOf(request).accountId, request.body),
  );
};

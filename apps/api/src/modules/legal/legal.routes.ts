import { AcceptTermsRequestSchema, ErrorResponseSchema, OwnTermsSchema } from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { acceptOwnTerms, readOwnTerms } from './legal.service.ts';

// Brands and creators accept the terms; admins are staff, made from the command line, never asked.
const PARTNERS = { preHandler: requireUser('brand', 'contentCreator') };
const DOCS = { tags: ['legal'], security: [{ bearerAuth: [] }] };
const ERRORS = { 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };

/** The caller's acceptance of the Terms and the Privacy notice (issue 34). */
export const legalRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/account/terms',
    {
      ...PARTNERS,
      schema: {
        ...DOCS,
        summary: 'The version of the terms in force, and the one you accepted and when',
        response: { 200: OwnTermsSchema, ...ERRORS },
      },
    },
    async (request) => readOwnTerms(context, principalOf(request)),
  );

  app.post(
    '/api/account/terms',
    {
      ...PARTNERS,
      schema: {
        ...DOCS,
        summary: 'Accept the version of the terms in force (409 when the version named is not it)',
        body: AcceptTermsRequestSchema,
        response: { 200: OwnTermsSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema, ...ERRORS },
      },
    },
    async (request) => acceptOwnTerms(context, principalOf(request), request.body),
  );
};

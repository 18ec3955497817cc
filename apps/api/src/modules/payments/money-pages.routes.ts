import {
  AdminPaymentsFilterSchema,
  AdminPaymentsQuerySchema,
  AdminPaymentsSchema,
  BrandSpendQuerySchema,
  BrandSpendSchema,
  ErrorResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { csvFileName } from './money-csv.ts';
import { adminPayments, adminPaymentsCsv, brandSpend } from './money-pages.service.ts';

const SECURED = { security: [{ bearerAuth: [] }] };
const ERRORS = { 400: ErrorResponseSchema };

/** The money pages of issue 32: a brand's spend, and every payment for the admins (with a CSV). */
export const moneyPagesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/payments/spend',
    {
      preHandler: requireUser('brand'),
      schema: {
        ...SECURED,
        tags: ['payments'],
        summary: "The brand's payments by campaign, the campaign paid into latest first, with totals per currency",
        querystring: BrandSpendQuerySchema,
        response: { 200: BrandSpendSchema, ...ERRORS },
      },
    },
    async (request) => brandSpend(context, principalOf(request).accountId, request.query),
  );

  app.get(
    '/api/admin/payments',
    {
      preHandler: requireUser('admin'),
      schema: {
        ...SECURED,
        tags: ['admin'],
        summary: 'Every payment, newest first (optionally of one status), and the totals per currency',
        querystring: AdminPaymentsQuerySchema,
        response: { 200: AdminPaymentsSchema, ...ERRORS },
      },
    },
    async (request) => adminPayments(context, request.query),
  );

  app.get(
    '/api/admin/payments.csv',
    {
      preHandler: requireUser('admin'),
      schema: {
        ...SECURED,
        tags: ['admin'],
        summary: 'The payments as CSV (text/csv), newest first, optionally of one status',
        produces: ['text/csv'],
        querystring: AdminPaymentsFilterSchema,
      },
    },
    async (request, reply) => {
      const csv = await adminPaymentsCsv(context, request.query.status);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${csvFileName(context.clock.now())}"`)
        .header('Cache-Control', 'no-store')
        .send(csv);
    },
  );
};

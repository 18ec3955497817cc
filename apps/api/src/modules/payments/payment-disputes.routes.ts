import {
  DisputeAcceptInputSchema,
  DisputeProposalInputSchema,
  DisputeResolutionInputSchema,
  ErrorResponseSchema,
  OpenDisputeInputSchema,
  OrderParamsSchema,
  PaymentDisputeAnswerSchema,
  PaymentIdParamsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { perAccountHourly, throttle } from '../../platform/http/rate-limit.ts';
import { acceptSplit, openDispute, proposeSplit, resolveDispute } from './payment-disputes.service.ts';

const DOCS = { tags: ['payments'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** A settled dispute moves money at Stripe: an account gets this many of these calls an hour. */
const perAccount = (name: string, max: number) =>
  perAccountHourly(name, max, 'Too many dispute requests. Please wait a while and try again.');

/** Disputes on an order's payment (docs/decisions/029): the parties', and an admin's decision. */
export const paymentDisputesRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const party = requireUser('brand', 'contentCreator');
  const base = '/api/orders/:campaignId/:creatorId/payment/dispute';

  app.post(
    base,
    {
      preHandler: [party, throttle(app, [perAccount('throttle-payment-dispute', 30)])],
      schema: {
        ...DOCS,
        summary: 'The brand or the hired creator opens a dispute before the close: the payment is frozen',
        params: OrderParamsSchema,
        body: OpenDisputeInputSchema,
        response: { 200: PaymentDisputeAnswerSchema, ...ERRORS },
      },
    },
    async (request) => openDispute(context, principalOf(request), request.params, request.body),
  );

  app.post(
    `${base}/proposal`,
    {
      preHandler: [party, throttle(app, [perAccount('throttle-payment-dispute', 30)])],
      schema: {
        ...DOCS,
        summary: 'Either party proposes a split: the creator’s share of the agreed fee',
        params: OrderParamsSchema,
        body: DisputeProposalInputSchema,
        response: { 200: PaymentDisputeAnswerSchema, ...ERRORS },
      },
    },
    async (request) => proposeSplit(context, principalOf(request), request.params, request.body),
  );

  app.post(
    `${base}/accept`,
    {
      preHandler: [party, throttle(app, [perAccount('throttle-payment-dispute', 30)])],
      schema: {
        ...DOCS,
        summary:
          'The other party accepts the split it names (409 when another stands now): the dispute is resolved and the money moves',
        params: OrderParamsSchema,
        body: DisputeAcceptInputSchema,
        response: { 200: PaymentDisputeAnswerSchema, ...ERRORS },
      },
    },
    async (request) => acceptSplit(context, principalOf(request), request.params, request.body),
  );

  app.post(
    '/api/admin/payments/:paymentId/dispute/resolve',
    {
      preHandler: [requireUser('admin'), throttle(app, [perAccount('throttle-payment-dispute-resolve', 120)])],
      schema: {
        ...DOCS,
        tags: ['admin'],
        summary: 'An admin resolves an open dispute: release, refund or a split, with the reason kept',
        params: PaymentIdParamsSchema,
        body: DisputeResolutionInputSchema,
        response: { 200: PaymentDisputeAnswerSchema, ...ERRORS },
      },
    },
    async (request) => resolveDispute(context, principalOf(request), request.params.paymentId, request.body),
  );
};

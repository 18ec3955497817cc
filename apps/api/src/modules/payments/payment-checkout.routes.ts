import {
  ErrorResponseSchema,
  OrderParamsSchema,
  OrderPaymentAnswerSchema,
  PaymentRedirectSchema,
  PaymentTermsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { perAccountHourly, throttle } from '../../platform/http/rate-limit.ts';
import { getOrderPayment, paymentTerms, startOrderCheckout, syncOrderPayment } from './payment-checkout.service.ts';

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

/** Each call reads or writes Stripe: an account gets this many an hour per route. */
const perAccount = (name: string, max: number) =>
  perAccountHourly(name, max, 'Too many payment requests. Please wait a while and try again.');

/** The brand pays at the hire (issue 32, docs/decisions/029): the terms, an order's payment, Checkout, sync. */
export const paymentCheckoutRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.get(
    '/api/payments/terms',
    {
      schema: {
        tags: ['payments'],
        summary: 'Whether paid deals are paid through EquiCreators here, and its fees (public)',
        response: { 200: PaymentTermsSchema },
      },
    },
    () => paymentTerms(context),
  );

  app.get(
    '/api/orders/:campaignId/:creatorId/payment',
    {
      preHandler: requireUser('brand', 'contentCreator', 'admin'),
      schema: {
        ...DOCS,
        summary: "The order's payment (platform), or that it is paid outside or has no fee",
        params: OrderParamsSchema,
        response: { 200: OrderPaymentAnswerSchema, ...ERRORS },
      },
    },
    async (request) => getOrderPayment(context, principalOf(request), request.params),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/payment/checkout',
    {
      preHandler: [requireUser('brand'), throttle(app, [perAccount('throttle-payment-checkout', 30)])],
      schema: {
        ...DOCS,
        summary:
          'The brand pays the order: Stripe Checkout for the agreed fee and the service fee; answers where to go',
        params: OrderParamsSchema,
        response: { 200: PaymentRedirectSchema, ...ERRORS },
      },
    },
    async (request) => ({ url: await startOrderCheckout(context, principalOf(request), request.params) }),
  );

  app.post(
    '/api/orders/:campaignId/:creatorId/payment/sync',
    {
      preHandler: [requireUser('brand'), throttle(app, [perAccount('throttle-payment-sync', 120)])],
      schema: {
        ...DOCS,
        summary: "Read the order's Checkout from Stripe now (the return from Checkout asks) and answer the payment",
        params: OrderParamsSchema,
        response: { 200: OrderPaymentAnswerSchema, ...ERRORS },
      },
    },
    async (request) => syncOrderPayment(context, principalOf(request), request.params),
  );
};

import {
  BillingPlansSchema,
  BillingRedirectSchema,
  BillingStateSchema,
  CheckoutRequestSchema,
  ErrorResponseSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { perAccountHourly, throttle } from '../../platform/http/rate-limit.ts';
import { getBillingState, listPlans, openPortal, startCheckout, syncOwnBilling } from './billing.service.ts';

const DOCS = { tags: ['billing'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  409: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** Each Stripe call costs a round trip to Stripe: an account gets this many an hour per route. */
const perAccount = (name: string, max: number) =>
  perAccountHourly(name, max, 'Too many billing requests. Please wait a while and try again.');

/** Online billing (docs/decisions/018): plans, the caller's standing, Checkout, the portal, sync. */
export const billingRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const buyer = requireUser('brand', 'contentCreator');

  app.get(
    '/api/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: "Every plan's price as Stripe has it (public, cached ten minutes)",
        response: { 200: BillingPlansSchema, 503: ErrorResponseSchema },
      },
    },
    async () => ({ plans: await listPlans(context) }),
  );

  app.get(
    '/api/billing',
    {
      preHandler: buyer,
      schema: {
        ...DOCS,
        summary: "The caller's plan, status, period end and access (brands: the marketplace; creators: the club)",
        response: { 200: BillingStateSchema, ...ERRORS },
      },
    },
    async (request) => getBillingState(context, principalOf(request)),
  );

  app.post(
    '/api/billing/checkout',
    {
      preHandler: [buyer, throttle(app, [perAccount('throttle-billing-checkout', 30)])],
      schema: {
        ...DOCS,
        summary: 'Start Stripe Checkout for a plan of the caller’s audience; answers where to send the browser',
        body: CheckoutRequestSchema,
        response: { 200: BillingRedirectSchema, ...ERRORS },
      },
    },
    async (request) => ({ url: await startCheckout(context, principalOf(request), request.body.plan) }),
  );

  app.post(
    '/api/billing/portal',
    {
      preHandler: [buyer, throttle(app, [perAccount('throttle-billing-portal', 30)])],
      schema: {
        ...DOCS,
        summary: "Open Stripe's customer portal (plan, card, cancel, invoices); answers where to send the browser",
        response: { 200: BillingRedirectSchema, ...ERRORS },
      },
    },
    async (request) => ({ url: await openPortal(context, principalOf(request)) }),
  );

  app.post(
    '/api/billing/sync',
    {
      preHandler: [buyer, throttle(app, [perAccount('throttle-billing-sync', 120)])],
      schema: {
        ...DOCS,
        summary:
          "Read the caller's subscriptions from Stripe now (the return from Checkout asks) and answer the standing",
        response: { 200: BillingStateSchema, ...ERRORS },
      },
    },
    async (request) => syncOwnBilling(context, principalOf(request)),
  );
};

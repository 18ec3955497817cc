import {
  EarningsSchema,
  ErrorResponseSchema,
  PaymentRedirectSchema,
  PayoutAccountStateSchema,
  StartPayoutsSchema,
} from '@equicreators/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { principalOf, requireUser } from '../../platform/auth/authenticate.ts';
import { perAccountHourly, throttle } from '../../platform/http/rate-limit.ts';
import { getEarnings } from './payouts-earnings.service.ts';
import { getPayoutAccount, startOnboarding, syncOwnPayouts } from './payouts.service.ts';

const DOCS = { tags: ['payments'], security: [{ bearerAuth: [] }] };
const ERRORS = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

/** Each Stripe call costs a round trip to Stripe: a creator gets this many an hour per route. */
const perAccount = (name: string, max: number) =>
  perAccountHourly(name, max, 'Too many payout requests. Please wait a while and try again.');

/** A creator's payouts through Stripe Connect Express and their earnings (docs/decisions/029). */
export const payoutsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const creator = requireUser('contentCreator');

  app.get(
    '/api/payouts',
    {
      preHandler: creator,
      schema: {
        ...DOCS,
        summary: "The creator's payout account: whether payouts are enabled and what Stripe still needs",
        response: { 200: PayoutAccountStateSchema, ...ERRORS },
      },
    },
    async (request) => getPayoutAccount(context, principalOf(request).accountId),
  );

  app.post(
    '/api/payouts/onboarding',
    {
      preHandler: [creator, throttle(app, [perAccount('throttle-payouts-onboarding', 30)])],
      schema: {
        ...DOCS,
        summary: "Start or continue Stripe's hosted payout setup; answers where to send the browser",
        body: StartPayoutsSchema.nullish(),
        response: { 200: PaymentRedirectSchema, ...ERRORS },
      },
    },
    async (request) => ({
      url: await startOnboarding(context, principalOf(request).accountId, request.body ?? {}),
    }),
  );

  app.post(
    '/api/payouts/sync',
    {
      preHandler: [creator, throttle(app, [perAccount('throttle-payouts-sync', 120)])],
      schema: {
        ...DOCS,
        summary: "Read the creator's payout account from Stripe now (the return from onboarding asks)",
        response: { 200: PayoutAccountStateSchema, ...ERRORS },
      },
    },
    async (request) => syncOwnPayouts(context, principalOf(request).accountId),
  );

  app.get(
    '/api/payments/earnings',
    {
      preHandler: [creator, throttle(app, [perAccount('throttle-payments-earnings', 600)])],
      schema: {
        ...DOCS,
        summary: "The creator's order payments, totals held, releasing and paid, and Stripe's payouts to their bank",
        response: { 200: EarningsSchema, ...ERRORS },
      },
    },
    async (request) => getEarnings(context, principalOf(request).accountId),
  );
};

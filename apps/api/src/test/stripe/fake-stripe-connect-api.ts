import { expandObject, paginate } from './fake-stripe-expand.ts';
import { buildEvent, nowSeconds, type FakeStripeEvent } from './fake-stripe-objects.ts';
import {
  noSuch,
  readMetadata,
  readObject,
  readString,
  readStrings,
  requireString,
  StripeApiError,
  type Params,
} from './fake-stripe-params.ts';
import { oneOf, requireCurrency, requirePositive } from './fake-stripe-payments.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/** The `/v1` routes of Stripe Connect and payment-mode Checkout, joined to the fake's own routes. */

export type ConnectApiContext = { baseUrl: string; events: FakeStripeEvent[]; stripeAccount?: string | undefined };
type Handler = (state: FakeStripeState, params: Params, ids: string[], context: ConnectApiContext) => unknown;
export type ConnectRoute = { method: string; pattern: RegExp; handle: Handler };

const ID = '([^/]+)';
const ACCOUNT_TYPES = ['express', 'standard', 'custom'] as const;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

function expandFor(state: FakeStripeState, params: Params, object: unknown): unknown {
  return expandObject(state, object, readStrings(params, 'expand'));
}

function found<T>(value: T | undefined, kind: string, id: string): T {
  if (value === undefined) throw noSuch(kind, id);
  return value;
}

/** The account a request acts as (`Stripe-Account`), which must be one of the platform's. */
function actingAccount(state: FakeStripeState, params: Params, context: ConnectApiContext): string | undefined {
  // The SDK sends `{ stripeAccount }` given as the only argument as a parameter, not the header: Stripe refuses it.
  if (params.stripeAccount !== undefined)
    throw new StripeApiError(400, 'Received unknown parameter: stripeAccount', 'stripeAccount', 'parameter_unknown');
  if (!context.stripeAccount) return undefined;
  if (!state.connect.accounts.has(context.stripeAccount))
    throw new StripeApiError(
      403,
      `The provided key does not have access to account '${context.stripeAccount}' (or that account does not exist).`,
      undefined,
      'account_invalid',
    );
  return context.stripeAccount;
}

export const CONNECT_ROUTES: ConnectRoute[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/accounts$/,
    handle: (state, params) => {
      const type = oneOf(readString(params, 'type') ?? 'express', ACCOUNT_TYPES, 'type');
      const country = (readString(params, 'country') ?? 'US').toUpperCase();
      const transfers = readObject(readObject(params, 'capabilities'), 'transfers');
      const currency = readString(params, 'default_currency');
      return state.connect.createAccount({
        type,
        country,
        defaultCurrency: currency === undefined ? null : requireCurrency(params, 'default_currency'),
        email: readString(params, 'email') ?? null,
        metadata: readMetadata(params) ?? {},
        wantsTransfers: readString(transfers, 'requested') === 'true',
      });
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/accounts/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.connect.account(id)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/account_links$/,
    handle: (state, params, _ids, { baseUrl }) => {
      const account = state.connect.account(requireString(params, 'account'), 'account');
      const type = requireString(params, 'type');
      oneOf(type, ['account_onboarding', 'account_update'], 'type');
      const returnUrl = requireString(params, 'return_url');
      const refreshUrl = requireString(params, 'refresh_url');
      const query = new URLSearchParams({ return: returnUrl, refresh: refreshUrl });
      const created = nowSeconds();
      return {
        object: 'account_link',
        created,
        expires_at: created + 300,
        url: `${baseUrl}/connect/onboarding/${account.id}?${query.toString()}`,
      };
    },
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    handle: (state, params, [id = ''], { events }) => {
      const session = state.checkoutSession(id);
      if (session.status !== 'open')
        throw new StripeApiError(
          400,
          `Only Checkout Sessions with a status of 'open' can be expired. This session has a status of '${session.status}'.`,
          undefined,
          'checkout_session_not_open',
        );
      Object.assign(session, { status: 'expired', url: null });
      events.push(buildEvent('checkout.session.expired', session));
      return expandFor(state, params, session);
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/payment_intents/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.connect.paymentIntent(id)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/charges/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.connect.charge(id)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/transfers$/,
    handle: (state, params, _ids, { events }) => {
      if (state.connect.failNextTransfer) {
        state.connect.failNextTransfer = false;
        throw new StripeApiError(
          500,
          'An unknown error occurred (offline test Stripe: failNextTransfer).',
          undefined,
          undefined,
          'api_error',
        );
      }
      const amount = requirePositive(params, 'amount');
      const currency = requireCurrency(params, 'currency');
      const destination = requireString(params, 'destination');
      const { transfer, events: caused } = state.connect.createTransfer({
        amount,
        currency,
        destination,
        transferGroup: readString(params, 'transfer_group') ?? null,
        sourceTransaction: readString(params, 'source_transaction') ?? null,
        metadata: readMetadata(params) ?? {},
        description: readString(params, 'description') ?? null,
      });
      events.push(...caused);
      return expandFor(state, params, transfer);
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/transfers$/,
    handle: (state, params) => {
      const group = readString(params, 'transfer_group');
      const destination = readString(params, 'destination');
      const matches = [...state.connect.transfers.values()]
        .reverse()
        .filter(
          (transfer) =>
            (group === undefined || transfer.transfer_group === group) &&
            (destination === undefined || transfer.destination === destination),
        );
      return expandFor(state, params, paginate(matches, params, '/v1/transfers'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/transfers/${ID}$`),
    handle: (state, params, [id = '']) =>
      expandFor(state, params, found(state.connect.transfers.get(id), 'transfer', id)),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/refunds$/,
    handle: (state, params, _ids, { events }) => {
      const intentId = readString(params, 'payment_intent');
      const chargeId = readString(params, 'charge');
      if (!intentId && !chargeId)
        throw new StripeApiError(
          400,
          'One of the following params should be provided for this request: payment_intent or charge.',
          'charge',
          'parameter_missing',
        );
      const charge = chargeId
        ? state.connect.charge(chargeId, 'charge')
        : state.connect.charge(
            state.connect.paymentIntent(intentId ?? '', 'payment_intent').latest_charge ?? '',
            'payment_intent',
          );
      const reason = readString(params, 'reason');
      const { refund, events: caused } = state.connect.createRefund({
        chargeId: charge.id,
        amount: params.amount === undefined ? undefined : requirePositive(params, 'amount'),
        metadata: readMetadata(params) ?? {},
        reason: reason === undefined ? null : oneOf(reason, REFUND_REASONS, 'reason'),
      });
      events.push(...caused);
      return expandFor(state, params, refund);
    },
  },
  {
    // Newest first, filtered by charge or payment intent as Stripe's list does.
    method: 'GET',
    pattern: /^\/v1\/refunds$/,
    handle: (state, params) => {
      const chargeId = readString(params, 'charge');
      const intentId = readString(params, 'payment_intent');
      const matches = [...state.connect.refunds.values()]
        .reverse()
        .filter(
          (refund) =>
            (chargeId === undefined || refund.charge === chargeId) &&
            (intentId === undefined || refund.payment_intent === intentId),
        );
      return expandFor(state, params, paginate(matches, params, '/v1/refunds'));
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/refunds/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, found(state.connect.refunds.get(id), 'refund', id)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/disputes/${ID}$`),
    handle: (state, params, [id = '']) =>
      expandFor(state, params, found(state.connect.disputes.get(id), 'dispute', id)),
  },
  {
    method: 'GET',
    pattern: /^\/v1\/balance$/,
    handle: (state, params, _ids, context) => {
      const account = actingAccount(state, params, context);
      const available = account ? state.connect.availableOf(account) : state.connect.platformAvailable();
      return {
        object: 'balance',
        available: [...available].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } })),
        livemode: false,
        pending: [],
      };
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/payouts$/,
    handle: (state, params, _ids, context) => {
      const account = actingAccount(state, params, context);
      return expandFor(state, params, paginate(account ? state.connect.payoutsOf(account) : [], params, '/v1/payouts'));
    },
  },
];

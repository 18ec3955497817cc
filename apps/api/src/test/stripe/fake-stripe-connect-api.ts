import type { PaymentLine } from './fake-stripe-connect-state.ts';
import { expandObject, paginate } from './fake-stripe-expand.ts';
import { buildEvent, nowSeconds, type FakeStripeEvent } from './fake-stripe-objects.ts';
import {
  noSuch,
  readArray,
  readMetadata,
  readObject,
  readString,
  readStrings,
  requireString,
  StripeApiError,
  type Params,
} from './fake-stripe-params.ts';
import { buildCheckoutSession } from './fake-stripe-sessions.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/** The `/v1` routes of Stripe Connect and payment-mode Checkout, joined to the fake's own routes. */

export type ConnectApiContext = { baseUrl: string; events: FakeStripeEvent[]; stripeAccount?: string | undefined };
type Handler = (state: FakeStripeState, params: Params, ids: string[], context: ConnectApiContext) => unknown;
export type ConnectRoute = { method: string; pattern: RegExp; handle: Handler };

const ID = '([^/]+)';
const ACCOUNT_TYPES = ['express', 'standard', 'custom'] as const;
const REFUND_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer'] as const;

function readInteger(params: Params | undefined, key: string, param = key): number | undefined {
  const raw = readString(params, key);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(value))
    throw new StripeApiError(400, `Invalid integer: ${raw}`, param, 'parameter_invalid_integer');
  return value;
}

function requirePositive(params: Params, key: string, param = key): number {
  const value = readInteger(params, key, param);
  if (value === undefined)
    throw new StripeApiError(400, `Missing required param: ${param}.`, param, 'parameter_missing');
  if (value < 1)
    throw new StripeApiError(400, `This value must be greater than or equal to 1.`, param, 'parameter_invalid_integer');
  return value;
}

function requireCurrency(params: Params, key: string, param = key): string {
  const currency = requireString(params, key, param).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency))
    throw new StripeApiError(400, `Invalid currency: ${currency}.`, param, 'parameter_invalid_string');
  return currency;
}

function oneOf<T extends string>(value: string, allowed: readonly T[], param: string): T {
  if (!(allowed as readonly string[]).includes(value))
    throw new StripeApiError(
      400,
      `Invalid ${param}: must be one of ${allowed.join(', ')}`,
      param,
      'parameter_invalid_string',
    );
  return value as T;
}

/** POST /v1/checkout/sessions with mode=payment: ad-hoc `price_data` lines in one currency. Its id. */
export function createPaymentCheckoutSession(state: FakeStripeState, params: Params, baseUrl: string): string {
  const items = readArray(params, 'line_items');
  if (items.length === 0)
    throw new StripeApiError(400, 'Missing required param: line_items.', 'line_items', 'parameter_missing');
  let currency: string | undefined;
  const lines: PaymentLine[] = items.map((item, index) => {
    const at = `line_items[${index}]`;
    if (typeof item === 'string') throw new StripeApiError(400, `Invalid ${at}.`, at, 'parameter_invalid_string');
    const priceData = readObject(item, 'price_data');
    if (!priceData)
      throw new StripeApiError(
        400,
        `Missing required param: ${at}[price_data].`,
        `${at}[price_data]`,
        'parameter_missing',
      );
    const lineCurrency = requireCurrency(priceData, 'currency', `${at}[price_data][currency]`);
    if (currency !== undefined && lineCurrency !== currency)
      throw new StripeApiError(400, 'All line items must be in the same currency.', `${at}[price_data][currency]`);
    currency = lineCurrency;
    const unitAmount = readInteger(priceData, 'unit_amount', `${at}[price_data][unit_amount]`);
    if (unitAmount === undefined || unitAmount < 0)
      throw new StripeApiError(
        400,
        `Missing required param: ${at}[price_data][unit_amount].`,
        `${at}[price_data][unit_amount]`,
        'parameter_missing',
      );
    const name = requireString(
      readObject(priceData, 'product_data') ?? {},
      'name',
      `${at}[price_data][product_data][name]`,
    );
    const quantity = item.quantity === undefined ? 1 : requirePositive(item, 'quantity', `${at}[quantity]`);
    return { name, unitAmount, quantity };
  });
  const customer = readString(params, 'customer') ?? null;
  const customerEmail = readString(params, 'customer_email') ?? null;
  if (customer && customerEmail)
    throw new StripeApiError(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  if (customer) state.customer(customer, 'customer');
  const amount = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  const session = buildCheckoutSession(
    {
      cancel_url: readString(params, 'cancel_url') ?? null,
      client_reference_id: readString(params, 'client_reference_id') ?? null,
      customer,
      customer_email: customerEmail,
      metadata: readMetadata(params) ?? {},
      mode: 'payment',
      success_url: readString(params, 'success_url') ?? null,
    },
    amount,
    currency ?? 'usd',
    baseUrl,
  );
  const intentData = readObject(params, 'payment_intent_data');
  state.checkoutSessions.set(session.id, session);
  state.connect.paymentCheckouts.set(session.id, {
    lines,
    transferGroup: readString(intentData, 'transfer_group') ?? null,
    intentMetadata: readMetadata(intentData) ?? {},
    description: readString(intentData, 'description') ?? null,
    baseUrl,
  });
  return session.id;
}

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
      return state.connect.createAccount({
        type,
        country,
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

import { CONNECT_ROUTES, createPaymentCheckoutSession } from './fake-stripe-connect-api.ts';
import { expandObject, paginate } from './fake-stripe-expand.ts';
import { listOf, type FakeStripeEvent } from './fake-stripe-objects.ts';
import {
  noSuch,
  readArray,
  readBoolean,
  readMetadata,
  readObject,
  readString,
  readStrings,
  requireString,
  StripeApiError,
  type Params,
} from './fake-stripe-params.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/** The answer, and the events the request caused (delivered after it, as Stripe does). */
type ApiAnswer = { status: number; body: unknown; events: FakeStripeEvent[] };
type ApiContext = { baseUrl: string; events: FakeStripeEvent[]; stripeAccount?: string | undefined };
type Handler = (state: FakeStripeState, params: Params, ids: string[], context: ApiContext) => unknown;
type Route = { method: string; pattern: RegExp; handle: Handler };

const SUBSCRIPTION_LIST_STATUSES = [
  'active',
  'all',
  'canceled',
  'ended',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
];
const ID = '([^/]+)';

function expandFor(state: FakeStripeState, params: Params, object: unknown): unknown {
  return expandObject(state, object, readStrings(params, 'expand'));
}

function createCheckoutSession(state: FakeStripeState, params: Params, baseUrl: string): unknown {
  const mode = requireString(params, 'mode');
  if (mode === 'payment')
    return expandCheckoutSession(state, params, createPaymentCheckoutSession(state, params, baseUrl));
  if (mode !== 'subscription') {
    throw new StripeApiError(
      400,
      `The offline test Stripe supports mode=subscription and mode=payment (got ${mode}).`,
      'mode',
    );
  }
  const lineItems = readArray(params, 'line_items');
  const first = lineItems[0];
  if (!first || typeof first === 'string') {
    throw new StripeApiError(
      400,
      'You must provide at least one recurring price in `subscription` mode when using prices.',
      'line_items',
    );
  }
  if (lineItems.length > 1)
    throw new StripeApiError(400, 'The offline test Stripe supports one line item.', 'line_items[1]');
  const priceId = requireString(first, 'price', 'line_items[0][price]');
  const quantityRaw = readString(first, 'quantity') ?? '1';
  const quantity = Number(quantityRaw);
  if (!Number.isInteger(quantity) || quantity < 1)
    throw new StripeApiError(400, `Invalid integer: ${quantityRaw}`, 'line_items[0][quantity]');
  const customer = readString(params, 'customer') ?? null;
  const customerEmail = readString(params, 'customer_email') ?? null;
  if (customer && customerEmail) {
    throw new StripeApiError(
      400,
      'You may only specify one of these parameters: customer, customer_email.',
      'customer_email',
    );
  }
  if (customer) state.customer(customer, 'customer');
  const session = state.createCheckoutSession(
    {
      cancel_url: readString(params, 'cancel_url') ?? null,
      client_reference_id: readString(params, 'client_reference_id') ?? null,
      customer,
      customer_email: customerEmail,
      metadata: readMetadata(params) ?? {},
      mode,
      success_url: readString(params, 'success_url') ?? null,
    },
    { priceId, quantity, subscriptionMetadata: readMetadata(readObject(params, 'subscription_data')) ?? {} },
    baseUrl,
  );
  return expandCheckoutSession(state, params, session.id);
}

/** `line_items` is not an id on the session, so it expands by hand; the rest expands by id. */
function expandCheckoutSession(state: FakeStripeState, params: Params, id: string): unknown {
  const paths = readStrings(params, 'expand');
  const session: Record<string, unknown> = expandObject(
    state,
    state.checkoutSession(id),
    paths.filter((path) => path !== 'line_items'),
  );
  if (paths.includes('line_items')) session.line_items = checkoutLineItems(state, id);
  return session;
}

function checkoutLineItems(state: FakeStripeState, id: string) {
  const session = state.checkoutSession(id);
  const extras = state.checkoutExtras.get(id);
  if (!extras) throw noSuch('checkout.session', id);
  const price = state.price(extras.priceId);
  const amount = price.unit_amount * extras.quantity;
  const item = {
    id: `li_${session.id.slice('cs_test_'.length, 'cs_test_'.length + 24)}`,
    object: 'item',
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: price.currency,
    description: price.nickname,
    price,
    quantity: extras.quantity,
  };
  return listOf([item], `/v1/checkout/sessions/${id}/line_items`);
}

function listSubscriptions(state: FakeStripeState, params: Params): unknown {
  const status = readString(params, 'status');
  if (status !== undefined && !SUBSCRIPTION_LIST_STATUSES.includes(status)) {
    throw new StripeApiError(400, `Invalid status: must be one of ${SUBSCRIPTION_LIST_STATUSES.join(', ')}`, 'status');
  }
  const customer = readString(params, 'customer');
  const price = readString(params, 'price');
  const matches = [...state.subscriptions.values()].reverse().filter((subscription) => {
    if (customer !== undefined && subscription.customer !== customer) return false;
    if (price !== undefined && !subscription.items.data.some((item) => item.price.id === price)) return false;
    // Without a status Stripe leaves canceled subscriptions out; `ended` is canceled or expired.
    if (status === undefined) return subscription.status !== 'canceled';
    if (status === 'all') return true;
    if (status === 'ended') return subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
    return subscription.status === status;
  });
  return expandFor(state, params, paginate(matches, params, '/v1/subscriptions'));
}

function listPrices(state: FakeStripeState, params: Params): unknown {
  const active = readBoolean(params, 'active');
  const product = readString(params, 'product');
  const type = readString(params, 'type');
  const currency = readString(params, 'currency');
  const lookupKeys = readStrings(params, 'lookup_keys');
  const matches = [...state.prices.values()].filter(
    (price) =>
      (active === undefined || price.active === active) &&
      (product === undefined || price.product === product) &&
      (type === undefined || price.type === type) &&
      (currency === undefined || price.currency === currency) &&
      (lookupKeys.length === 0 || (price.lookup_key !== null && lookupKeys.includes(price.lookup_key))),
  );
  return expandFor(state, params, paginate(matches, params, '/v1/prices'));
}

const ROUTES: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handle: (state, params) =>
      state.createCustomer({
        email: readString(params, 'email') ?? null,
        name: readString(params, 'name') ?? null,
        description: readString(params, 'description') ?? null,
        phone: readString(params, 'phone') ?? null,
        metadata: readMetadata(params) ?? {},
      }),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.customer(id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handle: (state, params, [id = '']) => {
      const customer = state.customer(id);
      const email = readString(params, 'email');
      const name = readString(params, 'name');
      if (email !== undefined) customer.email = email === '' ? null : email;
      if (name !== undefined) customer.name = name === '' ? null : name;
      customer.metadata = mergeMetadata(customer.metadata, params) ?? customer.metadata;
      return expandFor(state, params, customer);
    },
  },
  {
    method: 'POST',
    pattern: /^\/v1\/checkout\/sessions$/,
    handle: (state, params, _ids, { baseUrl }) => createCheckoutSession(state, params, baseUrl),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    handle: (state, params, [id = '']) => expandCheckoutSession(state, params, id),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`),
    handle: (state, _params, [id = '']) => checkoutLineItems(state, id),
  },
  {
    method: 'POST',
    pattern: /^\/v1\/billing_portal\/sessions$/,
    handle: (state, params, _ids, { baseUrl }) =>
      state.createPortalSession(requireString(params, 'customer'), readString(params, 'return_url') ?? null, baseUrl),
  },
  { method: 'GET', pattern: /^\/v1\/subscriptions$/, handle: (state, params) => listSubscriptions(state, params) },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.subscription(id)),
  },
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (state, params, [id = ''], { events }) => {
      const cancelAtPeriodEnd = readBoolean(params, 'cancel_at_period_end');
      const metadata = readObject(params, 'metadata');
      if (cancelAtPeriodEnd === undefined && metadata === undefined)
        return expandFor(state, params, state.subscription(id));
      events.push(
        ...state.updateSubscription(id, {
          cancelAtPeriodEnd,
          metadata: mergeMetadata(state.subscription(id).metadata, params),
        }),
      );
      return expandFor(state, params, state.subscription(id));
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/subscriptions/${ID}$`),
    handle: (state, params, [id = ''], { events }) => {
      events.push(...state.deleteSubscription(id));
      return expandFor(state, params, state.subscription(id));
    },
  },
  { method: 'GET', pattern: /^\/v1\/prices$/, handle: (state, params) => listPrices(state, params) },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/prices/${ID}$`),
    handle: (state, params, [id = '']) => expandFor(state, params, state.price(id)),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/products/${ID}$`),
    handle: (state, params, [id = '']) =>
      expandFor(state, params, state.products.get(id) ?? raise(noSuch('product', id))),
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/invoices/${ID}$`),
    handle: (state, params, [id = '']) =>
      expandFor(state, params, state.invoices.get(id) ?? raise(noSuch('invoice', id))),
  },
];

/** Stripe merges metadata key by key; an empty value deletes its key. Undefined when none was sent. */
function mergeMetadata(current: Record<string, string>, params: Params): Record<string, string> | undefined {
  const sent = readObject(params, 'metadata');
  if (!sent) return undefined;
  const merged = { ...current };
  for (const key of Object.keys(sent)) delete merged[key];
  return { ...merged, ...readMetadata(params) };
}

function raise(error: Error): never {
  throw error;
}

/** Answers one `/v1` request as Stripe would: the object, or `{ error }` with Stripe's status. */
export function answerApiRequest(
  state: FakeStripeState,
  method: string,
  path: string,
  params: Params,
  baseUrl: string,
  stripeAccount?: string,
): ApiAnswer {
  try {
    for (const route of [...ROUTES, ...CONNECT_ROUTES]) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const ids = match.slice(1).map((part) => decodeURIComponent(part));
      const context: ApiContext = { baseUrl, events: [], stripeAccount };
      const body = route.handle(state, params, ids, context);
      return { status: 200, body, events: context.events };
    }
    const message = `Unrecognized request URL (${method}: ${path}). The offline test Stripe answers only what EquiCreators calls.`;
    return { status: 404, body: new StripeApiError(404, message).toBody(), events: [] };
  } catch (error) {
    if (error instanceof StripeApiError) return { status: error.status, body: error.toBody(), events: [] };
    throw error;
  }
}

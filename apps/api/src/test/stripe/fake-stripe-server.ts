import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { BillingPlan } from '@equicreators/shared';
import { answerApiRequest } from './fake-stripe-api.ts';
import { connectControls, type ConnectControls } from './fake-stripe-connect-controls.ts';
import { answerConnectPage, renderPaymentCheckoutPage } from './fake-stripe-connect-pages.ts';
import { FAKE_PLANS, FAKE_PRODUCTS, newId, type FakeStripeEvent } from './fake-stripe-objects.ts';
import {
  renderCheckoutDone,
  renderCheckoutPage,
  renderError,
  renderPortalPage,
  PORTAL_ACTIONS,
  type PortalAction,
} from './fake-stripe-pages.ts';
import { authorisedKey, header, redirect, sendHtml, sendJson } from './fake-stripe-http.ts';
import { parseParams, StripeApiError, type Params } from './fake-stripe-params.ts';
import { FakeStripeState, type SubscriptionChange } from './fake-stripe-state.ts';
import type { StripeSubscriptionObject } from './fake-stripe-subscriptions.ts';
import { WebhookSender, type SignedEvent, type WebhookDelivery } from './fake-stripe-webhooks.ts';

export type { FakeStripeEvent } from './fake-stripe-objects.ts';
export type { StripeSubscriptionObject } from './fake-stripe-subscriptions.ts';
export type { SubscriptionChange } from './fake-stripe-state.ts';
export type { WebhookDelivery } from './fake-stripe-webhooks.ts';

export const FAKE_STRIPE_SECRET_KEY = 'sk_test_fake';

export type FakeStripeOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  webhookUrl?: string;
  /** Default: a fresh `whsec_…` per start, so a signature from another fake never verifies. */
  webhookSecret?: string;
  /** Where browsers reach the fake, for the hosted pages' URLs. Default: the fake's own URL. */
  publicUrl?: string;
  /** Told of every webhook delivery attempt (the dev script prints them). */
  onDelivery?: (delivery: WebhookDelivery) => void;
};

export type FakeStripe = ConnectControls & {
  url: string;
  host: string;
  port: number;
  protocol: 'http';
  /** What STRIPE_SECRET_KEY must be: any other bearer gets Stripe's 401. */
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<BillingPlan, string>;
  setWebhookUrl(url: string): void;
  /** What the hosted page's Pay does: customer.subscription.created, checkout.session.completed, invoice.paid. */
  completeCheckout(checkoutSessionId: string): Promise<FakeStripeEvent[]>;
  /** customer.subscription.updated (or .deleted for status `canceled`). */
  updateSubscription(subscriptionId: string, change: SubscriptionChange): Promise<FakeStripeEvent[]>;
  /** A declined renewal: invoice.payment_failed, then customer.subscription.updated to past_due. */
  failPayment(subscriptionId: string): Promise<FakeStripeEvent[]>;
  /** The open invoice of a past_due subscription is paid: invoice.paid, then customer.subscription.updated to active. */
  retryPayment(subscriptionId: string): Promise<FakeStripeEvent[]>;
  /** customer.subscription.deleted, status canceled. */
  deleteSubscription(subscriptionId: string): Promise<FakeStripeEvent[]>;
  /** Newest first, every status. */
  subscriptionsOf(customerId: string): StripeSubscriptionObject[];
  /** A price made by hand in the dashboard: like `plan`'s, but not one the product is configured with. Its id. */
  addPriceLike(plan: BillingPlan): string;
  /** Build a signed event without sending it (for tests of ordering, duplicates, tampering). */
  signedEvent(type: string, object: unknown): SignedEvent;
  /** Every `/v1` request received; `body` is the decoded form body, or the query for GET. */
  requests: { method: string; path: string; body: Record<string, unknown> }[];
  /** Every delivery attempt, in order. */
  deliveries: WebhookDelivery[];
  /** Sends again the events whose delivery failed (receiver down, non-2xx). */
  redeliver(): Promise<WebhookDelivery[]>;
  /**
   * The next `times` answers to `method path` are lost (the connection drops): the request runs, its
   * objects are made and its key kept, and a retry replaying that key is lost as well.
   */
  loseAnswers(method: string, path: string, times?: number): void;
  /** What Stripe does to idempotency keys after 24 hours: forgets them, so a retry runs the request again. */
  forgetIdempotencyKeys(): void;
  close(): Promise<void>;
};

type IdempotentAnswer = { params: string; status: number; body: unknown };

/**
 * An offline, Stripe-compatible test server (`node:http`) that the real `stripe` SDK talks to
 * through `{ host, port, protocol: 'http' }`, with hosted Checkout and portal pages and webhooks
 * signed with the real SDK. In memory: every start begins with the four prices and nothing else.
 */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const state = new FakeStripeState();
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(24).toString('base64url')}`;
  const sender = new WebhookSender(FAKE_STRIPE_SECRET_KEY, webhookSecret, options.webhookUrl, options.onDelivery);
  const requests: FakeStripe['requests'] = [];
  const idempotent = new Map<string, IdempotentAnswer>();
  const losing = { request: '', times: 0 };
  let baseUrl = '';

  const productName = (id: string) => FAKE_PRODUCTS[id] ?? id;
  const run = (events: FakeStripeEvent[]) => sender.send(events).then(() => events);
  // Async, so a refused change (an unknown id, a closed session) is a rejected promise, never a throw.
  const controls = {
    completeCheckout: async (id: string) => run(state.completeCheckout(id)),
    updateSubscription: async (id: string, change: SubscriptionChange) => run(state.updateSubscription(id, change)),
    failPayment: async (id: string) => run(state.failPayment(id)),
    retryPayment: async (id: string) => run(state.retryPayment(id)),
    deleteSubscription: async (id: string) => run(state.deleteSubscription(id)),
  };

  function lost(method: string, path: string): boolean {
    if (losing.times === 0 || losing.request !== `${method} ${path}`) return false;
    losing.times -= 1;
    return true;
  }

  function answerApi(request: IncomingMessage, response: ServerResponse, path: string, params: Params): void {
    const method = request.method ?? 'GET';
    requests.push({ method, path, body: params });
    const key = authorisedKey(request);
    if (key !== FAKE_STRIPE_SECRET_KEY) {
      const message = key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";
      return sendJson(response, 401, new StripeApiError(401, message).toBody());
    }
    const idempotencyKey = method === 'POST' ? header(request, 'idempotency-key') : undefined;
    // Acting as a connected account (`Stripe-Account`); its keys are its own, as on Stripe.
    const stripeAccount = header(request, 'stripe-account');
    const keyOf = (key: string) => `${stripeAccount ?? ''}\n${path}\n${key}`;
    const serialised = JSON.stringify(params);
    if (idempotencyKey) {
      const previous = idempotent.get(keyOf(idempotencyKey));
      if (previous && previous.params !== serialised) {
        const message =
          'Keys for idempotent requests can only be used with the same parameters they were first used with.';
        return sendJson(
          response,
          400,
          new StripeApiError(400, message, undefined, 'idempotency_key_in_use', 'idempotency_error').toBody(),
        );
      }
      if (previous && lost(method, path)) {
        response.destroy();
        return;
      }
      if (previous) return sendJson(response, previous.status, previous.body, { 'Idempotent-Replayed': 'true' });
    }
    const answer = answerApiRequest(state, method, path, params, options.publicUrl ?? baseUrl, stripeAccount);
    // Stripe replays what it answered, but not a 5xx raised before the request ran (failNextTransfer): a retry may succeed.
    if (idempotencyKey && answer.status < 500)
      idempotent.set(keyOf(idempotencyKey), { params: serialised, status: answer.status, body: answer.body });
    if (lost(method, path)) response.destroy();
    else sendJson(response, answer.status, answer.body);
    // Stripe answers first and delivers the request's events afterwards; a replayed request sends none.
    if (answer.events.length > 0) void sender.send(answer.events);
  }

  async function answerPage(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const method = request.method ?? 'GET';
    const path = url.pathname;
    const connectPage = await answerConnectPage(state, method, url, run);
    if (connectPage) {
      if ('redirect' in connectPage) return redirect(response, connectPage.redirect);
      return sendHtml(response, connectPage.status, connectPage.html);
    }
    const checkout = /^\/checkout\/([^/]+)(\/pay)?$/.exec(path);
    if (checkout?.[1]) {
      const session = state.checkoutSession(checkout[1]);
      if (method === 'GET' && !checkout[2]) {
        if (session.mode === 'payment') {
          const lines = state.connect.paymentCheckouts.get(session.id)?.lines ?? [];
          return sendHtml(response, 200, renderPaymentCheckoutPage(session, lines));
        }
        const extras = state.checkoutExtras.get(session.id);
        const price = state.price(extras?.priceId ?? '');
        const product = typeof price.product === 'string' ? price.product : price.product.id;
        return sendHtml(response, 200, renderCheckoutPage(session, price, productName(product)));
      }
      if (method === 'POST' && checkout[2]) {
        if (session.status === 'open') await controls.completeCheckout(session.id);
        if (!session.success_url) return sendHtml(response, 200, renderCheckoutDone());
        return redirect(response, session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id));
      }
    }
    const portal = /^\/portal\/([^/]+)(?:\/subscriptions\/([^/]+)\/([a-z-]+))?$/.exec(path);
    if (portal?.[1]) {
      const session = state.portalSession(portal[1]);
      if (method === 'GET' && !portal[2]) {
        return sendHtml(response, 200, renderPortalPage(session, state.subscriptionsOf(session.customer), productName));
      }
      const [subscriptionId, action] = [portal[2], portal[3]];
      if (method === 'POST' && subscriptionId && action && action in PORTAL_ACTIONS) {
        const subscription = state.subscription(subscriptionId);
        // A portal session manages its own customer's subscriptions only, as on Stripe.
        if (subscription.customer !== session.customer)
          throw new StripeApiError(404, `No such subscription: '${subscriptionId}'`);
        await runPortalAction(action as PortalAction, subscriptionId);
        return redirect(response, `/portal/${session.id}`);
      }
    }
    sendHtml(response, 404, renderError(404, 'Not found'));
  }

  function runPortalAction(action: PortalAction, subscriptionId: string): Promise<FakeStripeEvent[]> {
    if (action === 'cancel-at-period-end')
      return controls.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
    if (action === 'renew') return controls.updateSubscription(subscriptionId, { cancelAtPeriodEnd: false });
    if (action === 'cancel-now') return controls.deleteSubscription(subscriptionId);
    if (action === 'pay-invoice') return controls.retryPayment(subscriptionId);
    return controls.failPayment(subscriptionId);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-stripe.invalid');
      const body = Buffer.concat(chunks).toString('utf8');
      const handle = async () => {
        if (url.pathname.startsWith('/v1/')) {
          const params = parseParams(
            request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : body,
          );
          return answerApi(request, response, url.pathname, params);
        }
        return answerPage(request, response, url);
      };
      handle().catch((error: unknown) => {
        if (error instanceof StripeApiError) {
          if (url.pathname.startsWith('/v1/')) return sendJson(response, error.status, error.toBody());
          return sendHtml(response, error.status, renderError(error.status, error.message));
        }
        const message = error instanceof Error ? error.message : String(error);
        sendJson(response, 500, new StripeApiError(500, message, undefined, undefined, 'api_error').toBody());
      });
    });
  });

  const host = '127.0.0.1';
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  baseUrl = `http://${host}:${port}`;

  const priceIds = Object.fromEntries(Object.entries(FAKE_PLANS).map(([plan, spec]) => [plan, spec.priceId])) as Record<
    BillingPlan,
    string
  >;
  return {
    url: baseUrl,
    host,
    port,
    protocol: 'http',
    secretKey: FAKE_STRIPE_SECRET_KEY,
    webhookSecret,
    priceIds,
    setWebhookUrl: (url) => {
      sender.url = url;
    },
    ...controls,
    ...connectControls(state, run),
    subscriptionsOf: (customerId) => state.subscriptionsOf(customerId),
    addPriceLike: (plan) => {
      const price = { ...structuredClone(state.price(priceIds[plan])), id: newId('price'), lookup_key: null };
      state.prices.set(price.id, price);
      return price.id;
    },
    signedEvent: (type, object) => sender.signNew(type, object),
    requests,
    deliveries: sender.deliveries,
    redeliver: () => sender.redeliver(),
    loseAnswers: (method, path, times = 1) => {
      Object.assign(losing, { request: `${method.toUpperCase()} ${path}`, times });
    },
    forgetIdempotencyKeys: () => idempotent.clear(),
    // Events still on their way (a refund's, say) are delivered first, to a receiver that is still up.
    close: () =>
      sender.settled().then(
        () =>
          new Promise<void>((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            // The SDK keeps its connections alive; close them so close() does not wait for their timeout.
            server.closeAllConnections();
          }),
      ),
  };
}

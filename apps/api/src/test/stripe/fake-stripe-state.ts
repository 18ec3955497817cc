import { BILLING_PLANS } from '@equicreators/shared';
import { buildInvoice, RETRY_AFTER_SECONDS, type StripeInvoiceObject } from './fake-stripe-invoices.ts';
import {
  buildCustomer,
  buildEvent,
  buildPrice,
  buildProduct,
  FAKE_PRODUCTS,
  nowSeconds,
  periodEnd,
  toSeconds,
  type FakeStripeEvent,
  type Metadata,
  type StripeCustomerObject,
  type StripePriceObject,
  type StripeProductObject,
} from './fake-stripe-objects.ts';
import {
  buildCheckoutSession,
  buildPortalSession,
  type CheckoutFields,
  type StripeCheckoutSessionObject,
  type StripePortalSessionObject,
} from './fake-stripe-sessions.ts';
import { buildSubscription, planOf, type StripeSubscriptionObject } from './fake-stripe-subscriptions.ts';
import { ConnectState } from './fake-stripe-connect-state.ts';
import { noSuch, StripeApiError } from './fake-stripe-params.ts';

export type SubscriptionChange = {
  status?: string;
  cancelAtPeriodEnd?: boolean;
  priceId?: string;
  currentPeriodEnd?: Date;
  /** Replaces the subscription's metadata. */
  metadata?: Metadata;
};

/** What a Checkout Session remembers beyond its public fields (Stripe keeps these too). */
export type CheckoutExtras = { priceId: string; quantity: number; subscriptionMetadata: Metadata };

/**
 * The fake's in-memory account: every object by id, and the state changes Stripe makes, each
 * returning the events Stripe would send for it (the server delivers them).
 */
export class FakeStripeState {
  readonly products = new Map<string, StripeProductObject>();
  readonly prices = new Map<string, StripePriceObject>();
  readonly customers = new Map<string, StripeCustomerObject>();
  readonly checkoutSessions = new Map<string, StripeCheckoutSessionObject>();
  readonly checkoutExtras = new Map<string, CheckoutExtras>();
  readonly portalSessions = new Map<string, StripePortalSessionObject>();
  readonly subscriptions = new Map<string, StripeSubscriptionObject>();
  readonly invoices = new Map<string, StripeInvoiceObject>();
  /** Connected accounts, payment-mode payments, transfers, refunds, disputes, payouts. */
  readonly connect = new ConnectState();

  constructor() {
    const created = nowSeconds();
    for (const [id, name] of Object.entries(FAKE_PRODUCTS)) this.products.set(id, buildProduct(id, name, created));
    for (const plan of BILLING_PLANS) {
      const price = buildPrice(plan, created);
      this.prices.set(price.id, price);
    }
  }

  customer(id: string, param?: string): StripeCustomerObject {
    const customer = this.customers.get(id);
    if (!customer) throw noSuch('customer', id, param);
    return customer;
  }

  price(id: string, param?: string): StripePriceObject {
    const price = this.prices.get(id);
    if (!price) throw noSuch('price', id, param);
    return price;
  }

  subscription(id: string, param?: string): StripeSubscriptionObject {
    const subscription = this.subscriptions.get(id);
    if (!subscription) throw noSuch('subscription', id, param);
    return subscription;
  }

  checkoutSession(id: string): StripeCheckoutSessionObject {
    const session = this.checkoutSessions.get(id);
    if (!session) throw noSuch('checkout.session', id);
    return session;
  }

  portalSession(id: string): StripePortalSessionObject {
    const session = this.portalSessions.get(id);
    if (!session) throw noSuch('billing_portal.session', id);
    return session;
  }

  createCustomer(fields: Parameters<typeof buildCustomer>[0]): StripeCustomerObject {
    const customer = buildCustomer(fields);
    this.customers.set(customer.id, customer);
    return customer;
  }

  createCheckoutSession(fields: CheckoutFields, extras: CheckoutExtras, baseUrl: string): StripeCheckoutSessionObject {
    const price = this.price(extras.priceId, 'line_items[0][price]');
    const session = buildCheckoutSession(fields, price.unit_amount * extras.quantity, price.currency, baseUrl);
    this.checkoutSessions.set(session.id, session);
    this.checkoutExtras.set(session.id, extras);
    return session;
  }

  /** What paying on the hosted page does: a customer if needed, an active subscription, a paid invoice. */
  completeCheckout(id: string): FakeStripeEvent[] {
    const session = this.checkoutSession(id);
    if (session.mode === 'payment') return this.connect.completePaymentCheckout(session);
    const extras = this.checkoutExtras.get(id);
    if (!extras) throw noSuch('checkout.session', id);
    if (session.status !== 'open')
      throw new StripeApiError(
        400,
        `This Checkout Session is ${session.status}.`,
        undefined,
        'checkout_session_not_open',
      );
    const events: FakeStripeEvent[] = [];
    let customer = session.customer ? this.customer(session.customer) : undefined;
    if (!customer) {
      customer = this.createCustomer({
        email: session.customer_email,
        name: null,
        description: null,
        phone: null,
        metadata: {},
      });
      events.push(buildEvent('customer.created', customer));
    }
    const subscription = buildSubscription(
      customer,
      this.price(extras.priceId),
      extras.quantity,
      extras.subscriptionMetadata,
    );
    this.subscriptions.set(subscription.id, subscription);
    const invoice = buildInvoice(subscription, customer, { reason: 'subscription_create', paid: true });
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    Object.assign(session, {
      customer: customer.id,
      customer_details: {
        business_name: null,
        individual_name: null,
        email: customer.email,
        name: customer.name,
        phone: null,
        address: null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      invoice: invoice.id,
      payment_status: 'paid',
      status: 'complete',
      subscription: subscription.id,
      url: null,
    } satisfies Partial<StripeCheckoutSessionObject>);
    events.push(buildEvent('customer.subscription.created', subscription));
    events.push(buildEvent('checkout.session.completed', session));
    events.push(buildEvent('invoice.paid', invoice));
    return events;
  }

  createPortalSession(customerId: string, returnUrl: string | null, baseUrl: string): StripePortalSessionObject {
    this.customer(customerId, 'customer');
    const session = buildPortalSession(customerId, returnUrl, baseUrl);
    this.portalSessions.set(session.id, session);
    return session;
  }

  /** Newest first, as Stripe lists them. */
  subscriptionsOf(customerId: string): StripeSubscriptionObject[] {
    return [...this.subscriptions.values()].filter((subscription) => subscription.customer === customerId).reverse();
  }

  updateSubscription(id: string, change: SubscriptionChange): FakeStripeEvent[] {
    const subscription = this.subscription(id);
    if (change.status === 'canceled') return this.deleteSubscription(id);
    const before = structuredClone(subscription);
    const item = subscription.items.data[0];
    if (change.status !== undefined) subscription.status = change.status;
    if (change.priceId !== undefined && item) {
      item.price = structuredClone(this.price(change.priceId));
      item.plan = planOf(item.price);
    }
    if (change.currentPeriodEnd !== undefined && item) {
      item.current_period_end = toSeconds(change.currentPeriodEnd);
      if (subscription.cancel_at_period_end) subscription.cancel_at = item.current_period_end;
    }
    if (change.cancelAtPeriodEnd !== undefined) this.setCancelAtPeriodEnd(subscription, change.cancelAtPeriodEnd);
    if (change.metadata !== undefined) subscription.metadata = { ...change.metadata };
    return [buildEvent('customer.subscription.updated', subscription, previousAttributes(before, subscription))];
  }

  /**
   * A renewal whose card is declined: the period moves on, its invoice stays open, the subscription
   * is past_due. On a past_due subscription it is a failed retry of that same invoice.
   */
  failPayment(id: string): FakeStripeEvent[] {
    const subscription = this.subscription(id);
    const item = subscription.items.data[0];
    if (!item) throw new Error(`Subscription ${id} has no item`);
    if (subscription.status === 'canceled')
      throw new StripeApiError(400, `Subscription ${id} is canceled: nothing to charge.`);
    const open = this.openInvoiceOf(subscription);
    if (subscription.cancel_at_period_end && !open) {
      // Stripe ends such a subscription at the period's end instead of renewing it: there is no renewal to decline.
      throw new StripeApiError(400, `Subscription ${id} cancels at the period's end: it does not renew.`);
    }
    if (subscription.status === 'past_due' && open) {
      open.attempt_count += 1;
      open.next_payment_attempt = nowSeconds() + RETRY_AFTER_SECONDS;
      return [buildEvent('invoice.payment_failed', open)];
    }
    const before = structuredClone(subscription);
    item.current_period_start = item.current_period_end;
    item.current_period_end = periodEnd(item.current_period_start, item.price.recurring);
    const invoice = buildInvoice(subscription, this.customer(subscription.customer), {
      reason: 'subscription_cycle',
      paid: false,
    });
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    subscription.status = 'past_due';
    return [
      buildEvent('invoice.payment_failed', invoice),
      buildEvent('customer.subscription.updated', subscription, previousAttributes(before, subscription)),
    ];
  }

  /** The card is updated and the open invoice paid: invoice.paid, then the subscription is active again. */
  retryPayment(id: string): FakeStripeEvent[] {
    const subscription = this.subscription(id);
    const invoice = this.openInvoiceOf(subscription);
    if (!invoice) {
      throw new StripeApiError(400, `Subscription ${id} has no open invoice to pay.`, undefined, 'invoice_not_open');
    }
    const before = structuredClone(subscription);
    const now = nowSeconds();
    Object.assign(invoice, {
      amount_paid: invoice.amount_due,
      amount_remaining: 0,
      attempt_count: invoice.attempt_count + 1,
      auto_advance: false,
      next_payment_attempt: null,
      status: 'paid',
      status_transitions: { ...invoice.status_transitions, paid_at: now },
    } satisfies Partial<StripeInvoiceObject>);
    subscription.status = 'active';
    return [
      buildEvent('invoice.paid', invoice),
      buildEvent('customer.subscription.updated', subscription, previousAttributes(before, subscription)),
    ];
  }

  deleteSubscription(id: string): FakeStripeEvent[] {
    const subscription = this.subscription(id);
    if (subscription.status === 'canceled') throw new StripeApiError(400, `Subscription ${id} is already canceled.`);
    const now = nowSeconds();
    subscription.status = 'canceled';
    subscription.ended_at = now;
    subscription.canceled_at = subscription.canceled_at ?? now;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: 'cancellation_requested',
    };
    return [buildEvent('customer.subscription.deleted', subscription)];
  }

  private openInvoiceOf(subscription: StripeSubscriptionObject): StripeInvoiceObject | undefined {
    const invoice = subscription.latest_invoice ? this.invoices.get(subscription.latest_invoice) : undefined;
    return invoice?.status === 'open' ? invoice : undefined;
  }

  private setCancelAtPeriodEnd(subscription: StripeSubscriptionObject, cancel: boolean): void {
    // Stripe records when the cancellation was asked for and, since 2025-03-31, when it will happen.
    const end = subscription.items.data[0]?.current_period_end ?? null;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? end : null;
    subscription.canceled_at = cancel ? nowSeconds() : null;
    subscription.cancellation_details = {
      comment: null,
      feedback: null,
      feedback_option: null,
      reason: cancel ? 'cancellation_requested' : null,
    };
  }
}

/** `data.previous_attributes` of an `.updated` event: the old values of the top-level fields that changed. */
function previousAttributes<T extends object>(before: T, after: T): Record<string, unknown> {
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) previous[String(key)] = before[key];
  }
  return previous;
}

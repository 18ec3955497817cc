import Stripe from 'stripe';
import { buildEvent, type FakeStripeEvent } from './fake-stripe-objects.ts';

export type SignedEvent = { payload: string; signature: string; event: FakeStripeEvent };

/** One attempt to deliver an event: `status` is the receiver's HTTP status, null when none answered. */
export type WebhookDelivery = { event: FakeStripeEvent; status: number | null; ok: boolean; error?: string };

/**
 * Signs events exactly as Stripe does (the real SDK's `generateTestHeaderString`, so the product's
 * `constructEvent` checks a genuine `Stripe-Signature`) and posts them one at a time, in order, to
 * the webhook URL, awaiting each answer. Failed deliveries are kept for `redeliver()`.
 */
export class WebhookSender {
  readonly deliveries: WebhookDelivery[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  private readonly signer: Stripe;
  readonly secret: string;
  url: string | undefined;
  private readonly onDelivery: ((delivery: WebhookDelivery) => void) | undefined;

  constructor(
    secretKey: string,
    secret: string,
    url: string | undefined,
    onDelivery?: (delivery: WebhookDelivery) => void,
  ) {
    this.signer = new Stripe(secretKey);
    this.secret = secret;
    this.url = url;
    this.onDelivery = onDelivery;
  }

  sign(event: FakeStripeEvent): SignedEvent {
    // Stripe sends its events pretty-printed: a receiver that re-serialises the JSON breaks the signature, as it would live.
    const payload = JSON.stringify(event, null, 2);
    const signature = this.signer.webhooks.generateTestHeaderString({ payload, secret: this.secret });
    return { payload, signature, event };
  }

  signNew(type: string, object: unknown): SignedEvent {
    return this.sign(buildEvent(type, object));
  }

  /** Delivers after whatever is already being delivered, so events arrive in the order they happened. */
  send(events: FakeStripeEvent[]): Promise<WebhookDelivery[]> {
    const run = this.queue.then(async () => {
      const results: WebhookDelivery[] = [];
      for (const event of events) {
        const delivery = await this.post(event);
        this.onDelivery?.(delivery);
        results.push(delivery);
      }
      this.deliveries.push(...results);
      return results;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Resolves once every event sent so far has been delivered (or failed). */
  async settled(): Promise<void> {
    await this.queue;
  }

  /** Sends again, in their order, the events whose last delivery failed. */
  async redeliver(): Promise<WebhookDelivery[]> {
    const failed = this.deliveries.filter((delivery) => !delivery.ok);
    const pending = failed.filter(
      (delivery) => !this.deliveries.some((later) => later.ok && later.event.id === delivery.event.id),
    );
    const events = [...new Map(pending.map((delivery) => [delivery.event.id, delivery.event])).values()];
    return this.send(events);
  }

  private async post(event: FakeStripeEvent): Promise<WebhookDelivery> {
    if (!this.url) return { event, status: null, ok: false, error: 'No webhook URL is set' };
    const { payload, signature } = this.sign(event);
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signature,
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(30_000),
      });
      await response.text();
      return { event, status: response.status, ok: response.ok };
    } catch (error) {
      return { event, status: null, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

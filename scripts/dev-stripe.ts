/**
 * `npm run dev:stripe`: the offline Stripe test server on a fixed port, so `npm start` can sell
 * plans with no Stripe account and no network. It prints the environment lines that point the
 * product at it; its state is in memory and starts empty (the four prices) on every run.
 * Stripe Connect works on it too: Express onboarding (the hosted page's Complete onboarding / Save
 * and leave), payment-mode Checkout (a PaymentIntent, a Charge and its receipt page), transfers to
 * connected accounts and refunds. Every event, Connect's included (account.updated, payout.paid,
 * with their `account`), goes to the one webhook below, /api/billing/webhook.
 *
 *   npm run dev:stripe -- --port 12111 --webhook-url http://localhost:3000/api/billing/webhook
 */
import { parseArgs } from 'node:util';
import { BILLING_PLANS } from '@equicreators/shared';
import { startFakeStripe } from '../apps/api/src/test/stripe/fake-stripe-server.ts';

// Fixed, so the printed lines stay the same from one run to the next; it only guards a local demo.
const DEV_WEBHOOK_SECRET = 'whsec_equicreators_offline_dev_secret';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    'webhook-url': { type: 'string', default: 'http://localhost:3000/api/billing/webhook' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`--port must be a port number (got ${values.port})`);
  process.exit(1);
}

const fake = await startFakeStripe({
  port,
  webhookUrl: values['webhook-url'],
  webhookSecret: DEV_WEBHOOK_SECRET,
  onDelivery: (delivery) => {
    const outcome = delivery.ok ? `${delivery.status}` : `FAILED (${delivery.status ?? delivery.error})`;
    console.log(`webhook ${delivery.event.type} ${delivery.event.id} → ${outcome}`);
  },
});

const envLines = [
  `STRIPE_API_URL=${fake.url}`,
  `STRIPE_SECRET_KEY=${fake.secretKey}`,
  `STRIPE_WEBHOOK_SECRET=${fake.webhookSecret}`,
  ...BILLING_PLANS.map((plan) => `STRIPE_PRICE_${plan.toUpperCase().replace('-', '_')}=${fake.priceIds[plan]}`),
];

console.log(`Offline test Stripe on ${fake.url}, sending webhooks to ${values['webhook-url']}.`);
console.log('Start the product with these variables (in another terminal):\n');
console.log(envLines.join('\n'));
console.log(`\nfor example: ${envLines.join(' ')} npm start\n`);

// Stripe retries a refused delivery for days; here every 30 s, so events sent while `npm start` was down still arrive.
const retries = setInterval(() => void fake.redeliver(), 30_000);

function stop() {
  clearInterval(retries);
  void fake.close().then(() => process.exit(0));
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);

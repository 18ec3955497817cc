import type { StripePriceObject } from './fake-stripe-objects.ts';
import type { StripeCheckoutSessionObject, StripePortalSessionObject } from './fake-stripe-sessions.ts';
import type { StripeSubscriptionObject } from './fake-stripe-subscriptions.ts';

/**
 * The hosted Checkout and customer portal pages: plain HTML forms that post back to the fake, so
 * a browser (or Playwright) can click through a purchase with no script and no network.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;cursor:pointer}
.note{color:#555;font-size:.9rem}li{margin-bottom:1.5rem}</style></head>
<body><main>
<p class="note">Offline test Stripe: no card is charged and nothing leaves this machine.</p>
${body}
</main></body></html>`;
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

function describePrice(price: StripePriceObject): string {
  return `${formatAmount(price.unit_amount, price.currency)} / ${price.recurring.interval}`;
}

function formatDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}

export function renderCheckoutPage(
  session: StripeCheckoutSessionObject,
  price: StripePriceObject,
  productName: string,
): string {
  if (session.status !== 'open') {
    return page('Checkout', `<h1>This checkout is ${escapeHtml(session.status)}</h1>`);
  }
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
  return page(
    `Pay ${productName}`,
    `<h1>${escapeHtml(productName)}</h1>
<p>${escapeHtml(price.nickname ?? '')}: <strong>${escapeHtml(describePrice(price))}</strong></p>
<p>Total due today: <strong>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

export function renderCheckoutDone(): string {
  return page('Payment complete', '<h1>Payment complete</h1><p>You can close this page.</p>');
}

/** The actions the portal offers for one subscription, each a form posting back to the fake. */
export const PORTAL_ACTIONS = {
  'cancel-at-period-end': 'Cancel at period end',
  renew: 'Renew (undo cancellation)',
  'cancel-now': 'Cancel now',
  'fail-payment': 'Simulate a failed payment',
  'pay-invoice': 'Update card and pay',
} as const;
export type PortalAction = keyof typeof PORTAL_ACTIONS;

function renderSubscription(
  portal: StripePortalSessionObject,
  subscription: StripeSubscriptionObject,
  productName: (id: string) => string,
): string {
  const item = subscription.items.data[0];
  if (!item) return '';
  const product = typeof item.price.product === 'string' ? item.price.product : item.price.product.id;
  const ended = subscription.status === 'canceled';
  const when = ended
    ? `Ended ${formatDate(subscription.ended_at ?? subscription.created)}`
    : subscription.cancel_at_period_end
      ? `Ends ${formatDate(item.current_period_end)}`
      : `Renews ${formatDate(item.current_period_end)}`;
  // A past-due subscription has an open invoice: it can fail again or be paid with a new card.
  // One set to cancel at the period's end does not renew, so it has no renewal to decline.
  const payments: PortalAction[] =
    subscription.status === 'past_due'
      ? ['fail-payment', 'pay-invoice']
      : subscription.cancel_at_period_end
        ? []
        : ['fail-payment'];
  const actions: PortalAction[] = ended
    ? []
    : [subscription.cancel_at_period_end ? 'renew' : 'cancel-at-period-end', 'cancel-now', ...payments];
  const forms = actions
    .map(
      (action) =>
        `<form method="post" action="/portal/${escapeHtml(portal.id)}/subscriptions/${escapeHtml(subscription.id)}/${action}" style="display:inline">` +
        `<button type="submit">${PORTAL_ACTIONS[action]}</button></form>`,
    )
    .join('\n');
  return `<li>
<h2>${escapeHtml(productName(product))}</h2>
<p>${escapeHtml(item.price.nickname ?? '')}: ${escapeHtml(describePrice(item.price))}</p>
<p>Status: <strong>${escapeHtml(subscription.status)}</strong>. ${escapeHtml(when)}.</p>
${forms}
</li>`;
}

export function renderPortalPage(
  portal: StripePortalSessionObject,
  subscriptions: StripeSubscriptionObject[],
  productName: (id: string) => string,
): string {
  const list = subscriptions.length
    ? `<ul>${subscriptions.map((subscription) => renderSubscription(portal, subscription, productName)).join('\n')}</ul>`
    : '<p>No subscriptions.</p>';
  const back = portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return</a></p>` : '';
  return page('Billing portal', `<h1>Your subscriptions</h1>\n${list}\n${back}`);
}

export function renderError(status: number, message: string): string {
  return page(`Error ${status}`, `<h1>${escapeHtml(message)}</h1>`);
}

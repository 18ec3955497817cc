import type { StripeAccountObject, StripeChargeObject } from './fake-stripe-connect-objects.ts';
import type { PaymentLine } from './fake-stripe-connect-state.ts';
import type { FakeStripeEvent } from './fake-stripe-objects.ts';
import { escapeHtml, formatAmount, page } from './fake-stripe-pages.ts';
import type { StripeCheckoutSessionObject } from './fake-stripe-sessions.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';

/**
 * The hosted pages of Connect and payment-mode Checkout: Express onboarding, a one-off payment's
 * Checkout and its receipt. Plain HTML forms posting back to the fake, as the other hosted pages.
 */

export type PageAnswer = { status: number; html: string } | { redirect: string };

function renderOnboardingPage(account: StripeAccountObject, query: string, returnUrl: string | null): string {
  const due = account.requirements.currently_due;
  const state = account.payouts_enabled
    ? 'Onboarding is complete: this account can receive transfers and payouts.'
    : account.details_submitted
      ? 'Details submitted; Stripe is still verifying them.'
      : 'Not started.';
  const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to the platform</a></p>` : '';
  const action = (what: string) => `/connect/onboarding/${escapeHtml(account.id)}/${what}${escapeHtml(query)}`;
  return page(
    'Set up payouts',
    `<h1>Set up payouts</h1>
<p>Express account <code>${escapeHtml(account.id)}</code>${account.email ? ` for ${escapeHtml(account.email)}` : ''}, ${escapeHtml(account.country)}, paid out in ${escapeHtml(account.default_currency.toUpperCase())}.</p>
<p>Status: <strong>${escapeHtml(state)}</strong></p>
${due.length ? `<p>Still needed:</p><ul>${due.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
<form method="post" action="${action('complete')}" style="display:inline"><button type="submit">Complete onboarding</button></form>
<form method="post" action="${action('save')}" style="display:inline"><button type="submit">Save and leave</button></form>
${back}`,
  );
}

export function renderPaymentCheckoutPage(session: StripeCheckoutSessionObject, lines: PaymentLine[]): string {
  if (session.status !== 'open') return page('Checkout', `<h1>This checkout is ${escapeHtml(session.status)}</h1>`);
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
  const items = lines
    .map(
      (line) =>
        `<li>${escapeHtml(line.name)}${line.quantity > 1 ? ` × ${line.quantity}` : ''}: <strong>${escapeHtml(formatAmount(line.unitAmount * line.quantity, session.currency))}</strong></li>`,
    )
    .join('\n');
  return page(
    'Pay',
    `<h1>Pay</h1>
<ul>${items}</ul>
<p>Total: <strong>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

function renderReceiptPage(charge: StripeChargeObject): string {
  const refunded = charge.amount_refunded
    ? `<p>Refunded: ${escapeHtml(formatAmount(charge.amount_refunded, charge.currency))}</p>`
    : '';
  return page(
    'Receipt',
    `<h1>Receipt</h1>
<p>Amount paid: <strong>${escapeHtml(formatAmount(charge.amount, charge.currency))}</strong></p>
${refunded}
<p>Date paid: ${new Date(charge.created * 1000).toISOString().slice(0, 10)}</p>
<p class="note">Charge <code>${escapeHtml(charge.id)}</code></p>`,
  );
}

/**
 * The Connect pages (`/connect/onboarding/…`, `/receipts/…`), or undefined for any other path.
 * `run` delivers the events a click causes before the browser is sent on, as Stripe's pages do.
 */
export async function answerConnectPage(
  state: FakeStripeState,
  method: string,
  url: URL,
  run: (events: FakeStripeEvent[]) => Promise<unknown>,
): Promise<PageAnswer | undefined> {
  const onboarding = /^\/connect\/onboarding\/([^/]+)(?:\/(complete|save))?$/.exec(url.pathname);
  if (onboarding?.[1]) {
    const account = state.connect.account(onboarding[1]);
    const returnUrl = url.searchParams.get('return');
    if (method === 'GET' && !onboarding[2])
      return { status: 200, html: renderOnboardingPage(account, url.search, returnUrl) };
    if (method === 'POST' && onboarding[2]) {
      await run(
        onboarding[2] === 'complete'
          ? state.connect.completeOnboarding(account.id)
          : state.connect.leaveOnboarding(account.id),
      );
      return { redirect: returnUrl ?? `/connect/onboarding/${account.id}` };
    }
  }
  const receipt = /^\/receipts\/([^/]+)$/.exec(url.pathname);
  if (receipt?.[1] && method === 'GET')
    return { status: 200, html: renderReceiptPage(state.connect.charge(receipt[1])) };
  return undefined;
}

import { BILLING_MESSAGES, type BillingPlan, type BillingPlanPrice, type ClubMeetingPage } from '@equicreators/shared';
import { formatPeriodEnd } from '@/lib/billing/billing-dates';
import { formatPlanPrice, planNameOf } from '@/lib/billing/plan-price';
import { scheduleOf } from './club-schedule-view';
import { LINK_CLASSES, element } from './island-dom';

const BUTTON_CLASSES =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full py-2 text-center bg-saddle-600 px-6 text-base font-semibold text-cream hover:bg-saddle-700 disabled:opacity-60';

function bodyOf(panel: HTMLElement): HTMLElement {
  return panel.querySelector<HTMLElement>('[data-club-join-body]') ?? panel;
}

/** A line announced in the panel: progress (status) or a failure (alert). */
export function renderMessage(
  panel: HTMLElement,
  text: string,
  role: 'status' | 'alert' = 'status',
  { keepContent = false } = {},
): void {
  const body = bodyOf(panel);
  body.querySelector('[data-club-join-message]')?.remove();
  if (!keepContent) body.replaceChildren();
  const line = element(
    'p',
    role === 'alert' ? 'rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800' : 'text-ink-muted',
    text,
  );
  line.setAttribute('role', role);
  line.dataset.clubJoinMessage = '';
  body.append(line);
}

/** The club's plans with the API's prices, each a button that starts Checkout. */
export function renderJoinPlans(
  panel: HTMLElement,
  view: { prices: BillingPlanPrice[]; notice: string | null; onChoose: (plan: BillingPlan) => Promise<void> },
): void {
  const body = bodyOf(panel);
  body.replaceChildren();
  if (view.notice) body.append(element('p', 'text-sm text-ink-muted', view.notice));
  const buttons = view.prices.map((price) => {
    const { amount, period } = formatPlanPrice(price);
    const button = element('button', BUTTON_CLASSES, `Join ${planNameOf(price).toLowerCase()} · ${amount} ${period}`);
    button.type = 'button';
    button.addEventListener('click', () => {
      for (const other of buttons) other.disabled = true;
      button.setAttribute('aria-busy', 'true');
      view.onChoose(price.plan).catch(() => {
        for (const other of buttons) other.disabled = false;
        button.removeAttribute('aria-busy');
      });
    });
    return button;
  });
  const row = element('div', 'flex flex-wrap gap-3');
  row.append(...buttons);
  body.append(row, element('p', 'text-sm text-ink-muted', 'Paid by card through Stripe. Cancel any time.'));
}

/** A member: the badge, the payment just received, and on /club the meeting schedule. */
export function renderMember(
  panel: HTMLElement,
  view: {
    isJustPaid: boolean;
    /** On /club: the upcoming meetings, or null when they could not be read. */
    meetings: ClubMeetingPage | null;
    paidMessage: string;
    /** Decision 018: a failed payment keeps membership while Stripe retries; a cancellation, until the period ends. */
    pastDue: boolean;
    endsAt: string | null;
    /** The paid period's end when the subscription renews then; null when it ends (endsAt) or is unknown. */
    renewsAt: string | null;
  },
): void {
  const heading = panel.querySelector('[data-club-join-heading]');
  if (heading) heading.textContent = 'Your membership';
  // A member is past the offer: the price and 'Apply to join' give way to the membership itself.
  for (const offer of document.querySelectorAll<HTMLElement>('[data-club-offer]')) offer.hidden = true;
  const body = bodyOf(panel);
  body.replaceChildren();
  if (view.isJustPaid) {
    const paid = element(
      'p',
      'rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm font-semibold text-green-900',
      view.paidMessage,
    );
    paid.setAttribute('role', 'status');
    body.append(paid);
  }
  body.append(
    element(
      'span',
      'inline-flex items-center self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800',
      BILLING_MESSAGES.clubMember,
    ),
  );
  if (view.pastDue) {
    const failed = element('a', `${LINK_CLASSES} text-red-800`, BILLING_MESSAGES.paymentFailed);
    failed.href = '/billing';
    const line = element('p', 'rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm');
    line.setAttribute('role', 'alert');
    line.append(failed);
    body.append(line);
  }
  if (view.endsAt) {
    body.append(element('p', 'text-sm text-ink-muted', `Your subscription ends on ${formatPeriodEnd(view.endsAt)}.`));
  } else if (view.renewsAt) {
    body.append(
      element('p', 'text-sm text-ink-muted', `Active: your membership renews on ${formatPeriodEnd(view.renewsAt)}.`),
    );
  }
  if (panel.dataset.showsSchedule === 'true') body.append(scheduleOf(view.meetings));
  else {
    const link = element('a', LINK_CLASSES, 'See the meeting schedule');
    link.href = '/club';
    body.append(link);
  }
  const billing = element('a', `${LINK_CLASSES} text-sm`, 'Manage billing');
  billing.href = '/billing';
  body.append(billing);
}

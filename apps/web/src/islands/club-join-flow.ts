import { BILLING_MESSAGES, type BillingPlan, type BillingState, type ClubMeetingPage } from '@equicreators/shared';
import { fetchPlanPrices, isBillingNotConfigured } from '@/lib/billing/billing-requests';
import { syncUntilAccess } from '@/lib/billing/sync-until-access';
import { apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import type { IslandOptions } from './island-names';
import { renderJoinPlans, renderMember, renderMessage } from './club-join-view';

type ClubJoinOptions = IslandOptions & { signal: AbortSignal };

/** Where the creator stands with the club, once the return from Checkout (if any) is settled. */
export async function runClubJoin(panel: HTMLElement, { signal }: ClubJoinOptions): Promise<void> {
  const checkout = new URLSearchParams(window.location.search).get('checkout');
  if (checkout) tidyAddress();
  let state: BillingState | null;
  let isJustPaid = false;
  try {
    if (checkout === 'success') {
      renderMessage(panel, 'Confirming your payment…');
      state = await syncUntilAccess(
        () => apiRequest('/billing/sync', { method: 'POST', signal }) as Promise<BillingState>,
      );
      isJustPaid = state.access;
    } else {
      state = (await apiRequest('/billing', { signal })) as BillingState;
    }
  } catch (error) {
    if (signal.aborted) return;
    // Without online payment the page's own 'Apply here' remains the way in.
    if (isBillingNotConfigured(error)) panel.hidden = true;
    else renderMessage(panel, errorMessage(error), 'alert');
    return;
  }
  if (signal.aborted) return;

  if (state.access) {
    const meetings = panel.dataset.showsSchedule === 'true' ? await readMeetings(signal) : null;
    if (signal.aborted) return;
    renderMember(panel, {
      isJustPaid,
      meetings,
      paidMessage: BILLING_MESSAGES.paymentReceived,
      pastDue: state.pastDue,
      endsAt: state.cancelAtPeriodEnd ? state.currentPeriodEnd : null,
      renewsAt: state.cancelAtPeriodEnd ? null : state.currentPeriodEnd,
    });
    return;
  }
  await offerPlans(panel, signal, checkout === 'success');
}

async function offerPlans(panel: HTMLElement, signal: AbortSignal, isPaymentPending: boolean): Promise<void> {
  const prices = await fetchPlanPrices(signal).catch(() => null);
  if (signal.aborted) return;
  const clubPrices = prices?.filter((price) => price.audience === 'club') ?? [];
  if (clubPrices.length === 0) {
    panel.hidden = true;
    return;
  }
  renderJoinPlans(panel, {
    prices: clubPrices,
    notice: isPaymentPending
      ? 'Stripe is still confirming your payment: reload this page in a minute to see your membership.'
      : null,
    onChoose: (plan) => startCheckout(panel, plan),
  });
}

/** Stripe Checkout for the chosen plan: the browser leaves for the hosted page. */
async function startCheckout(panel: HTMLElement, plan: BillingPlan): Promise<void> {
  try {
    const { url } = (await apiRequest('/billing/checkout', { method: 'POST', body: { plan } })) as { url: string };
    window.location.assign(url);
  } catch (error) {
    renderMessage(panel, errorMessage(error), 'alert', { keepContent: true });
    throw error;
  }
}

async function readMeetings(signal: AbortSignal): Promise<ClubMeetingPage | null> {
  try {
    return (await apiRequest('/club/meetings', { signal })) as ClubMeetingPage;
  } catch {
    return null;
  }
}

/** The return from Checkout leaves `?checkout=…&session_id=…`; a reload must not sync again. */
function tidyAddress(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete('checkout');
  url.searchParams.delete('session_id');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

import type { APIRequestContext } from '@playwright/test';
import type { OrderPaymentAnswer } from '@equicreators/shared';
import { bearer, type ApiLogin } from './campaign-api';
import { expect } from './fixtures';
import type { OrderRef } from './order-work-api';

function paymentPath({ campaignId, creatorId }: OrderRef, rest = ''): string {
  return `/api/orders/${campaignId}/${creatorId}/payment${rest}`;
}

/** GET …/payment as one of the parties. */
export async function paymentViaApi(
  request: APIRequestContext,
  login: ApiLogin,
  order: OrderRef,
): Promise<OrderPaymentAnswer> {
  const response = await request.get(paymentPath(order), { headers: bearer(login) });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderPaymentAnswer;
}

/**
 * The brand pays a hired order as it would in the browser (issue 32): Checkout through the API,
 * then the offline Stripe's hosted page's Pay, posted over HTTP (its address is reachable from the
 * test process), then the return page's sync until the payment is held. An order with nothing to
 * pay through the platform (paid outside, no fee, already paid) is left as it is.
 */
export async function payOrderViaApi(request: APIRequestContext, brand: ApiLogin, order: OrderRef): Promise<void> {
  const before = await paymentViaApi(request, brand, order);
  if (before.mode !== 'platform' || before.payment?.status !== 'awaiting_payment') return;
  const started = await request.post(paymentPath(order, '/checkout'), { headers: bearer(brand) });
  expect(started.ok(), await started.text()).toBe(true);
  const checkout = new URL(((await started.json()) as { url: string }).url);
  const sessionId = /\/checkout\/([^/?#]+)/.exec(checkout.pathname)?.[1];
  if (!sessionId) throw new Error(`No checkout session in ${checkout.href}`);
  const paid = await request.post(`${checkout.origin}/checkout/${sessionId}/pay`, { maxRedirects: 0 });
  expect(paid.status(), await paid.text()).toBeLessThan(400);
  await expect
    .poll(async () => {
      const synced = await request.post(paymentPath(order, '/sync'), { headers: bearer(brand) });
      return synced.ok() ? ((await synced.json()) as OrderPaymentAnswer).payment?.status : synced.status();
    })
    .toBe('held');
}

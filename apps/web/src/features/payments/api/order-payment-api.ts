import { OrderPaymentAnswerSchema, PaymentRedirectSchema } from '@equicreators/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';
import { orderPath, type OrderIds } from '@/lib/order-work-key';

/** The payment's query keys: one per order. */
export const orderPaymentKeys = {
  all: ['order-payment'] as const,
  order: (ids: OrderIds) => ['order-payment', ids.campaignId, ids.creatorId] as const,
};

/** GET …/payment: paid through the platform, outside, or no fee. A 404 is an answer: no retry. */
export function useOrderPayment(ids: OrderIds | null) {
  return useQuery({
    queryKey: orderPaymentKeys.order(ids ?? { campaignId: '', creatorId: '' }),
    queryFn: ids
      ? ({ signal }) => apiRequest(orderPath(ids, 'payment'), { schema: OrderPaymentAnswerSchema, signal })
      : skipToken,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    refetchOnWindowFocus: true,
  });
}

/** POST …/payment/checkout: where to send the brand to pay (Stripe Checkout). */
export function startOrderCheckout(ids: OrderIds) {
  return apiRequest(orderPath(ids, 'payment/checkout'), { method: 'POST', schema: PaymentRedirectSchema });
}

/** POST …/payment/sync: the return page asks the server to read Stripe now. */
export function syncOrderPayment(ids: OrderIds) {
  return apiRequest(orderPath(ids, 'payment/sync'), { method: 'POST', schema: OrderPaymentAnswerSchema });
}

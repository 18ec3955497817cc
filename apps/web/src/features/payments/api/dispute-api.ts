import {
  OrderPaymentAnswerSchema,
  PaymentDisputeAnswerSchema,
  type DisputeProposalInput,
  type OpenDisputeInput,
} from '@equicreators/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { orderPath, type OrderIds } from '@/lib/order-work-key';
import { notify } from '@/lib/toast/notify';

/** The order's payment as the dispute panel reads it (the same entry as the Payment section's). */
export const disputePaymentKey = (ids: OrderIds) => ['order-payment', ids.campaignId, ids.creatorId] as const;

/** GET …/payment: the order's payment; a 404 (no such route or no payment) reads as none. */
export function useDisputePayment(ids: OrderIds | null) {
  return useQuery({
    queryKey: disputePaymentKey(ids ?? { campaignId: '', creatorId: '' }),
    queryFn: ids
      ? async ({ signal }) => {
          try {
            return await apiRequest(orderPath(ids, 'payment'), { schema: OrderPaymentAnswerSchema, signal });
          } catch (error) {
            if (error instanceof ApiError && error.status === 404) return null;
            throw error;
          }
        }
      : skipToken,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
    refetchOnWindowFocus: true,
  });
}

export const openDispute = (ids: OrderIds, body: OpenDisputeInput) =>
  apiRequest(orderPath(ids, 'payment/dispute'), { method: 'POST', body, schema: PaymentDisputeAnswerSchema });

export const proposeSplit = (ids: OrderIds, body: DisputeProposalInput) =>
  apiRequest(orderPath(ids, 'payment/dispute/proposal'), { method: 'POST', body, schema: PaymentDisputeAnswerSchema });

export const acceptSplit = (ids: OrderIds) =>
  apiRequest(orderPath(ids, 'payment/dispute/accept'), { method: 'POST', schema: PaymentDisputeAnswerSchema });

/** A dispute change; the payment is read again after it (its status and dispute both move). */
export function useDisputeChange<Input>(
  ids: OrderIds,
  change: (ids: OrderIds, input: Input) => Promise<unknown>,
  done: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => change(ids, input),
    onSuccess: () => {
      notify.success(done);
      void queryClient.invalidateQueries({ queryKey: disputePaymentKey(ids), exact: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.fields.length > 0)) return;
      notify.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: disputePaymentKey(ids), exact: true });
      }
    },
  });
}

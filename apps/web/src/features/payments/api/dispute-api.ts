import {
  PaymentDisputeAnswerSchema,
  type DisputeAcceptInput,
  type DisputeProposalInput,
  type OpenDisputeInput,
} from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { orderPath, type OrderIds } from '@/lib/order-work-key';
import { notify } from '@/lib/toast/notify';
import { orderPaymentKeys } from './order-payment-api';

export const openDispute = (ids: OrderIds, body: OpenDisputeInput) =>
  apiRequest(orderPath(ids, 'payment/dispute'), { method: 'POST', body, schema: PaymentDisputeAnswerSchema });

export const proposeSplit = (ids: OrderIds, body: DisputeProposalInput) =>
  apiRequest(orderPath(ids, 'payment/dispute/proposal'), { method: 'POST', body, schema: PaymentDisputeAnswerSchema });

/** Accepts the split the person read, by its id: one changed since is refused (409) and read again. */
export const acceptSplit = (ids: OrderIds, body: DisputeAcceptInput) =>
  apiRequest(orderPath(ids, 'payment/dispute/accept'), { method: 'POST', body, schema: PaymentDisputeAnswerSchema });

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
      void queryClient.invalidateQueries({ queryKey: orderPaymentKeys.order(ids), exact: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 401 || error.fields.length > 0)) return;
      notify.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderPaymentKeys.order(ids), exact: true });
      }
    },
  });
}

import type { DealChangeResponse } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import type { OrderIds } from '@/lib/order-work-key';
import { dealQueryKeys } from '../api/deal-query-keys';

/**
 * One change of the deal (a proposal, an answer). Its answer is the deal after it, so the cache
 * takes it at once and the server's sentence shows; a 409 means the other side moved first: say
 * so and read the deal again. Field issues stay on the error for the form to place.
 */
export function useDealChange<Input>(
  ids: OrderIds,
  change: (ids: OrderIds, input: Input) => Promise<DealChangeResponse>,
) {
  const queryClient = useQueryClient();
  const key = dealQueryKeys.order(ids.campaignId, ids.creatorId);
  return useMutation({
    mutationFn: (input: Input) => change(ids, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.deal);
      notify.success(answer.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 409) {
        notify.error(error.message);
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) return;
      notify.error(errorMessage(error));
    },
  });
}

import type { WorkChangeResponse } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/http/api-client';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { orderWorkKey, type OrderIds } from '@/lib/order-work-key';

export type WorkChangeOptions = {
  /** The toast after a success. */
  successText: string;
  /** The toast for a 409 (the work moved on meanwhile); else the server's own sentence. */
  conflictText?: string;
};

/**
 * One change of the work (review, close, deliverables). Its answer is the panel after the change,
 * so the cache takes it at once; a 409 means the panel was stale: say so and refetch. Field issues
 * stay on the mutation's error for the form to place (no toast).
 */
export function useWorkChange<Input>(
  ids: OrderIds,
  change: (ids: OrderIds, input: Input) => Promise<WorkChangeResponse>,
  options: WorkChangeOptions,
) {
  const queryClient = useQueryClient();
  const key = orderWorkKey(ids.campaignId, ids.creatorId);
  return useMutation({
    mutationFn: (input: Input) => change(ids, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer.work);
      notify.success(options.successText);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) return;
      if (error instanceof ApiError && error.status === 409) {
        notify.error(options.conflictText ?? error.message);
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
        return;
      }
      if (error instanceof ApiError && error.fields.length > 0) return;
      notify.error(errorMessage(error));
    },
  });
}

/** The server's message for one field of a failed change ('comment', 'reason'), if any. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fields.find((issue) => issue.field === field)?.message;
}

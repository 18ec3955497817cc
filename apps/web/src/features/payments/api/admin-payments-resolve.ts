import type { DisputeResolutionInput } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { ADMIN_PAYMENTS_KEY } from './admin-payments-query';

export type ResolveDisputeInput = { paymentId: string; decision: DisputeResolutionInput };

/** POST /api/admin/payments/{paymentId}/dispute/resolve: the admin's decision, with its reason kept. */
export function resolveDispute({ paymentId, decision }: ResolveDisputeInput) {
  return apiRequest(`/admin/payments/${encodeURIComponent(paymentId)}/dispute/resolve`, {
    method: 'POST',
    body: decision,
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveDispute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PAYMENTS_KEY }),
  });
}

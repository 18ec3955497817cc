import { HireResponseSchema, type HireRequest } from '@equicreators/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';

export type HireCreatorInput = { campaignId: string } & HireRequest;

/**
 * Spec §7 POST /api/campaign/{id}/hire: the owning brand hires a creator who applied, at their own
 * rate; another fee is sent as an offer they accept first (issue 46): the answer says which.
 */
export function hireCreator({ campaignId, ...body }: HireCreatorInput) {
  return apiRequest(`/campaign/${encodeURIComponent(campaignId)}/hire`, {
    method: 'POST',
    body,
    schema: HireResponseSchema,
  });
}

export function useHireCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hireCreator,
    // Spec §4: the list reloads after a hire. Returning the promise keeps the button busy until it has.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}

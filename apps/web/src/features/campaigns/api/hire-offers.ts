import { HireOfferAnswerResponseSchema } from '@equicreators/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/http/api-client';
import { campaignQueryKeys } from './campaign-query-keys';
import { fetchApplicationStatus } from './get-application-status';

/** Under the campaigns' key, so a hire, an apply or a withdrawal reads the offer again. */
const offerKey = (campaignId: string) => [...campaignQueryKeys.all, 'hire-offer', campaignId] as const;

/**
 * The brand's offer waiting on the creator's application (issue 46): a hire at another fee than
 * hers, which she accepts or declines before she is hired. Read only while she has applied.
 */
export function useHireOffer(campaignId: string, creatorId: string | null, isApplied: boolean) {
  return useQuery({
    queryKey: offerKey(campaignId),
    queryFn: async ({ signal }) => (await fetchApplicationStatus(campaignId, creatorId ?? '', signal)).offer ?? null,
    enabled: isApplied && creatorId !== null,
  });
}

type OfferAnswer = { campaignId: string; creatorId: string; offerId: string; answer: 'accept' | 'decline' };

/** POST /api/orders/{campaignId}/{creatorId}/offer/{offerId}/answer: the offer she read, by its id. */
export function answerHireOffer({ campaignId, creatorId, offerId, answer }: OfferAnswer) {
  const path = [campaignId, creatorId, 'offer', offerId, 'answer'].map(encodeURIComponent).join('/');
  return apiRequest(`/orders/${path}`, { method: 'POST', body: { answer }, schema: HireOfferAnswerResponseSchema });
}

export function useAnswerHireOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerHireOffer,
    // Accepted, she is hired: her card, her orders and the offer all read again; refused (409), the offer too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignQueryKeys.all }),
  });
}

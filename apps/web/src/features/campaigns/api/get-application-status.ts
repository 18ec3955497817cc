import { ApplicationStatusSchema } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';

/**
 * GET /api/campaign/{campaignId}/influencer/{influencerId}/status: whether the creator already
 * applied (spec §5 asks this before every application). Called on demand by the apply flow, so it
 * has no query hook: a cached answer would defeat the check.
 */
export function fetchApplicationStatus(campaignId: string, influencerId: string, signal?: AbortSignal) {
  return apiRequest(
    `/campaign/${encodeURIComponent(campaignId)}/influencer/${encodeURIComponent(influencerId)}/status`,
    { schema: ApplicationStatusSchema, signal },
  );
}

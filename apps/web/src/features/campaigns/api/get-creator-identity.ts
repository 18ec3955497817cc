import { InfluencerSchema } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';
import { readSession, saveSession } from '@/lib/session/session';

export type CreatorIdentity = { id: string; firstName: string };

/**
 * The logged-in creator's id and first name. Login stores both (spec §3 keys `id` and
 * `firstName`); a session stored some other way (an older tab, a cleared key) loads them once from
 * GET /api/influencers/profile and stores them again, so applying never depends on how the user
 * arrived (spec §5: apply only when a creator id exists).
 */
export async function resolveCreatorIdentity(signal?: AbortSignal): Promise<CreatorIdentity> {
  const { id, firstName } = readSession();
  if (id) return { id, firstName: firstName ?? '' };
  const profile = await apiRequest('/influencers/profile', { schema: InfluencerSchema, signal });
  saveSession({ id: profile._id, firstName: profile.firstName });
  return { id: profile._id, firstName: profile.firstName };
}

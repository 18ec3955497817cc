import { BrandInfluencerRowSchema, type BrandInfluencerRow } from '@equicreators/shared';
import { z } from 'zod';

/** What the influencer list hands to /orders-influencer/{id} (spec §2: the row click carries the creator). */
export type InfluencerLocationState = { influencer: BrandInfluencerRow };

const InfluencerLocationStateSchema = z.object({ influencer: BrandInfluencerRowSchema });

export function influencerPath(id: string): string {
  return `/orders-influencer/${encodeURIComponent(id)}`;
}

/**
 * The creator carried to /orders-influencer/{id}, when there is one for this id. History state
 * outlives the code that wrote it (a reload after an update, another tab), so it is checked, not trusted.
 */
export function readInfluencerState(state: unknown, id: string): BrandInfluencerRow | null {
  const parsed = InfluencerLocationStateSchema.safeParse(state);
  return parsed.success && parsed.data.influencer._id === id ? parsed.data.influencer : null;
}

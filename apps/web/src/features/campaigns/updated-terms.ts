import { ACTIVE_ENTRY_STATUSES, type Campaign, type EntryStatus } from '@equicreators/shared';

/**
 * 'Updated': the brand changed compensation, deliverables or deadlines after creation, and this
 * creator is in the campaign (invited, applied or hired), so it concerns them (docs/decisions/019).
 */
export function hasUpdatedTerms(campaign: Pick<Campaign, 'termsUpdatedAt' | 'myStatus'>): boolean {
  const status = campaign.myStatus;
  return (
    campaign.termsUpdatedAt !== null &&
    status !== null &&
    (ACTIVE_ENTRY_STATUSES as readonly EntryStatus[]).includes(status)
  );
}

import { countryName, disciplineLabel, type Campaign } from '@equicreators/shared';
import { DetailRow } from './campaign-offer-details';

/** Whom the campaign is for (issue 33), as rows of the Campaign Details table; nothing when it wants anyone. */
export function CampaignTargetRows({
  campaign,
}: {
  campaign: Pick<Campaign, 'targetDisciplines' | 'targetCountries'>;
}) {
  return (
    <>
      {campaign.targetDisciplines.length > 0 && (
        <DetailRow label="Disciplines wanted">{campaign.targetDisciplines.map(disciplineLabel).join(', ')}</DetailRow>
      )}
      {campaign.targetCountries.length > 0 && (
        <DetailRow label="Countries wanted">{campaign.targetCountries.map(countryName).join(', ')}</DetailRow>
      )}
    </>
  );
}

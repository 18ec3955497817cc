import {
  brandKitPath,
  countryName,
  disciplineLabel,
  formatFollowerCount,
  type CampaignInfluencer,
} from '@equicreators/shared';
import { Link } from 'react-router';

/**
 * Who an applicant is, on the brand's row (issue 46): disciplines, country and reach, and the way
 * to their media kit when they show it to brands. The server sends these to the campaign's brand only.
 */
export function ApplicantFacts({ creator, name }: { creator: CampaignInfluencer['influencerId']; name: string }) {
  const facts = [
    ...(creator.disciplines ?? []).map(disciplineLabel),
    ...(creator.country ? [countryName(creator.country)] : []),
    ...(creator.totalFollowers !== undefined ? [`${formatFollowerCount(creator.totalFollowers)} followers`] : []),
  ];
  if (facts.length === 0 && !creator.mediaKitHandle) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
      {facts.length > 0 && <span className="break-words">{facts.join(' · ')}</span>}
      {creator.mediaKitHandle && (
        <Link
          to={brandKitPath(creator.mediaKitHandle)}
          aria-label={`Media kit of ${name}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          Media kit
        </Link>
      )}
    </span>
  );
}

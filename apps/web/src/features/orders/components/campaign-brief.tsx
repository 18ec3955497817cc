import type { Campaign } from '@equicreators/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SkeletonStack } from '@/components/ui/skeleton';

export type CampaignBriefProps = {
  campaign: Campaign | undefined;
  isFailed: boolean;
  onRetry: () => void;
};

/** What the brand asked for: the description, requirements and deliverables of the campaign. */
export function CampaignBrief({ campaign, isFailed, onRetry }: CampaignBriefProps) {
  return (
    <section
      aria-labelledby="campaign-brief-heading"
      className="flex flex-col gap-5 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
    >
      <h2 id="campaign-brief-heading" className="text-2xl">
        The brief
      </h2>
      {campaign ? (
        <CampaignBriefBody campaign={campaign} />
      ) : isFailed ? (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p className="text-sm text-red-800">We could not load the brief of this campaign.</p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <SkeletonStack
          blocks={['h-4 w-32', 'h-4 w-full', 'h-4 w-5/6', 'h-4 w-40 mt-3', 'h-4 w-2/3']}
          className="gap-2"
        />
      )}
    </section>
  );
}

function CampaignBriefBody({ campaign }: { campaign: Campaign }) {
  const sections = [
    { title: 'Description', text: campaign.campaignDescription },
    { title: 'Requirements', text: campaign.requirements },
    { title: 'Deliverables', text: campaign.deliverables },
  ].filter((section) => section.text.trim() !== '');
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <Badge tone="brand">{campaign.social_media}</Badge>
        <Badge tone={campaign.price === 'Paid' ? 'success' : 'neutral'}>{campaign.price}</Badge>
      </div>
      {sections.map(({ title, text }) => (
        <div key={title} className="flex flex-col gap-1">
          <h3 className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">{title}</h3>
          {/* Brands write these as plain text with line breaks; keep them. */}
          <p className="whitespace-pre-line text-ink">{text}</p>
        </div>
      ))}
    </>
  );
}

import { DESCRIPTION_LIMITS, truncateWithEllipsis, type Campaign } from '@equicreators/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/error-alert';
import { useInvitations } from '../api/list-invitations';
import { ApplyButton } from './apply-button';
import { CampaignMeta } from './campaign-meta';
import { WithdrawButton } from './withdraw-button';

export type InvitationsSectionProps = {
  onViewDetails: (campaign: Campaign) => void;
};

/**
 * The creator's invitations awaiting an answer, at the top of her feed (issue 30), each with
 * Accept (applies) and Decline (declines the invitation). An answered one leaves the section when
 * the list reloads after the answer; with none waiting, the section is not shown at all.
 */
export function InvitationsSection({ onViewDetails }: InvitationsSectionProps) {
  const headingId = useId();
  const invitations = useInvitations();
  const pages = invitations.data?.pages;
  const items = pages?.flatMap((page) => page.items) ?? [];
  const total = pages?.at(-1)?.total ?? 0;

  if (invitations.isError && !pages) {
    return (
      <LoadFailure
        title="We could not load your invitations."
        error={invitations.error}
        onRetry={() => void invitations.refetch()}
      />
    );
  }
  if (total === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-parchment p-4 text-ink sm:p-5"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-2xl text-brand-900">
        Invitations
        <span className="inline-flex min-w-7 items-center justify-center rounded-full bg-gold-400 px-2 font-sans text-sm font-bold text-brand-900 tabular-nums">
          {total}
        </span>
      </h2>
      <p className="text-sm text-ink-muted">
        Brands asked you to join these campaigns. Accept to apply; decline if it is not for you.
      </p>
      <ul aria-labelledby={headingId} className="grid gap-3 md:grid-cols-2">
        {items.map((campaign) => (
          <li key={campaign._id} className="min-w-0">
            <InvitationCard campaign={campaign} onViewDetails={onViewDetails} />
          </li>
        ))}
      </ul>
      {invitations.hasNextPage && (
        <Button
          variant="secondary"
          className="self-start"
          isLoading={invitations.isFetchingNextPage}
          onClick={() => void invitations.fetchNextPage()}
        >
          Show more invitations ({items.length} of {total} shown)
        </Button>
      )}
    </section>
  );
}

type InvitationCardProps = { campaign: Campaign; onViewDetails: (campaign: Campaign) => void };

function InvitationCard({ campaign, onViewDetails }: InvitationCardProps) {
  const titleId = useId();
  const description = campaign.campaignDescription.trim();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full min-w-0 flex-col gap-3 rounded-xl border border-line bg-white p-4 shadow-[var(--shadow-card)]"
    >
      <div className="flex flex-col gap-1">
        <h3 id={titleId} className="text-lg leading-snug break-words">
          {campaign.campaignTitle}
        </h3>
        <p className="text-sm text-ink-muted">{campaign.companyName}</p>
      </div>
      <CampaignMeta campaign={campaign} />
      {description && (
        <p className="text-sm leading-relaxed break-words text-ink">
          {truncateWithEllipsis(description, DESCRIPTION_LIMITS.list)}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        <ApplyButton campaign={campaign} />
        <WithdrawButton campaign={campaign} />
        <Button variant="ghost" onClick={() => onViewDetails(campaign)}>
          View details<span className="sr-only">{` of ${campaign.campaignTitle}`}</span>
        </Button>
      </div>
    </article>
  );
}

import {
  CAMPAIGN_MESSAGES,
  canMove,
  ENTRY_STATUS_LABELS,
  formatMoney,
  UI_TIMINGS,
  type Campaign,
  type CampaignInfluencer,
} from '@equicreators/shared';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { OrderProgressBadges } from '@/components/work/order-progress';
import { ApiError } from '@/lib/http/api-client';
import { brandWorkPath } from '@/lib/order-work-key';
import { notify } from '@/lib/toast/notify';
import { useDeclineApplicant } from '../api/decline-applicant';
import { useHireCreator } from '../api/hire-creator';
import { errorMessage } from '@/lib/http/error-message';
import { ApplicantFacts } from './applicant-facts';
import { ApplicantPitch } from './applicant-pitch';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { HireDialog } from './hire-dialog';

export type CampaignCreatorsListProps = {
  campaign: Pick<Campaign, '_id' | 'campaignTitle' | 'companyName' | 'influencers' | 'status' | 'offer'>;
};

/** The creators of one of the brand's campaigns (spec §2 All Campaign) with what the brand can do for each. */
export function CampaignCreatorsList({ campaign }: CampaignCreatorsListProps) {
  const entries = campaign.influencers ?? [];
  if (entries.length === 0) {
    return (
      <p className="rounded-xl bg-parchment px-4 py-3 text-sm text-ink-muted">
        No creators yet. They appear here when they apply or when you invite them.
      </p>
    );
  }
  return (
    <ul aria-label={`Creators of ${campaign.campaignTitle}`} className="flex flex-col divide-y divide-line">
      {entries.map((entry) => (
        <CreatorRow key={entry.influencerId._id} campaign={campaign} entry={entry} />
      ))}
    </ul>
  );
}

type CreatorRowProps = { campaign: CampaignCreatorsListProps['campaign']; entry: CampaignInfluencer };

function CreatorRow({ campaign, entry }: CreatorRowProps) {
  const creator = entry.influencerId;
  const name = [creator.firstName, creator.lastName].filter(Boolean).join(' ');
  const niches = creator.niche ?? [];
  // A hire's name and 'Open work' go straight to its thread and Work panel (issue 30).
  const workPath =
    entry.status === 'Hired' ? brandWorkPath({ campaignId: campaign._id, creatorId: creator._id }) : null;
  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={creator.firstName} imageUrl={creator.media} />
        <div className="flex min-w-0 flex-col">
          {workPath ? (
            <Link
              to={workPath}
              className="truncate rounded-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          ) : (
            <span className="truncate font-semibold text-ink">{name}</span>
          )}
          {creator.email && (
            <a
              href={`mailto:${creator.email}`}
              className="truncate text-sm text-brand-700 underline-offset-2 hover:underline"
            >
              {creator.email}
            </a>
          )}
          {niches.length > 0 && <span className="truncate text-xs text-ink-muted">{niches.join(', ')}</span>}
          <ApplicantFacts creator={creator} name={name} />
          {entry.progress && <OrderProgressBadges progress={entry.progress} isCompact className="mt-1" />}
          <ApplicantPitch offer={campaign.offer} entry={entry} />
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {workPath && (
          <Button asChild variant="secondary" size="sm">
            <Link to={workPath} aria-label={`Open work: ${name}`}>
              Open work
            </Link>
          </Button>
        )}
        <EntryActions campaign={campaign} entry={entry} name={name} />
      </div>
    </li>
  );
}

/** A 401 has already sent the browser to /login; anything else says why in the server's words. */
function notifyFailure(error: unknown) {
  if (!(error instanceof ApiError && error.status === 401)) notify.error(errorMessage(error));
}

/**
 * Spec §4: Invited (stored 'Not Applied') has no action; Applied is a disabled badge beside Hire
 * and, by the shared machine (issue 21), Decline, which asks first; Hired is final; Not selected,
 * Invitation declined and Withdrawn are shown in the shared words (docs/decisions/025). Each button
 * stays busy until the list has reloaded with the change.
 */
function EntryActions({ campaign, entry, name }: CreatorRowProps & { name: string }) {
  const hire = useHireCreator();
  const decline = useDeclineApplicant();
  const [isDeclineOpen, setDeclineOpen] = useState(false);
  const [isHireOpen, setHireOpen] = useState(false);
  const creator = entry.influencerId;
  // A paid campaign asks at which fee (issue 31); one without a fee, or with none stated and none
  // proposed, hires at once, as before.
  const asksFee =
    campaign.offer.kinds.includes('fee') &&
    (campaign.offer.feeMinor !== null || (entry.pitch?.proposedFeeMinor ?? null) !== null);

  const handleHire = (agreedFeeMinor?: number) => {
    hire.mutate(
      {
        campaignId: campaign._id,
        influencerId: creator._id,
        ...(agreedFeeMinor === undefined ? {} : { agreedFeeMinor }),
        email: creator.email,
        campaignTitle: campaign.campaignTitle,
        companyName: campaign.companyName,
      },
      {
        onSuccess: ({ status, message }) => {
          setHireOpen(false);
          notify.success(status === 'hired' ? CAMPAIGN_MESSAGES.hired : message, {
            durationMs: UI_TIMINGS.toastHireSuccessMs,
          });
        },
        onError: notifyFailure,
      },
    );
  };
  const handleDecline = () => {
    decline.mutate(
      { campaignId: campaign._id, creatorId: creator._id },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setDeclineOpen(false);
        },
        onError: (error) => {
          notifyFailure(error);
          setDeclineOpen(false);
        },
      },
    );
  };

  switch (entry.status) {
    case 'Not Applied':
      return <Badge tone="warning">{ENTRY_STATUS_LABELS[entry.status]}</Badge>;
    case 'Applied':
      return (
        <>
          <Button variant="secondary" size="sm" disabled>
            {ENTRY_STATUS_LABELS.Applied}
          </Button>
          {entry.offer && (
            <span data-testid="offer-waiting">
              <Badge tone="warning">
                Offer sent:{' '}
                {entry.offer.feeMinor === null ? 'no fee' : formatMoney(entry.offer.feeMinor, entry.offer.currency)},
                waiting for {name}
              </Badge>
            </span>
          )}
          {canMove('Applied', 'decline', 'brand', campaign.status) && (
            <Button variant="ghost" size="sm" onClick={() => setDeclineOpen(true)} aria-label={`Decline ${name}`}>
              Decline
            </Button>
          )}
          {canMove('Applied', 'hire', 'brand', campaign.status) && (
            <Button
              size="sm"
              isLoading={hire.isPending && !isHireOpen}
              onClick={() => (asksFee ? setHireOpen(true) : handleHire())}
              aria-label={`Hire ${name}`}
            >
              Hire
            </Button>
          )}
          {asksFee && isHireOpen && (
            <HireDialog
              open={isHireOpen}
              onOpenChange={setHireOpen}
              name={name}
              offer={campaign.offer}
              entry={entry}
              isPending={hire.isPending}
              onHire={handleHire}
            />
          )}
          <ConfirmActionDialog
            open={isDeclineOpen}
            onOpenChange={setDeclineOpen}
            title={`Decline ${name}?`}
            description={`${name} is told politely by e-mail that they were not selected for “${campaign.campaignTitle}”. This cannot be undone.`}
            confirmLabel="Decline applicant"
            isDangerous
            isPending={decline.isPending}
            onConfirm={handleDecline}
          />
        </>
      );
    case 'Hired':
      return (
        <span className="inline-flex h-9 items-center gap-1.5 rounded-full bg-brand-800 px-4 text-sm font-semibold text-cream">
          <BadgeCheck aria-hidden className="size-4" />
          {ENTRY_STATUS_LABELS.Hired}
        </span>
      );
    case 'Declined':
      return <Badge tone="danger">{ENTRY_STATUS_LABELS[entry.status]}</Badge>;
    case 'Invitation Declined':
    case 'Withdrawn':
      return <Badge tone="neutral">{ENTRY_STATUS_LABELS[entry.status]}</Badge>;
  }
}

import { applyLabelFor, canMove, ENTRY_STATUS_LABELS, type Campaign } from '@equicreators/shared';
import { BadgeCheck, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTrigger } from '@/components/ui/dialog';
import { ApplyDialog } from './apply-dialog';

export type ApplyButtonProps = {
  campaign: Pick<
    Campaign,
    '_id' | 'campaignTitle' | 'COEmail' | 'companyName' | 'myStatus' | 'status' | 'offer' | 'spotsLeft'
  >;
  className?: string;
};

/**
 * Apply Now, or the creator's standing in the campaign: Applied (waiting for the brand), Hired, or
 * Not selected (the brand declined: final). The status comes from the server, so it survives a
 * reload (DECISIONS). An invited creator ('Not Applied') accepts by applying; one who declined the
 * invitation may still apply ("Apply"), one who withdrew an application may apply again ("Apply
 * again"; docs/decisions/025); whether they may is the shared machine's answer (canMove), so a
 * closed campaign shows why instead, and a campaign whose spots are all taken shows 'Full'.
 * Applying opens the pitch dialog (issue 31).
 */
export function ApplyButton({ campaign, className }: ApplyButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const isInvitation = campaign.myStatus === 'Not Applied';
  const context = (
    <span className="sr-only">{`${isInvitation ? ' invitation' : ''} to ${campaign.campaignTitle}`}</span>
  );

  if (campaign.myStatus === 'Hired') {
    return (
      <Button variant="accent" disabled className={className}>
        <BadgeCheck aria-hidden className="size-4" />
        {ENTRY_STATUS_LABELS.Hired}
      </Button>
    );
  }
  if (campaign.myStatus === 'Applied') {
    return (
      <Button variant="secondary" disabled className={className}>
        <Check aria-hidden className="size-4" />
        {ENTRY_STATUS_LABELS.Applied}
      </Button>
    );
  }
  if (campaign.myStatus === 'Declined') {
    return (
      <Button variant="secondary" disabled className={className}>
        {ENTRY_STATUS_LABELS.Declined}
      </Button>
    );
  }
  if (!canMove(campaign.myStatus ?? null, 'apply', 'contentCreator', campaign.status)) {
    return (
      <Button variant="secondary" disabled className={className}>
        Closed to applications
      </Button>
    );
  }
  if (campaign.spotsLeft === 0) {
    return (
      <Button variant="secondary" disabled className={className}>
        Full
      </Button>
    );
  }
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button className={className}>
          {applyLabelFor(campaign.myStatus)}
          {context}
        </Button>
      </DialogTrigger>
      {isOpen && <ApplyDialog campaign={campaign} isInvitation={isInvitation} onApplied={() => setIsOpen(false)} />}
    </Dialog>
  );
}

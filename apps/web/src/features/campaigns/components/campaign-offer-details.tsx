import {
  AUTO_APPROVE_DAYS,
  brandChargePreview,
  COMPENSATION_KIND_LABELS,
  creatorPayoutPreview,
  deliverableLabel,
  describeCompensation,
  describeExclusivity,
  describeUsageRights,
  formatLocalDate,
  type Campaign,
} from '@equicreators/shared';
import type { ReactNode } from 'react';
import { TableCell, TableHeaderCell, TableRow } from '@/components/ui/table';
import { useSession } from '@/lib/session/use-session';
import { usePaymentTerms } from '../api/get-payment-terms';

export type CampaignOfferRowsProps = {
  campaign: Pick<Campaign, 'offer' | 'termsAsWritten' | 'spotsLeft' | 'requirements'>;
};

/**
 * The offer as rows of the Campaign Details table (issue 31): the money with its currency, the
 * kinds, the spots, the dates (each a day in the brand's zone), the deliverables with their due
 * days, the rights and the brief. A text from before offers were data that could not be read is
 * shown as written, in place of the part it describes.
 */
export function CampaignOfferRows({ campaign }: CampaignOfferRowsProps) {
  const { offer, termsAsWritten: asWritten } = campaign;
  const window = contentWindow(offer.contentStart, offer.contentEnd);
  const terms = usePaymentTerms().data;
  const isPaidHere = terms?.enabled === true && offer.kinds.includes('fee');
  // Each side's share of the listed fee at the configured fees, before anyone commits (issue 46).
  const viewer = useSession().type;
  const rules = isPaidHere ? terms.fees : null;
  const share =
    viewer === 'contentCreator'
      ? creatorPayoutPreview(offer.feeMinor, offer.currency, rules)
      : viewer === 'brand'
        ? brandChargePreview(offer.feeMinor, offer.currency, rules)
        : null;
  return (
    <>
      <DetailRow label="Budget and Compensation">
        {asWritten.compensation ? (
          <AsWritten text={asWritten.compensation} />
        ) : (
          <>
            <span className="block font-semibold">{describeCompensation(offer)}</span>
            <span className="block text-sm text-ink-muted">
              {offer.kinds.map((kind) => COMPENSATION_KIND_LABELS[kind]).join(', ')}
            </span>
            {share && (
              <span className="mt-1 block text-sm font-medium" data-testid="offer-fee-share">
                {viewer === 'brand'
                  ? `${share} for each creator you hire.`
                  : `${share}, paid when the work is approved.`}
              </span>
            )}
            {isPaidHere && (
              <span className="mt-1 block text-sm text-ink-muted" data-testid="auto-approval-terms">
                The fee is paid through EquiCreators and held until the work is approved; when every deliverable has a
                version waiting and the brand has not reviewed for {AUTO_APPROVE_DAYS} days, it counts as approved and
                the creator is paid.
              </span>
            )}
          </>
        )}
      </DetailRow>
      {offer.spots !== null && (
        <DetailRow label="Creators wanted">
          {offer.spots}
          {campaign.spotsLeft !== null && ` (${spotsLeftText(campaign.spotsLeft)})`}
        </DetailRow>
      )}
      {offer.applicationDeadline && (
        <DetailRow label="Application deadline">
          {formatLocalDate(offer.applicationDeadline)}
          <span className="block text-sm text-ink-muted">End of the day, {offer.timeZone}</span>
        </DetailRow>
      )}
      {(window ?? asWritten.deadlines) && (
        <DetailRow label="Start and End Dates">
          {window && (
            <>
              {window}
              <span className="block text-sm text-ink-muted">Content window</span>
            </>
          )}
          {asWritten.deadlines && <AsWritten text={asWritten.deadlines} />}
        </DetailRow>
      )}
      <DetailRow label="Deliverables">
        {offer.deliverables.length > 0 && (
          <ul aria-label="Deliverables" className="flex flex-col gap-1.5">
            {offer.deliverables.map((item, index) => (
              <li key={index}>
                <span className="font-medium">{deliverableLabel(item)}</span>
                {item.dueDate && <span className="text-ink-muted"> · due {formatLocalDate(item.dueDate)}</span>}
                {item.notes && <span className="block text-sm text-ink-muted">{item.notes}</span>}
              </li>
            ))}
          </ul>
        )}
        {asWritten.deliverables && <AsWritten text={asWritten.deliverables} />}
      </DetailRow>
      <DetailRow label="Usage rights">{describeUsageRights(offer.usageRights)}</DetailRow>
      <DetailRow label="Exclusivity">{describeExclusivity(offer.exclusivity)}</DetailRow>
      {offer.mentions.length > 0 && <DetailRow label="Required mentions">{offer.mentions.join(' ')}</DetailRow>}
      {offer.hashtags.length > 0 && <DetailRow label="Hashtags">{offer.hashtags.join(' ')}</DetailRow>}
      {offer.links.length > 0 && (
        <DetailRow label="Links">
          <ul className="flex flex-col gap-1">
            {offer.links.map((link) => (
              <li key={link} className="break-all">
                <a href={link} target="_blank" rel="noopener noreferrer nofollow" className="text-brand-700 underline">
                  {link}
                </a>
              </li>
            ))}
          </ul>
        </DetailRow>
      )}
      {offer.dos && <DetailRow label="Do’s">{offer.dos}</DetailRow>}
      {offer.donts && <DetailRow label="Don’ts">{offer.donts}</DetailRow>}
      <DetailRow label="Requirements">{campaign.requirements}</DetailRow>
    </>
  );
}

function spotsLeftText(left: number): string {
  if (left === 0) return 'no spots left';
  return `${String(left)} spot${left === 1 ? '' : 's'} left`;
}

function contentWindow(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatLocalDate(start)} – ${formatLocalDate(end)}`;
  if (start) return `From ${formatLocalDate(start)}`;
  if (end) return `By ${formatLocalDate(end)}`;
  return null;
}

/** A text kept as the brand wrote it, marked so. */
function AsWritten({ text }: { text: string }) {
  return (
    <span className="block">
      <span className="block text-xs font-semibold tracking-wide text-ink-muted uppercase">As written</span>
      {text}
    </span>
  );
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableHeaderCell scope="row" className="w-2/5 align-top text-ink-muted">
        {label}
      </TableHeaderCell>
      <TableCell className="align-top break-words whitespace-pre-line">{children}</TableCell>
    </TableRow>
  );
}

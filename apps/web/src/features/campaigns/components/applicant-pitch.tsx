import { formatMoney, type Campaign, type CampaignInfluencer } from '@equicreators/shared';
import { ExternalLink } from 'lucide-react';

export type ApplicantPitchProps = {
  offer: Pick<Campaign['offer'], 'kinds' | 'feeMinor' | 'currency'>;
  entry: Pick<CampaignInfluencer, 'status' | 'pitch' | 'agreedFeeMinor'>;
};

/** What a rate reads as beside the listed fee: 'Asks £300' or 'Accepts the listed £250'. */
function rateLabel(offer: ApplicantPitchProps['offer'], proposedFeeMinor: number | null): string | null {
  if (!offer.kinds.includes('fee')) return null;
  if (proposedFeeMinor !== null) return `Asks ${formatMoney(proposedFeeMinor, offer.currency)}`;
  return offer.feeMinor === null
    ? 'Accepts the listed fee'
    : `Accepts the listed ${formatMoney(offer.feeMinor, offer.currency)}`;
}

/**
 * An applicant's pitch beside them on the brand's card (issue 31): their message, their rate
 * against the listed fee, and their links; on a hire, the fee agreed instead of the rate asked.
 */
export function ApplicantPitch({ offer, entry }: ApplicantPitchProps) {
  const pitch = entry.pitch;
  const isHired = entry.status === 'Hired';
  const agreed =
    isHired && entry.agreedFeeMinor !== undefined && entry.agreedFeeMinor !== null
      ? `Agreed fee ${formatMoney(entry.agreedFeeMinor, offer.currency)}`
      : null;
  const rate = pitch && !isHired ? rateLabel(offer, pitch.proposedFeeMinor) : null;
  if (!pitch && !agreed) return null;
  const message = pitch?.message ?? '';
  const links = pitch?.links ?? [];
  if (!message && links.length === 0 && !rate && !agreed) return null;
  return (
    <div className="mt-1 flex flex-col gap-1 rounded-lg bg-parchment px-3 py-2 text-sm">
      {(agreed ?? rate) && <p className="font-semibold text-brand-900">{agreed ?? rate}</p>}
      {message && <p className="break-words whitespace-pre-line text-ink">{message}</p>}
      {links.length > 0 && (
        <ul aria-label="Links to past work" className="flex flex-col gap-0.5">
          {links.map((link) => (
            <li key={link} className="min-w-0">
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex max-w-full items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
              >
                <span className="truncate">{link}</span>
                <ExternalLink aria-hidden className="size-3.5 shrink-0" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

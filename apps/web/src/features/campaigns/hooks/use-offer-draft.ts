import type { Campaign } from '@equicreators/shared';
import { useState } from 'react';
import { browserTimeZone } from '@/lib/due-date';
import { draftFromOffer, emptyOfferDraft, offerFromDraft, type OfferDraft, type OfferErrors } from '../offer-draft';

/**
 * The brief builder's offer (issue 31): a new campaign starts empty in the brand's time zone (the
 * browser's), an edit from the campaign's offer. Its errors are the client's check on submit, then
 * the server's (by the API's paths, 'offer.feeMinor'); a change clears the errors it answers.
 */
export function useOfferDraft(campaign: Campaign | undefined) {
  const [draft, setDraft] = useState<OfferDraft>(() =>
    campaign ? draftFromOffer(campaign.offer, campaign.social_media) : emptyOfferDraft(browserTimeZone()),
  );
  const [errors, setErrors] = useState<OfferErrors>({});

  const change = (next: Partial<OfferDraft>) => {
    setDraft((current) => ({ ...current, ...next }));
    // Whatever was said about the fields just changed no longer holds.
    setErrors((current) => withoutAnswered(current, Object.keys(next)));
  };

  /** The offer to send, or null after showing why it cannot go. */
  const check = () => {
    const result = offerFromDraft(draft);
    setErrors(result.errors);
    return result.offer;
  };

  return { draft, change, errors, setErrors, check };
}

/** The draft's field that each API path is about. */
const PATH_OF_FIELD: Record<string, string> = {
  fee: 'offer.feeMinor',
  productName: 'offer.productName',
  productValue: 'offer.productValueMinor',
  commission: 'offer.commissionBasisPoints',
  spots: 'offer.spots',
  timeZone: 'offer.timeZone',
  applicationDeadline: 'offer.applicationDeadline',
  contentStart: 'offer.contentStart',
  contentEnd: 'offer.contentEnd',
  deliverables: 'offer.deliverables',
  usageMonths: 'offer.usageRights',
  usageRights: 'offer.usageRights',
  exclusivityDays: 'offer.exclusivity.days',
  exclusivityCategory: 'offer.exclusivity.category',
  exclusive: 'offer.exclusivity',
  mentions: 'offer.mentions',
  hashtags: 'offer.hashtags',
  links: 'offer.links',
  dos: 'offer.dos',
  donts: 'offer.donts',
  kinds: 'offer.kinds',
  currency: 'offer.currency',
};

function withoutAnswered(errors: OfferErrors, changed: string[]): OfferErrors {
  const paths = changed.flatMap((field) => PATH_OF_FIELD[field] ?? []);
  if (paths.length === 0) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => !paths.some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
    ),
  );
}

import {
  CAMPAIGN_MESSAGES,
  defaultDeliverablePlan,
  describeCompensation,
  describeDates,
  describeDeliverables,
  endOfLocalDay,
  kindsOfferCompensation,
  localDateOf,
  offerFormats,
  offerFromSpecTexts,
  offerPlatforms,
  planFromOffer,
  priceOfKinds,
  WORK_MESSAGES,
  type CampaignFormFields,
  type CampaignOffer,
  type FieldIssue,
  type TermsAsWritten,
} from '@equicreators/shared';
import type { CampaignRow, NewCampaignRow } from './campaigns.repository.ts';

/**
 * The campaign's offer as data (issue 31, docs/decisions/028) and the columns it is copied into:
 * the feed filters on the copies, and the spec's free texts are derived from it, so a client
 * written to the spec reads the same campaign.
 */

type OfferColumns = Pick<
  NewCampaignRow,
  | 'offer'
  | 'termsAsWritten'
  | 'compensationKinds'
  | 'offersCompensation'
  | 'currency'
  | 'feeMinor'
  | 'spots'
  | 'contentStart'
  | 'contentEnd'
  | 'deliverablePlatforms'
  | 'deliverableFormats'
  | 'price'
  | 'compensation'
  | 'deadlines'
  | 'deliverables'
  | 'applicationDeadline'
  | 'deliverablePlan'
>;

/** Every column an offer decides, written together so the copies never disagree with it. */
export function offerColumns(offer: CampaignOffer, asWritten: TermsAsWritten = {}): OfferColumns {
  return {
    offer,
    termsAsWritten: asWritten,
    compensationKinds: offer.kinds,
    offersCompensation: kindsOfferCompensation(offer.kinds),
    currency: offer.currency,
    feeMinor: offer.feeMinor,
    spots: offer.spots,
    contentStart: offer.contentStart,
    contentEnd: offer.contentEnd,
    deliverablePlatforms: offerPlatforms(offer.deliverables),
    deliverableFormats: offerFormats(offer.deliverables),
    price: priceOfKinds(offer.kinds),
    compensation: asWritten.compensation ?? describeCompensation(offer),
    deadlines: asWritten.deadlines ?? describeDates(offer),
    deliverables: asWritten.deliverables ?? describeDeliverables(offer.deliverables),
    applicationDeadline: offer.applicationDeadline ? endOfLocalDay(offer.applicationDeadline, offer.timeZone) : null,
    deliverablePlan: planFromOffer(offer),
  };
}

/**
 * The columns of the terms the brand sent: its offer when it sent one; otherwise (a client written
 * to the spec) the free texts read as data where they can be, kept as written where not, with the
 * deadline and plan it gave, as before offers were data.
 */
export function termsColumns(fields: CampaignFormFields, timeZone = 'UTC'): Partial<OfferColumns> {
  if (fields.offer) return offerColumns(fields.offer);
  const { offer, asWritten } = offerFromSpecTexts(
    {
      compensation: fields.compensation,
      deadlines: fields.deadlines,
      deliverables: fields.deliverables,
      price: fields.price,
      platform: fields.social_media,
    },
    timeZone,
  );
  const columns = offerColumns(offer, asWritten);
  return {
    ...columns,
    compensation: fields.compensation,
    deadlines: fields.deadlines,
    deliverables: fields.deliverables,
    price: fields.price,
    applicationDeadline: fields.applicationDeadline
      ? new Date(fields.applicationDeadline)
      : columns.applicationDeadline,
    // Hires copy the plan and the offer's deliverables (the deal): one list (issue 46, decision 028).
    // Without a plan, the deliverables read from the text are the plan, each with its quantity; a
    // text that could not be read gives each line the client wrote, in its words, as before.
    deliverablePlan:
      fields.deliverablePlan ??
      (deliverablesWereRead(columns)
        ? columns.deliverablePlan
        : defaultDeliverablePlan(fields.deliverables, fields.deadlines)),
  };
}

/** Whether the spec's deliverables text was read into the offer's list (not kept as written). */
export function deliverablesWereRead(columns: Partial<Pick<OfferColumns, 'offer' | 'termsAsWritten'>>): boolean {
  const { offer, termsAsWritten } = columns;
  return Boolean(offer && termsAsWritten && termsAsWritten.deliverables === undefined && offer.deliverables.length > 0);
}

/** The campaign's offer; a row the start-up step has not read yet answers from the spec's texts. */
export function storedOffer(row: CampaignRow): { offer: CampaignOffer; asWritten: TermsAsWritten } {
  if (row.offer) return { offer: row.offer, asWritten: row.termsAsWritten };
  return offerFromSpecTexts({
    compensation: row.compensation,
    deadlines: row.deadlines,
    deliverables: row.deliverables,
    price: row.price,
    platform: row.socialMedia,
  });
}

/**
 * Whether the brand should complete the offer on its next edit: texts kept as written, no number of
 * creators, or a paid campaign without its fee.
 */
export function offerNeedsCompletion(offer: CampaignOffer, asWritten: TermsAsWritten): boolean {
  return (
    Object.keys(asWritten).length > 0 ||
    offer.spots === null ||
    (offer.kinds.includes('fee') && offer.feeMinor === null)
  );
}

/**
 * Days of an offer already past in its zone, refused as mistakes: a deadline would close the
 * campaign as it is saved, a due day would make each hire overdue. On an edit, a day the offer
 * already had (`before`) may stay.
 */
export function pastOfferDays(offer: CampaignOffer, now: Date, before: CampaignOffer | null): FieldIssue[] {
  const today = localDateOf(now, offer.timeZone);
  const issues: FieldIssue[] = [];
  const deadline = offer.applicationDeadline;
  if (deadline !== null && deadline < today && deadline !== before?.applicationDeadline) {
    issues.push({ field: 'offer.applicationDeadline', message: CAMPAIGN_MESSAGES.deadlineInPast });
  }
  const keptDays = new Set((before?.deliverables ?? []).map((item) => item.dueDate));
  offer.deliverables.forEach((item, index) => {
    if (item.dueDate !== null && item.dueDate < today && !keptDays.has(item.dueDate)) {
      issues.push({ field: `offer.deliverables.${String(index)}.dueDate`, message: WORK_MESSAGES.dueDateInPast });
    }
  });
  return issues;
}

import {
  effectiveCampaignStatus,
  orderCompensation,
  spotsLeft,
  type Campaign,
  type CampaignInfluencer,
  type CreatorCampaign,
  type Currency,
  type EntryStatus,
  type InviteOption,
  type Order,
} from '@equicreators/shared';
import { NO_CONTACT, showsContactOf, type ContactVisibility } from '../creators/contact-visibility.ts';
import { publicFileUrl } from '../files/files.service.ts';
import { presentRatingSummary } from '../ratings/rating-summary.presenter.ts';
import { offerNeedsCompletion, storedOffer } from './campaign-offer.ts';
import type { OrderWithProgress } from './campaigns.service.ts';
import type { CampaignView, InfluencerEntry } from './campaign-views.repository.ts';
import type { InviteOptionRow } from './invite-options.repository.ts';

export type PresentOptions = {
  /** Whose contact addresses go out: a brand's hires and everyone's to admins (DECISIONS: contact details). */
  contact: ContactVisibility;
  /** The time the campaign's state is told at (past its application deadline, open reads closed). */
  now: Date;
};

/** Spec §3 Campaign; `influencers` only when they were read for this caller. */
export function presentCampaign(view: CampaignView, { contact, now }: PresentOptions): Campaign {
  const { offer, asWritten } = storedOffer(view);
  const campaign: Campaign = {
    _id: view.id,
    companyName: view.companyName,
    campaignTitle: view.title,
    campaignDescription: view.description ?? '',
    requirements: view.requirements,
    deliverables: view.deliverables,
    deadlines: view.deadlines,
    compensation: view.compensation,
    COEmail: view.ownerEmail,
    brand: view.brandName,
    brandid: view.brandId,
    price: view.price,
    social_media: view.socialMedia,
    niches: view.niches,
    targetDisciplines: view.targetDisciplines,
    targetCountries: view.targetCountries,
    // Filled in per request for the creator who reads the feed (campaigns.routes.ts).
    matchesProfile: null,
    images: view.imageIds.map((id) => publicFileUrl(id)),
    thumbnails: view.imageIds.map((id) => publicFileUrl(id, 'thumbnail')),
    imageIds: view.imageIds,
    createdAt: view.createdAt.toISOString(),
    status: effectiveCampaignStatus(view.status, view.applicationDeadline, now),
    applicationDeadline: view.applicationDeadline?.toISOString() ?? null,
    deliverablePlan: view.deliverablePlan,
    offer,
    termsAsWritten: asWritten,
    needsCompletion: offerNeedsCompletion(offer, asWritten),
    spotsLeft: spotsLeft(offer.spots, view.spotsTaken),
    termsUpdatedAt: view.termsUpdatedAt?.toISOString() ?? null,
    creatorsCount: view.creatorsCount,
    hiredCount: view.hiredCount,
    myStatus: view.myStatus,
    brandRating: presentRatingSummary({ ratingSum: view.brandRatingSum, ratingCount: view.brandRatingCount }),
  };
  if (view.agreedFeesTotalMinor !== null) campaign.agreedFeesTotalMinor = view.agreedFeesTotalMinor;
  if (view.influencers) {
    campaign.influencers = view.influencers.map((entry) => presentEntry(entry, contact, offer.currency));
  }
  return campaign;
}

/** Statuses of someone who applied at some point, so their entry carries the pitch they sent. */
const PITCHED: ReadonlySet<EntryStatus> = new Set(['Applied', 'Hired', 'Declined', 'Withdrawn']);

function presentEntry(entry: InfluencerEntry, contact: ContactVisibility, currency: Currency): CampaignInfluencer {
  const influencer: CampaignInfluencer['influencerId'] = {
    _id: entry.creatorId,
    firstName: entry.firstName,
    media: entry.avatarFileId ? publicFileUrl(entry.avatarFileId) : null,
  };
  // The repository reads these only for the campaign's brand and admins.
  if (entry.lastName !== undefined) influencer.lastName = entry.lastName;
  if (entry.niches !== undefined) influencer.niche = entry.niches;
  if (entry.disciplines !== undefined) influencer.disciplines = entry.disciplines;
  if (entry.country !== undefined) influencer.country = entry.country;
  if (entry.totalFollowers !== undefined) influencer.totalFollowers = Number(entry.totalFollowers);
  if (entry.mediaKitHandle !== undefined) influencer.mediaKitHandle = entry.mediaKitHandle;
  // The key is left out, not emptied, for a creator the viewer may not contact.
  if (entry.email !== undefined && showsContactOf(contact, entry.creatorId)) influencer.email = entry.email;
  const presented: CampaignInfluencer = { status: entry.status, influencerId: influencer };
  if (entry.progress) presented.progress = entry.progress;
  if (entry.pitch !== undefined && PITCHED.has(entry.status)) {
    presented.pitch = {
      message: entry.pitch,
      proposedFeeMinor: entry.proposedFeeMinor ?? null,
      // Her rate is in the currency she applied in, which the campaign may have changed since.
      currency: entry.pitchCurrency ?? currency,
      links: entry.pitchLinks ?? [],
    };
  }
  if (entry.status === 'Hired' && entry.agreedFeeMinor !== undefined) presented.agreedFeeMinor = entry.agreedFeeMinor;
  if (entry.status === 'Applied' && entry.offer) {
    presented.offer = { ...entry.offer, createdAt: new Date(entry.offer.createdAt).toISOString() };
  }
  return presented;
}

/** One row of the creator's Orders table, and the Campaign Details of her order: the deal's fee. */
export function presentOrder(order: OrderWithProgress): Order {
  return {
    _id: order.id,
    orderId: order.orderId,
    campaignTitle: order.title,
    COEmail: order.ownerEmail,
    companyName: order.companyName,
    compensation: orderCompensation(
      { compensation: order.compensation, offer: storedOffer(order).offer },
      order.dealTerms,
    ),
    deadlines: order.deadlines,
    hiredAt: order.hiredAt.toISOString(),
    agreedFeeMinor: order.agreedFeeMinor,
    currency: order.currency,
    unreadCount: order.unreadCount,
    notificationSent: order.unreadCount > 0,
    progress: order.progress,
  };
}

/** One of a brand's campaigns a creator is in, with that creator's status (read as `myStatus` for them). */
export function presentCreatorCampaign(view: CampaignView, now: Date): CreatorCampaign {
  return { ...presentCampaign({ ...view, myStatus: null }, { contact: NO_CONTACT, now }), entryStatus: view.myStatus };
}

/** One campaign of the invite list: its id, its title and the asked creators' statuses in it. */
export function presentInviteOption(row: InviteOptionRow): InviteOption {
  return { _id: row.id, campaignTitle: row.title, entries: row.entries };
}

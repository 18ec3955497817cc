import { CAMPAIGN_PLATFORMS, type CampaignPlatform, type CampaignPrice } from './campaigns.ts';
import { WORK_LIMITS, type DeliverablePlanItem } from './order-work.ts';

/**
 * A campaign's offer as data (issue 31, docs/decisions/028): what is paid or given, how many
 * creators, the dates in the brand's time zone, the deliverables, the rights. Money is an integer
 * of minor units (pence, cents) beside one ISO 4217 currency per campaign; nothing here multiplies
 * or divides money as a float.
 */

export const CURRENCIES = ['GBP', 'USD', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'GBP';

export const COMPENSATION_KINDS = ['fee', 'gifted', 'affiliate', 'exposure'] as const;
export type CompensationKind = (typeof COMPENSATION_KINDS)[number];
export const COMPENSATION_KIND_LABELS: Record<CompensationKind, string> = {
  fee: 'Paid fee',
  gifted: 'Gifted product',
  affiliate: 'Affiliate commission',
  exposure: 'Unpaid (exposure)',
};

export const DELIVERABLE_FORMATS = ['post', 'reel', 'story', 'short_video', 'long_video', 'ugc_asset', 'live'] as const;
export type DeliverableFormat = (typeof DELIVERABLE_FORMATS)[number];
export const DELIVERABLE_FORMAT_LABELS: Record<DeliverableFormat, string> = {
  post: 'Post',
  reel: 'Reel',
  story: 'Story',
  short_video: 'Short video',
  long_video: 'Long video',
  ugc_asset: 'UGC asset',
  live: 'Live',
};

export const USAGE_RIGHTS = ['organic', 'paid_ads', 'perpetual'] as const;
export type UsageRightsKind = (typeof USAGE_RIGHTS)[number];
export const USAGE_RIGHTS_LABELS: Record<UsageRightsKind, string> = {
  organic: 'Organic use only',
  paid_ads: 'Paid ads',
  perpetual: 'Perpetual use',
};

/** Limits of an offer; the form and the server share them. */
export const OFFER_LIMITS = {
  /** The largest fee, product value or rate: 1,000,000.00 in any currency. */
  maxAmountMinor: 100_000_000,
  maxSpots: 100,
  /** Commission in basis points: 1 = 0.01 %. */
  maxCommissionBasisPoints: 10_000,
  maxUsageMonths: 120,
  maxExclusivityDays: 365,
  productName: 200,
  category: 100,
  deliverableNotes: 500,
  maxTags: 20,
  tag: 100,
  maxLinks: 10,
  link: 500,
  guidance: 2000,
  pitch: 1500,
  maxPitchLinks: 5,
} as const;

/** A day as people pick it: 'YYYY-MM-DD', read in the campaign's time zone. */
export type LocalDate = string;

export type OfferDeliverable = {
  platform: CampaignPlatform;
  format: DeliverableFormat;
  quantity: number;
  dueDate: LocalDate | null;
  notes: string;
};

export type UsageRights = { kind: UsageRightsKind; months: number | null };
export type Exclusivity = { days: number; category: string } | null;

/** The free texts a campaign had before its offer was data, kept where they could not be read. */
export type TermsAsWritten = { compensation?: string; deadlines?: string; deliverables?: string };

export type CampaignOffer = {
  kinds: CompensationKind[];
  currency: Currency;
  /** Per creator, when `kinds` has 'fee'. */
  feeMinor: number | null;
  productName: string | null;
  productValueMinor: number | null;
  commissionBasisPoints: number | null;
  /** Creators wanted; null only on a campaign written before offers were data ("not stated"). */
  spots: number | null;
  /** IANA zone the dates are read in (the brand's). */
  timeZone: string;
  applicationDeadline: LocalDate | null;
  contentStart: LocalDate | null;
  contentEnd: LocalDate | null;
  deliverables: OfferDeliverable[];
  usageRights: UsageRights;
  exclusivity: Exclusivity;
  mentions: string[];
  hashtags: string[];
  links: string[];
  dos: string;
  donts: string;
};

/** Whether an IANA time zone name is one this runtime knows. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isLocalDate(text: string): boolean {
  const match = LOCAL_DATE.exec(text);
  if (!match) return false;
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return day.toISOString().slice(0, 10) === text;
}

/** The zone's offset from UTC (ms) at an instant, read from Intl. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a local day ends in a zone (the last millisecond before the next day's midnight), so
 * a deadline on 10 January in Los Angeles holds until 07:59:59.999 UTC on the 11th. The offset is
 * read twice because the next midnight may sit on the other side of a clock change.
 */
export function endOfLocalDay(date: LocalDate, timeZone: string): Date {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a day: ${date}`);
  const nextMidnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1);
  let instant = nextMidnightUtc - zoneOffsetMs(nextMidnightUtc, timeZone);
  instant = nextMidnightUtc - zoneOffsetMs(instant, timeZone);
  return new Date(instant - 1);
}

/** The local day (YYYY-MM-DD) an instant falls on in a zone. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

const AMOUNT_INPUT = /^\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*$/;

/**
 * An amount typed in major units ('250', '1,250.5', '99.99') as minor units, read digit by digit
 * (never through a float); null when it is not an amount.
 */
export function parseAmountInput(text: string): number | null {
  const match = AMOUNT_INPUT.exec(text);
  if (!match?.[1]) return null;
  const major = match[1].replaceAll(',', '');
  const minor = (match[2] ?? '').padEnd(2, '0');
  const value = Number(`${major}${minor}`);
  return Number.isSafeInteger(value) ? value : null;
}

/** Minor units as the major-unit text a form field shows: 25050 → '250.50', 25000 → '250'. */
export function amountInputOf(amountMinor: number): string {
  const major = Math.trunc(amountMinor / 100);
  const minor = amountMinor % 100;
  return minor === 0 ? String(major) : `${String(major)}.${String(minor).padStart(2, '0')}`;
}

/**
 * Money for people: '£250', '$1,250.50', '€99.99'. The amount reaches Intl as a decimal string
 * built from the integer, so formatting never rounds through a float.
 */
export function formatMoney(amountMinor: number, currency: Currency): string {
  const negative = amountMinor < 0;
  const absolute = Math.abs(amountMinor);
  const whole = absolute % 100 === 0;
  const decimal = `${negative ? '-' : ''}${String(Math.trunc(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(decimal as `${number}`);
}

/** A commission in basis points for people: 1250 → '12.5 %'. */
export function formatCommission(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${String(whole)}${fraction ? `.${fraction}` : ''} %`;
}

/** The spec's price label, derived: a campaign that pays a fee is 'Paid'. */
export function priceOfKinds(kinds: readonly CompensationKind[]): CampaignPrice {
  return kinds.includes('fee') ? 'Paid' : 'Unpaid';
}

/** Whether the compensation offers something beyond exposure (the feed's "compensation offered"). */
export function kindsOfferCompensation(kinds: readonly CompensationKind[]): boolean {
  return kinds.some((kind) => kind !== 'exposure');
}

/** A deliverable as one line: '3 × Instagram Story'. */
export function deliverableLabel(item: Pick<OfferDeliverable, 'platform' | 'format' | 'quantity'>): string {
  const name = `${item.platform} ${DELIVERABLE_FORMAT_LABELS[item.format]}`;
  return item.quantity > 1 ? `${String(item.quantity)} × ${name}` : name;
}

/** The deliverables in a few words for cards: '1 × Instagram Reel, 3 × Instagram Story'. */
export function deliverablesSummary(deliverables: readonly OfferDeliverable[]): string {
  return deliverables.map(deliverableLabel).join(', ');
}

const LOCAL_DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A local day for people: '10 Jan 2027' (the day as written, whatever the reader's zone). */
export function formatLocalDate(date: LocalDate): string {
  return LOCAL_DATE_FORMAT.format(new Date(`${date}T12:00:00Z`));
}

/** The compensation in words (the spec's free-text `compensation`, derived). */
export function describeCompensation(
  offer: Pick<
    CampaignOffer,
    'kinds' | 'currency' | 'feeMinor' | 'productName' | 'productValueMinor' | 'commissionBasisPoints'
  >,
): string {
  const parts = offer.kinds.map((kind) => {
    switch (kind) {
      case 'fee':
        return offer.feeMinor === null ? 'Paid fee' : `${formatMoney(offer.feeMinor, offer.currency)} fee per creator`;
      case 'gifted': {
        const value =
          offer.productValueMinor === null ? '' : ` (retail ${formatMoney(offer.productValueMinor, offer.currency)})`;
        return `Gifted: ${offer.productName ?? 'product'}${value}`;
      }
      case 'affiliate':
        return offer.commissionBasisPoints === null
          ? 'Affiliate commission'
          : `${formatCommission(offer.commissionBasisPoints)} affiliate commission`;
      case 'exposure':
        return 'Unpaid (exposure)';
    }
  });
  return parts.join('; ');
}

/** The dates in words (the spec's free-text `deadlines`, derived). */
export function describeDates(
  offer: Pick<CampaignOffer, 'applicationDeadline' | 'contentStart' | 'contentEnd'>,
): string {
  const parts: string[] = [];
  if (offer.applicationDeadline) parts.push(`Apply by ${formatLocalDate(offer.applicationDeadline)}`);
  if (offer.contentStart && offer.contentEnd) {
    parts.push(`Content live ${formatLocalDate(offer.contentStart)} – ${formatLocalDate(offer.contentEnd)}`);
  } else if (offer.contentStart) {
    parts.push(`Content live from ${formatLocalDate(offer.contentStart)}`);
  } else if (offer.contentEnd) {
    parts.push(`Content live by ${formatLocalDate(offer.contentEnd)}`);
  }
  return parts.join('; ');
}

/** The deliverables in words, one a line (the spec's free-text `deliverables`, derived). */
export function describeDeliverables(deliverables: readonly OfferDeliverable[]): string {
  return deliverables
    .map((item) => {
      const due = item.dueDate ? ` (due ${formatLocalDate(item.dueDate)})` : '';
      const notes = item.notes ? `: ${item.notes}` : '';
      return `${deliverableLabel(item)}${due}${notes}`;
    })
    .join('\n');
}

/**
 * The Work panel's plan for each hire, from the offer's deliverables: one deliverable per line of
 * the offer (with its quantity), due at the end of its day in the campaign's zone.
 */
export function planFromOffer(offer: Pick<CampaignOffer, 'deliverables' | 'timeZone'>): DeliverablePlanItem[] {
  return offer.deliverables.slice(0, WORK_LIMITS.maxDeliverables).map((item) => {
    const name = `${item.platform} ${DELIVERABLE_FORMAT_LABELS[item.format]}`;
    const title = item.notes ? `${name}: ${item.notes}` : name;
    return {
      title: title.slice(0, WORK_LIMITS.deliverableTitle).trim(),
      quantity: item.quantity,
      dueAt: item.dueDate ? endOfLocalDay(item.dueDate, offer.timeZone).toISOString() : null,
    };
  });
}

/** The platforms an offer's deliverables are on, each once (the feed's platform filter). */
export function offerPlatforms(deliverables: readonly OfferDeliverable[]): CampaignPlatform[] {
  return CAMPAIGN_PLATFORMS.filter((platform) => deliverables.some((item) => item.platform === platform));
}

/** The formats an offer's deliverables take, each once (the feed's format filter). */
export function offerFormats(deliverables: readonly OfferDeliverable[]): DeliverableFormat[] {
  return DELIVERABLE_FORMATS.filter((format) => deliverables.some((item) => item.format === format));
}

/** How many more creators a campaign takes: never below zero; null when it never said how many. */
export function spotsLeft(spots: number | null, hired: number): number | null {
  return spots === null ? null : Math.max(0, spots - hired);
}

/**
 * The terms an order's deal records (issue 31): the offer's money, dates, deliverables and rights
 * as they stood at the hire, with the fee the two sides agreed.
 */
export type DealTerms = Pick<
  CampaignOffer,
  | 'kinds'
  | 'currency'
  | 'feeMinor'
  | 'productName'
  | 'productValueMinor'
  | 'commissionBasisPoints'
  | 'timeZone'
  | 'contentStart'
  | 'contentEnd'
  | 'deliverables'
  | 'usageRights'
  | 'exclusivity'
>;

/** A deal version: proposed and waiting, accepted (the deal), declined, or withdrawn by its author. */
export const DEAL_VERSION_STATUSES = ['proposed', 'accepted', 'declined', 'withdrawn'] as const;
export type DealVersionStatus = (typeof DEAL_VERSION_STATUSES)[number];
/** Who wrote a version: the hire itself, or one side's proposal. */
export const DEAL_PROPOSERS = ['hire', 'brand', 'contentCreator'] as const;
export type DealProposer = (typeof DEAL_PROPOSERS)[number];

/** The deal recorded at a hire: the offer as it stands, at the agreed fee. */
export function dealTermsAtHire(offer: CampaignOffer, agreedFeeMinor: number | null): DealTerms {
  return {
    kinds: offer.kinds,
    currency: offer.currency,
    feeMinor: agreedFeeMinor,
    productName: offer.productName,
    productValueMinor: offer.productValueMinor,
    commissionBasisPoints: offer.commissionBasisPoints,
    timeZone: offer.timeZone,
    contentStart: offer.contentStart,
    contentEnd: offer.contentEnd,
    deliverables: offer.deliverables,
    usageRights: offer.usageRights,
    exclusivity: offer.exclusivity,
  };
}

/** Usage rights in words: 'Paid ads for 6 months'. */
export function describeUsageRights(rights: UsageRights): string {
  if (rights.kind === 'paid_ads' && rights.months !== null) {
    return `Paid ads for ${String(rights.months)} month${rights.months === 1 ? '' : 's'}`;
  }
  return USAGE_RIGHTS_LABELS[rights.kind];
}

/** Exclusivity in words: 'No exclusivity', '30 days in Equine supplements'. */
export function describeExclusivity(exclusivity: Exclusivity): string {
  if (exclusivity === null) return 'No exclusivity';
  return `${String(exclusivity.days)} day${exclusivity.days === 1 ? '' : 's'} in ${exclusivity.category}`;
}

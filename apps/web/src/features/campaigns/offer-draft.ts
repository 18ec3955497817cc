import {
  amountInputOf,
  DEFAULT_CAMPAIGN_PLATFORM,
  DEFAULT_CURRENCY,
  OfferInputSchema,
  parseAmountInput,
  type CampaignOffer,
  type CampaignPlatform,
  type CompensationKind,
  type Currency,
  type DeliverableFormat,
  type ParsedOfferInput,
  type UsageRightsKind,
} from '@equicreators/shared';
import { newDraftKey } from '@/lib/deliverable-drafts';

/** One deliverable row as the form holds it: text for the inputs. */
export type OfferDeliverableDraft = {
  key: string;
  platform: CampaignPlatform;
  format: DeliverableFormat;
  quantity: string;
  dueDate: string;
  notes: string;
};

/**
 * The brief builder's offer as its inputs hold it (issue 31): amounts as typed in major units,
 * numbers as text, lists as text, so nothing typed is lost before it is checked.
 */
export type OfferDraft = {
  kinds: CompensationKind[];
  currency: Currency;
  fee: string;
  productName: string;
  productValue: string;
  commission: string;
  spots: string;
  timeZone: string;
  applicationDeadline: string;
  contentStart: string;
  contentEnd: string;
  deliverables: OfferDeliverableDraft[];
  usageRights: UsageRightsKind;
  usageMonths: string;
  exclusive: boolean;
  exclusivityDays: string;
  exclusivityCategory: string;
  mentions: string;
  hashtags: string;
  links: string;
  dos: string;
  donts: string;
};

/** Messages by the API's field path ('offer.feeMinor', 'offer.deliverables.0.dueDate'). */
export type OfferErrors = Record<string, string>;

export function emptyDeliverableDraft(platform: CampaignPlatform = DEFAULT_CAMPAIGN_PLATFORM): OfferDeliverableDraft {
  return { key: newDraftKey(), platform, format: 'post', quantity: '1', dueDate: '', notes: '' };
}

/** A new campaign's offer: a paid fee in the default currency, one deliverable, dates in the brand's zone. */
export function emptyOfferDraft(timeZone: string): OfferDraft {
  return {
    kinds: ['fee'],
    currency: DEFAULT_CURRENCY,
    fee: '',
    productName: '',
    productValue: '',
    commission: '',
    spots: '1',
    timeZone,
    applicationDeadline: '',
    contentStart: '',
    contentEnd: '',
    deliverables: [emptyDeliverableDraft()],
    usageRights: 'organic',
    usageMonths: '',
    exclusive: false,
    exclusivityDays: '',
    exclusivityCategory: '',
    mentions: '',
    hashtags: '',
    links: '',
    dos: '',
    donts: '',
  };
}

const amountText = (amountMinor: number | null) => (amountMinor === null ? '' : amountInputOf(amountMinor));
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An edit starts from the campaign's offer (a campaign written as texts: what could be read). */
export function draftFromOffer(offer: CampaignOffer, platform: CampaignPlatform): OfferDraft {
  return {
    kinds: offer.kinds,
    currency: offer.currency,
    fee: amountText(offer.feeMinor),
    productName: offer.productName ?? '',
    productValue: amountText(offer.productValueMinor),
    // Basis points are hundredths of a percent, as minor units are hundredths of a unit.
    commission: amountText(offer.commissionBasisPoints),
    spots: numberText(offer.spots),
    timeZone: offer.timeZone,
    applicationDeadline: offer.applicationDeadline ?? '',
    contentStart: offer.contentStart ?? '',
    contentEnd: offer.contentEnd ?? '',
    deliverables:
      offer.deliverables.length > 0
        ? offer.deliverables.map((item) => ({
            key: newDraftKey(),
            platform: item.platform,
            format: item.format,
            quantity: String(item.quantity),
            dueDate: item.dueDate ?? '',
            notes: item.notes,
          }))
        : [emptyDeliverableDraft(platform)],
    usageRights: offer.usageRights.kind,
    usageMonths: numberText(offer.usageRights.months),
    exclusive: offer.exclusivity !== null,
    exclusivityDays: numberText(offer.exclusivity?.days),
    exclusivityCategory: offer.exclusivity?.category ?? '',
    mentions: offer.mentions.join(' '),
    hashtags: offer.hashtags.join(' '),
    links: offer.links.join('\n'),
    dos: offer.dos,
    donts: offer.donts,
  };
}

/** Words typed apart by spaces, commas or new lines. */
const words = (text: string) => text.split(/[\s,]+/).filter(Boolean);

/** A whole number typed in a number input; NaN for what is not one, so the schema names it. */
const wholeNumber = (text: string): number | null => (text.trim() === '' ? null : Number(text));

type Amount = { value: number | null; error?: string };

/** An amount typed in major units, as minor units; a typed text that is not an amount is an error. */
function amountOf(text: string, message: string): Amount {
  if (text.trim() === '') return { value: null };
  const value = parseAmountInput(text);
  return value === null ? { value: null, error: message } : { value };
}

/**
 * The offer the API takes, checked by the server's own schema (the clock's rules stay the
 * server's): the offer when it is valid, otherwise each problem by the API's field path.
 */
export function offerFromDraft(draft: OfferDraft): { offer: ParsedOfferInput | null; errors: OfferErrors } {
  const has = (kind: CompensationKind) => draft.kinds.includes(kind);
  const fee = amountOf(draft.fee, 'Enter the fee like 250 or 250.50');
  const productValue = amountOf(draft.productValue, 'Enter the value like 45 or 45.99');
  const commission = amountOf(draft.commission, 'Enter the commission like 10 or 12.5');
  const days = wholeNumber(draft.exclusivityDays);
  const candidate = {
    kinds: draft.kinds,
    currency: draft.currency,
    feeMinor: has('fee') ? fee.value : null,
    productName: has('gifted') ? draft.productName : null,
    productValueMinor: has('gifted') ? productValue.value : null,
    commissionBasisPoints: has('affiliate') ? commission.value : null,
    spots: wholeNumber(draft.spots) ?? undefined,
    timeZone: draft.timeZone.trim(),
    applicationDeadline: draft.applicationDeadline,
    contentStart: draft.contentStart,
    contentEnd: draft.contentEnd,
    deliverables: draft.deliverables.map((item) => ({
      platform: item.platform,
      format: item.format,
      quantity: wholeNumber(item.quantity) ?? undefined,
      dueDate: item.dueDate,
      notes: item.notes,
    })),
    usageRights: {
      kind: draft.usageRights,
      months: draft.usageRights === 'paid_ads' ? wholeNumber(draft.usageMonths) : null,
    },
    exclusivity: draft.exclusive ? { days, category: draft.exclusivityCategory } : null,
    mentions: words(draft.mentions),
    hashtags: words(draft.hashtags),
    links: words(draft.links),
    dos: draft.dos,
    donts: draft.donts,
  };
  const errors: OfferErrors = {};
  const typed: [boolean, Amount, string][] = [
    [has('fee'), fee, 'offer.feeMinor'],
    [has('gifted'), productValue, 'offer.productValueMinor'],
    [has('affiliate'), commission, 'offer.commissionBasisPoints'],
  ];
  for (const [shown, amount, path] of typed) {
    if (shown && amount.error) errors[path] = amount.error;
  }
  const parsed = OfferInputSchema.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = ['offer', ...issue.path.map(String)].join('.');
      errors[path] ??= issue.message;
    }
    // The schema's cross-field rules wait for its fields to pass; the missing money of a chosen kind is named at once.
    const missing: [boolean, string, string][] = [
      [has('fee') && !draft.fee.trim(), 'offer.feeMinor', 'Enter the fee per creator'],
      [has('gifted') && !draft.productName.trim(), 'offer.productName', 'Name the gifted product'],
      [has('affiliate') && !draft.commission.trim(), 'offer.commissionBasisPoints', 'Enter the commission rate'],
    ];
    for (const [isMissing, path, message] of missing) {
      if (isMissing) errors[path] ??= message;
    }
  }
  return { offer: parsed.success && Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** Errors of one deliverable row by its field ('platform', 'dueDate'), from the offer's errors. */
export function deliverableErrors(errors: OfferErrors, index: number): Record<string, string> {
  const prefix = `offer.deliverables.${String(index)}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
}

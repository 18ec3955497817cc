import type { CampaignPlatform, CampaignPrice } from './campaigns.ts';
import { readCompensation, type ReadCompensation } from './offer-parsing-money.ts';
import { readDeadlines, type ReadDates } from './offer-parsing-dates.ts';
import { readDeliverables } from './offer-parsing-deliverables.ts';
import { DEFAULT_CURRENCY, OFFER_LIMITS, type CampaignOffer, type TermsAsWritten } from './offers.ts';

/** The spec's free texts of a campaign, as a spec client sends them or a campaign from before kept them. */
export type SpecTerms = {
  compensation: string;
  deadlines: string;
  deliverables: string;
  price: CampaignPrice;
  platform: CampaignPlatform;
};

/** What reading the texts gave: the offer as far as it could be read, and the texts that could not. */
export type ReadTerms = { offer: CampaignOffer; asWritten: TermsAsWritten };

/**
 * A text longer than this is kept as written unread: terms that long are prose, not a fee, a date or
 * a list of ten deliverables, and reading them would cost a request time for nothing.
 */
const MAX_READABLE_LENGTH = 1000;

/**
 * The offer the spec's free texts describe (issue 31). Each text is read whole or not at all: one
 * that cannot be read as data is kept in `asWritten`, and the part of the offer it would have filled
 * stays empty, so nothing shows half-read. The number of creators is read only where a text says it
 * ('for 5 creators'); otherwise it stays not stated. Deliverables are due at the end of the content
 * window when the deadlines give one, as the plan of a campaign from before was.
 */
export function offerFromSpecTexts(terms: SpecTerms, timeZone = 'UTC'): ReadTerms {
  const isReadable = (text: string) => text.length <= MAX_READABLE_LENGTH;
  const asWritten: TermsAsWritten = {};
  const spotsInText = readSpots(terms.compensation);
  const compensationText = spotsInText ? spotsInText.rest : terms.compensation;

  let compensation = compensationOfPrice(terms.price);
  if (compensationText.trim()) {
    const read = isReadable(compensationText) ? readCompensation(compensationText) : null;
    if (read && agreesWithPrice(read, terms.price)) compensation = read;
    else asWritten.compensation = terms.compensation;
  }

  let dates: ReadDates = { applicationDeadline: null, contentStart: null, contentEnd: null };
  if (terms.deadlines.trim()) {
    const read = isReadable(terms.deadlines) ? readDeadlines(terms.deadlines) : null;
    if (read) dates = read;
    else asWritten.deadlines = terms.deadlines;
  }

  let deliverables: CampaignOffer['deliverables'] = [];
  if (terms.deliverables.trim()) {
    const read = isReadable(terms.deliverables) ? readDeliverables(terms.deliverables, terms.platform) : null;
    if (read) deliverables = read.map((item) => ({ ...item, dueDate: dates.contentEnd }));
    else asWritten.deliverables = terms.deliverables;
  }

  return {
    offer: {
      ...compensation,
      spots: spotsInText?.spots ?? null,
      timeZone,
      ...dates,
      deliverables,
      usageRights: { kind: 'organic', months: null },
      exclusivity: null,
      mentions: [],
      hashtags: [],
      links: [],
      dos: '',
      donts: '',
    },
    asWritten,
  };
}

/** What a campaign offers when its compensation text is empty or kept as written: its price label alone. */
function compensationOfPrice(price: CampaignPrice): ReadCompensation {
  return {
    kinds: price === 'Paid' ? ['fee'] : ['exposure'],
    currency: DEFAULT_CURRENCY,
    feeMinor: null,
    productName: null,
    productValueMinor: null,
    commissionBasisPoints: null,
  };
}

/** A text that names a fee on an 'Unpaid' campaign, or none on a 'Paid' one, contradicts it: kept as written. */
function agreesWithPrice(read: ReadCompensation, price: CampaignPrice): boolean {
  return read.kinds.includes('fee') === (price === 'Paid');
}

const SPOTS = /\b(?:for\s+|x\s*)?(\d{1,3})\s+(?:creators|influencers|riders|content\s+creators|spots|places)\b/i;

/** 'for 5 creators' in a compensation text: the spots, and the text without them. */
function readSpots(text: string): { spots: number; rest: string } | null {
  const match = SPOTS.exec(text);
  const spots = Number(match?.[1]);
  if (!match || spots < 1 || spots > OFFER_LIMITS.maxSpots) return null;
  return { spots, rest: `${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}` };
}

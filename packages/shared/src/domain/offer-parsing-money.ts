import {
  COMPENSATION_KINDS,
  OFFER_LIMITS,
  parseAmountInput,
  type CampaignOffer,
  type CompensationKind,
  type Currency,
  DEFAULT_CURRENCY,
} from './offers.ts';

/** What a compensation text gives an offer. */
export type ReadCompensation = Pick<
  CampaignOffer,
  'kinds' | 'currency' | 'feeMinor' | 'productName' | 'productValueMinor' | 'commissionBasisPoints'
>;

/*
 * The grammar: money with its currency ('£250', '$1,200.50', '250 GBP', '€1.5k'), at most one fee
 * per creator; a product's value in brackets ('(RRP £45)'); a commission ('10% commission'); and
 * words left over, which name the gifted product when the text gives it ('Gifted product only',
 * '$400 and the full leather care kit'). Money is read digit by digit into minor units. Anything
 * the offer cannot hold (a range, a rate per post, travel, a currency it does not know, 'TBD')
 * leaves the whole text as written.
 */

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)(?![\d.,]\d)(\s?k\b)?`;
const SYMBOLS: Record<string, Currency> = { '£': 'GBP', $: 'USD', us$: 'USD', usd: 'USD', '€': 'EUR' };
const CODES: Record<string, Currency> = {
  gbp: 'GBP',
  usd: 'USD',
  eur: 'EUR',
  pounds: 'GBP',
  pound: 'GBP',
  dollars: 'USD',
  euros: 'EUR',
  euro: 'EUR',
};
const MONEY = new RegExp(
  String.raw`(?<![\w$£€])(US\$|USD|GBP|EUR|\$|£|€)\s?${AMOUNT}|(?<![\w.,])${AMOUNT}\s?(GBP|USD|EUR|pounds?|dollars|euros?|£|€)(?!\w)`,
  'gi',
);
// Currencies and symbols the offer cannot hold ('A$300', '¥5000', '300 CHF').
const OTHER_MONEY = /[a-z]{1,2}\$|[¥₹₩₽¢]|\b(?:aud|cad|nzd|chf|sek|nok|dkk|jpy|inr|zar|pln)\b/i;
const VALUE_OF_PRODUCT =
  /\(?\s*(?:rrp|worth|valued?\s+at|value|retail(?:\s+value)?|retails?\s+at)\s*:?\s*(?:of\s+)?\uE000(\d+)\uE001\s*\)?/gi;
const COMMISSION = /(\d{1,3})(?:\.(\d{1,2}))?\s?%/g;
const COMMISSION_WORDS =
  /\b(?:affiliate|commission|on\s+(?:every\s+|each\s+)?sales?|per\s+sale|of\s+(?:each\s+|every\s+)?sales?|(?:via|with|through)\s+(?:your|a)\s+(?:own\s+)?(?:code|link)|rev(?:enue)?\s+share)\b/gi;
// Words that cannot be held as data: the whole text stays as written.
const UNREADABLE =
  /\b(?:tbd|tbc|tba|to\s+be\s+(?:confirmed|discussed|agreed|decided)|negotiable|neg|ono|depends?|doe|discuss(?:ed)?|expenses|travel|mileage|accommodation|hotel|vat|budget|total|split|shared|up\s+to|range|between|min(?:imum)?|max(?:imum)?|starting|from|per\s+(?:post|reel|story|video|month|week|hour|day|piece|deliverable|image|photo)|monthly|weekly|hourly|daily|or|discount|off|depending|bonus|retainer)\b|[?%]/i;
// A number without a currency where money would be ('Fee: 400', '400 and product').
const BARE_NUMBER =
  /(?<![\w.])\d[\d,.]*(?:\s?k)?(?=\s*(?:$|[,;:/+&()-]|\b(?:and|plus|with|fee|per|each|flat|for|only)\b))/i;
const FEE_WORDS =
  /\b(?:(?:flat|one-off|one\s+off)\s+)?(?:fee|rate|payment|pay|paid|cash)\b|\bper\s+(?:creator|influencer|person|rider|head)\b|\beach\b/gi;
const GIFT_WORDS =
  /\((?:gifted|gift|free|to\s+keep)\)|\b(?:gifted|gift|free(?:\s+of\s+charge)?|complimentary|as\s+a\s+gift|(?:for\s+you|yours)\s+to\s+keep|to\s+keep)\b/gi;
const ONLY = /\bonly\b/gi;
const EXPOSURE_WORDS =
  /\b(?:unpaid|exposure|none|no\s+(?:fee|payment|pay|budget)|not\s+paid|n\/a|nil|nothing|volunteer|collab(?:oration)?)\b/gi;
const JOINERS =
  /^(?:[\s,;:/&+()\-–—]|\b(?:and|plus|with|also|as\s+well\s+as)\b)+|(?:[\s,;:/&+()\-–—]|\b(?:and|plus|with|also)\b)+$/gi;

type Money = { amountMinor: number; currency: Currency };

const MARKER = /\uE000(\d+)\uE001/g;

/** The compensation a text describes; null when any part of it cannot be read. */
export function readCompensation(text: string): ReadCompensation | null {
  const amounts: Money[] = [];
  let isMisread = false;
  // Each amount becomes a marker, so the words around it are read without its digits.
  let rest = text.replace(MONEY, (...groups: (string | undefined)[]) => {
    const money = moneyOf(groups);
    if (money) amounts.push(money);
    else isMisread = true;
    return `\uE000${String(amounts.length - 1)}\uE001`;
  });
  if (isMisread || OTHER_MONEY.test(rest)) return null;

  const values = [...rest.matchAll(VALUE_OF_PRODUCT)].map((match) => amounts[Number(match[1])]);
  rest = rest.replace(VALUE_OF_PRODUCT, ' ');
  const fees = [...rest.matchAll(MARKER)].map((match) => amounts[Number(match[1])]);
  const commission = readCommission(rest);
  if (values.length > 1 || fees.length > 1 || commission === undefined) return null;
  const [fee = null] = fees;
  const [productValue = null] = values;

  const product = readProduct(rest.replace(MARKER, ' ').replace(COMMISSION, ' ').replace(COMMISSION_WORDS, ' '), fee);
  if (product === undefined) return null;
  if (fee && productValue && fee.currency !== productValue.currency) return null;
  if (productValue && product.name === null) return null;

  const kinds = new Set<CompensationKind>();
  if (fee) kinds.add('fee');
  if (product.name) kinds.add('gifted');
  if (commission !== null) kinds.add('affiliate');
  if (kinds.size === 0 && product.isExposure) kinds.add('exposure');
  if (kinds.size === 0) return null;
  return {
    kinds: COMPENSATION_KINDS.filter((kind) => kinds.has(kind)),
    currency: fee?.currency ?? productValue?.currency ?? DEFAULT_CURRENCY,
    feeMinor: fee?.amountMinor ?? null,
    productName: product.name,
    productValueMinor: productValue?.amountMinor ?? null,
    commissionBasisPoints: commission,
  };
}

function moneyOf(groups: (string | undefined)[]): Money | null {
  const [, symbolBefore, amountBefore, thousandsBefore, amountAfter, thousandsAfter, symbolAfter] = groups;
  const symbol = (symbolBefore ?? symbolAfter ?? '').toLowerCase();
  const currency = SYMBOLS[symbol] ?? CODES[symbol];
  const amountMinor = amountMinorOf(amountBefore ?? amountAfter ?? '', Boolean(thousandsBefore ?? thousandsAfter));
  if (!currency || amountMinor === null || amountMinor < 1 || amountMinor > OFFER_LIMITS.maxAmountMinor) return null;
  return { amountMinor, currency };
}

/** '1,250.50' → 125050; in thousands ('1.5k'), '1.5' → 150000: the digits moved, never multiplied. */
function amountMinorOf(amount: string, inThousands: boolean): number | null {
  if (!inThousands) return parseAmountInput(amount);
  const [whole = '', fraction = ''] = amount.replaceAll(',', '').split('.');
  return parseAmountInput(`${whole}${fraction.padEnd(3, '0')}`);
}

const has = (pattern: RegExp, text: string) => new RegExp(pattern.source, 'i').test(text);

/** The commission in basis points; null when none is named, undefined when it cannot be read. */
function readCommission(text: string): number | null | undefined {
  const rates = [...text.matchAll(COMMISSION)];
  const isCommission = has(COMMISSION_WORDS, text);
  if (rates.length === 0) return isCommission ? undefined : null;
  // A percentage that is no commission is a discount, or a share the offer cannot hold.
  if (rates.length > 1 || !isCommission) return undefined;
  const [, whole = '', fraction = ''] = rates[0] ?? [];
  const basisPoints = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return basisPoints >= 1 && basisPoints <= OFFER_LIMITS.maxCommissionBasisPoints ? basisPoints : undefined;
}

type Product = { name: string | null; isExposure: boolean };

/**
 * The gifted product the leftover words name, or that they say nothing is paid; undefined when
 * they say something else. Words beside a fee ('$400 and product') name a product; words alone
 * need a gift word ('Gifted', 'Free', '(gifted)') to be read as one.
 */
function readProduct(text: string, fee: Money | null): Product | undefined {
  if (BARE_NUMBER.test(text)) return undefined;
  const isExposure = has(EXPOSURE_WORDS, text);
  const withoutExposure = text.replace(EXPOSURE_WORDS, ' ').replace(FEE_WORDS, ' ');
  const hasGiftWord = has(GIFT_WORDS, withoutExposure);
  const words = tidy(withoutExposure.replace(GIFT_WORDS, ' ').replace(ONLY, ' '));
  if (words === '') return hasGiftWord ? undefined : { name: null, isExposure };
  if (UNREADABLE.test(words) || (!hasGiftWord && !fee) || words.length > OFFER_LIMITS.productName) return undefined;
  return { name: words, isExposure: false };
}

function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').replace(JOINERS, '').trim();
}

import type { CampaignPlatform } from './campaigns.ts';
import type { DeliverableFormat, OfferDeliverable } from './offers.ts';
import { LEADING_BULLET, WORK_LIMITS } from './order-work.ts';

/*
 * The grammar: items one a line (bullets as defaultDeliverablePlan removes them) or joined by
 * commas, 'and', 'plus'; each item a quantity ('3', 'three', 'a', '2x', '×2'), a platform or none,
 * a few describing words, one format word, and notes in brackets or after 'with'. An item without a
 * platform takes the one before it, the first the campaign's; a Reel without one is Instagram's, and
 * the items after it take Instagram. An item that cannot be read leaves the
 * whole text as written: half a plan read would look like the whole plan.
 */

const PLATFORMS: [RegExp, CampaignPlatform][] = [
  [/^(?:instagram|insta|ig)$/i, 'Instagram'],
  [/^(?:tiktok|tik\s?tok)$/i, 'TikTok'],
  [/^(?:youtube|yt)$/i, 'YouTube'],
  [/^(?:facebook|fb)$/i, 'Facebook'],
  [/^ugc$/i, 'UGC'],
];
const PLATFORM_WORD = /\b(?:instagram|insta|ig|tik\s?tok|youtube|yt|facebook|fb|ugc)\b/i;

/** A format word and what it is on a platform ('video' is short on TikTok, long on YouTube). */
const FORMAT_WORDS: [RegExp, (platform: CampaignPlatform) => DeliverableFormat][] = [
  [/^reels?$/i, () => 'reel'],
  [/^(?:story|stories)$/i, () => 'story'],
  [/^(?:posts?|carousels?)$/i, (p) => (p === 'UGC' ? 'ugc_asset' : 'post')],
  [/^(?:tiktoks?)$/i, () => 'short_video'],
  [/^(?:shorts?|short\s+videos?|short-form\s+videos?)$/i, () => 'short_video'],
  [/^(?:long\s+videos?|long-form\s+videos?|vlogs?)$/i, () => 'long_video'],
  [/^(?:videos?|video\s+clips?|clips?)$/i, (p) => videoFormatOn(p)],
  [/^(?:lives?|live\s+streams?|livestreams?|live\s+sessions?)$/i, () => 'live'],
  [
    /^(?:assets?|photo\s+sets?|photos?|images?|ugc\s+assets?|content\s+pieces?)$/i,
    (p) => (p === 'UGC' ? 'ugc_asset' : 'post'),
  ],
];
// The format word closes the item ('photo post' is a post described as a photo).
const FORMAT_WORD =
  /(?<![\w-])(?:reels?|story|stories|posts?|carousels?|tiktoks?|short\s+videos?|short-form\s+videos?|shorts?|long\s+videos?|long-form\s+videos?|vlogs?|video\s+clips?|videos?|clips?|live\s+streams?|livestreams?|live\s+sessions?|lives?|ugc\s+assets?|photo\s+sets?|photos?|images?|assets?|content\s+pieces?)$/i;

function videoFormatOn(platform: CampaignPlatform): DeliverableFormat {
  if (platform === 'YouTube') return 'long_video';
  return platform === 'UGC' ? 'ugc_asset' : 'short_video';
}

const NUMBER_WORDS = ['a', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const QUANTITY_BEFORE = new RegExp(`^(\\d{1,3}|an|${NUMBER_WORDS.join('|')})\\s*(?:x|×)?\\s+`, 'i');
const QUANTITY_TIGHT = /^(\d{1,3})\s*(?:x|×)\s*/i;
const QUANTITY_AFTER = /\s*(?:x|×)\s*(\d{1,3})$/i;
// A few describing words before the format ('summary', 'unboxing', 'review'), kept as notes.
const DESCRIBING = /^[a-z0-9][a-z0-9'+-]*(?:\s+[a-z0-9][a-z0-9'+-]*){0,2}$/i;
// Words that name something other than a platform's format: the item is not read.
const NOT_DESCRIBING =
  /\b(?:and|or|plus|per|each|every|visit|takeover|day|days|hours?|weeks?|months?|blog|newsletter|e-?mail|podcast|website|web|pinterest|twitter|linkedin|threads|snapchat|twitch|press|print|tv|radio)\b/i;

/** The deliverables a text lists; null when any item cannot be read. */
export function readDeliverables(text: string, campaignPlatform: CampaignPlatform): OfferDeliverable[] | null {
  const items = itemsOf(text);
  if (items.length === 0 || items.length > WORK_LIMITS.maxDeliverables) return null;
  const read: OfferDeliverable[] = [];
  let platform = campaignPlatform;
  for (const item of items) {
    const deliverable = readItem(item, platform);
    if (!deliverable) return null;
    platform = deliverable.platform;
    read.push(deliverable);
  }
  return read;
}

function itemsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(LEADING_BULLET, '').trim())
    .flatMap((line) => splitOutsideBrackets(line))
    .map((item) => item.trim().replace(/[.;]+$/, ''))
    .filter((item) => item !== '');
}

/** Items of a line joined by commas, semicolons, 'and', 'plus' or '+', not counting those in brackets. */
function splitOutsideBrackets(line: string): string[] {
  const hidden = line.replace(/\([^)]*\)/g, (inner) =>
    inner.replace(/[,;+&]|\band\b|\bplus\b/gi, (m) => `\uE000${m}\uE001`),
  );
  return hidden
    .split(/\s*[,;]\s*|\s+(?:and|plus|\+|&)\s+/i)
    .map((item) => item.replace(/\uE000([^\uE001]*)\uE001/g, '$1'));
}

function readItem(item: string, platformBefore: CampaignPlatform): OfferDeliverable | null {
  let rest = item.replace(/\s+/g, ' ');
  const notes: string[] = [];
  rest = rest.replace(/\s*\(([^)]*)\)\s*/g, (_, inner: string) => {
    notes.push(inner.trim());
    return ' ';
  });
  const withClause = /\s+(with\s+.+)$/i.exec(rest);
  if (withClause) {
    notes.push(withClause[1] ?? '');
    rest = rest.slice(0, withClause.index);
  }
  const quantity = readQuantity(rest.trim());
  if (!quantity) return null;
  rest = quantity.rest;

  const platformMatch = PLATFORM_WORD.exec(rest);
  // 'TikToks' names its platform in the format word.
  const namedPlatform = platformMatch ? platformOf(platformMatch[0]) : /\btiktoks?$/i.test(rest) ? 'TikTok' : null;
  const platform = namedPlatform ?? platformBefore;
  if (platformMatch)
    rest = `${rest.slice(0, platformMatch.index)} ${rest.slice(platformMatch.index + platformMatch[0].length)}`;
  rest = rest.replace(/\s+/g, ' ').trim();

  const formatMatch = FORMAT_WORD.exec(rest);
  if (!formatMatch || (platformMatch && !namedPlatform)) return null;
  const after = rest.slice(formatMatch.index + formatMatch[0].length).trim();
  const before = rest.slice(0, formatMatch.index).trim();
  if (after !== '' || (before !== '' && (!DESCRIBING.test(before) || NOT_DESCRIBING.test(before)))) return null;
  const format = formatOf(formatMatch[0], platform);
  if (!format) return null;
  return {
    // A Reel is Instagram's whatever the campaign's platform (issue 46), unless the item names one.
    platform: format === 'reel' && !namedPlatform ? 'Instagram' : platform,
    format,
    quantity: quantity.value,
    dueDate: null,
    notes: [before, ...notes]
      .filter((note) => note !== '')
      .join(', ')
      .slice(0, 500),
  };
}

function readQuantity(text: string): { value: number; rest: string } | null {
  const after = QUANTITY_AFTER.exec(text);
  if (after) return quantityOf(after[1] ?? '', text.slice(0, after.index));
  const tight = QUANTITY_TIGHT.exec(text) ?? QUANTITY_BEFORE.exec(text);
  if (tight) return quantityOf(tight[1] ?? '', text.slice(tight[0].length));
  return { value: 1, rest: text };
}

function quantityOf(word: string, rest: string): { value: number; rest: string } | null {
  const lower = word.toLowerCase();
  const value = /^\d+$/.test(lower) ? Number(lower) : lower === 'an' ? 1 : NUMBER_WORDS.indexOf(lower) || 1;
  return value >= 1 && value <= WORK_LIMITS.maxQuantity ? { value, rest } : null;
}

function platformOf(word: string): CampaignPlatform | null {
  return PLATFORMS.find(([pattern]) => pattern.test(word.replace(/\s+/g, ' ')))?.[1] ?? null;
}

function formatOf(word: string, platform: CampaignPlatform): DeliverableFormat | null {
  const normalised = word.replace(/\s+/g, ' ');
  return FORMAT_WORDS.find(([pattern]) => pattern.test(normalised))?.[1](platform) ?? null;
}

import { DATA_EXPORT_RULES, PRODUCT } from '@equicreators/shared';

/** What a bounded export leaves out of files/ (every file is still listed in files.json). */
export const EXPORT_FILE_LIMITS = {
  /** Files copied into one zip at most; the rest are listed with `included: false`. */
  maxFiles: 5_000,
  /** Bytes of files copied into one zip at most (2 GiB): the zip is built on disk, never in memory. */
  maxBytes: 2 * 1024 * 1024 * 1024,
} as const;

/**
 * The layout of the export's zip, entry by entry: the one source of README.txt inside the zip and
 * of the table in docs/data-export.md (a test checks that the document lists every entry).
 */
export const EXPORT_LAYOUT = [
  ['README.txt', 'This description of the layout.'],
  [
    'account.json',
    'Your account: e-mail, type, status, dates, terms accepted; your contact-form messages, e-mail changes, deletion requests and earlier exports. Never your password or any secret.',
  ],
  [
    'profile.json',
    'Your profile. A creator: names, phone, bio, picture, equestrian facets (disciplines, level, horses, breeds, country, region, languages), niches, social links, platform statistics, rates and packages, media-kit settings (address and who may see it). A brand: the brand profile.',
  ],
  [
    'campaigns.json',
    "A brand: its campaigns with their images and every creator's entry (status and dates, the creator's name as the brand sees it). A creator: her entries in campaigns (status and dates, the campaign's title and company).",
  ],
  [
    'messages.json',
    'Every thread you are a party to: its campaign, the other party as you see them (a name, never an e-mail address), and every message of both sides with the names of their attachments; your own attachments point into files/.',
  ],
  ['work.json', 'The work of your orders: deliverables, submitted versions, reviews and deal versions.'],
  [
    'payments.json',
    'Money as we store it: the payments of your orders and their disputes, your payout account id (Stripe), your Stripe customer and subscriptions. Invoices and receipts are documents of Stripe; the receipt address is in each payment.',
  ],
  ['ratings.json', 'Ratings you gave and ratings you received.'],
  ['notifications.json', 'Your notification centre.'],
  ['shortlists.json', "A brand's shortlists and the creators on them (creator ids); empty for a creator."],
  ['email-preferences.json', 'The e-mail categories you turned off (essential mail always goes).'],
  ['newsletter.json', 'The newsletter subscription of your address: its state and dates.'],
  ['sessions.json', 'Your logins: when, until when, last used, the browser (user agent) and IP address.'],
  [
    'files.json',
    'Every file of yours: its name in this zip, original name, kind, size and date, and whether it is included.',
  ],
  [
    'files/',
    'Your own files, each named by the first 8 characters of its id, a dash and its original name made safe (with the extension of the type it is stored as), in files/profile-picture/, files/campaign-images/ and files/message-attachments/ (your message and work attachments, the portfolio of a media kit among them).',
  ],
] as const satisfies readonly (readonly [string, string])[];

/** README.txt: what the zip is, how long its link worked, and the layout. */
export function exportReadme(): string {
  const gib = EXPORT_FILE_LIMITS.maxBytes / 1024 ** 3;
  return [
    `Your ${PRODUCT.name} data`,
    '',
    'Everything we hold about your account, as JSON (UTF-8; times in ISO 8601, UTC; money in minor units with',
    'its currency), and your own files. The download link worked once, for',
    `${String(DATA_EXPORT_RULES.linkHours)} hours; you may ask for a new export once every ${String(DATA_EXPORT_RULES.oneEveryHours)} hours.`,
    'Other people appear only as you see them in the product: a name, never their e-mail address.',
    `At most ${EXPORT_FILE_LIMITS.maxFiles.toLocaleString('en-GB')} files and ${String(gib)} GiB of files are copied; files.json lists any left out.`,
    '',
    'Layout:',
    ...EXPORT_LAYOUT.map(([path, what]) => `- ${path}: ${what}`),
    '',
  ].join('\n');
}

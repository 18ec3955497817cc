/**
 * Terms, privacy and the person's control over their data (issue 34).
 * The dated version of the terms and privacy notice in force: signup stores it with the time of
 * acceptance, and a logged-in person whose stored version is older is asked once to accept this one.
 */
export const LEGAL_VERSION = '2026-11-27';

/**
 * What an e-mail is about. `essential` mail (codes, password resets, receipts, security and account
 * notices) always goes; every other category can be turned off and carries a one-click unsubscribe.
 */
export const MAIL_CATEGORIES = [
  'essential',
  'messages_work',
  'campaign_updates',
  'invitations',
  'reminders',
  'newsletter',
  'product_news',
] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/** The categories a person may turn off, in the order the preferences screen lists them. */
export const OPTIONAL_MAIL_CATEGORIES = [
  'messages_work',
  'campaign_updates',
  'invitations',
  'reminders',
  'newsletter',
  'product_news',
] as const satisfies readonly MailCategory[];
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];

export const MAIL_CATEGORY_LABELS: Record<MailCategory, string> = {
  essential: 'Account and security',
  messages_work: 'Messages and work',
  campaign_updates: 'Campaign updates',
  invitations: 'Invitations',
  reminders: 'Reminders',
  newsletter: 'Newsletter',
  product_news: 'Product news',
};

export function isOptionalMailCategory(value: unknown): value is OptionalMailCategory {
  return typeof value === 'string' && (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(value);
}

export const ACCOUNT_DELETION_RULES = {
  /** Days between a confirmed request and the erasure; logging in within them cancels it. */
  graceDays: 14,
  /** A session whose login is older than this confirms a deletion by an e-mailed link instead. */
  recentLoginMinutes: 60,
  /** How long the e-mailed confirmation link works. */
  confirmLinkHours: 24,
} as const;

/** A deletion request's life: confirmed by e-mail if asked, then scheduled, then erased or cancelled. */
export const ACCOUNT_DELETION_STATES = ['awaiting_confirmation', 'scheduled', 'cancelled', 'erased'] as const;
export type AccountDeletionState = (typeof ACCOUNT_DELETION_STATES)[number];

/** Who asked for the erasure: the person, or an admin acting on a request (audited). */
export const ACCOUNT_DELETION_REQUESTERS = ['self', 'admin'] as const;
export type AccountDeletionRequester = (typeof ACCOUNT_DELETION_REQUESTERS)[number];

/** What an erased person is shown as to the other party of a thread or a rating. */
export const DELETED_USER_NAME = 'Deleted user';

/** Why a thread with an erased person reads but takes no new message. */
export const DELETED_USER_THREAD_MESSAGE =
  'This person deleted their account: the conversation can be read, but not answered.';

export const DATA_EXPORT_RULES = {
  /** The e-mailed link works once, for this long after the export is ready. */
  linkHours: 24,
  /** At most one export is requested per account in this many hours. */
  oneEveryHours: 24,
} as const;

/**
 * What the outbox keeps of an e-mail (issue 46): its text goes once it is sent or has failed for
 * good (its codes and links are secrets a backup must not carry); the row (recipient, category,
 * status, times) goes after this many days.
 */
export const MAIL_RETENTION = {
  keepDays: 30,
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'downloaded', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** A newsletter address is confirmed by e-mail (double opt-in) before any issue is sent to it. */
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * An erased account's login becomes `erased-<id>@` this domain: no address (RFC 2606 `.invalid`),
 * unique per account. Mail to it is never queued.
 */
export const ERASED_ADDRESS_DOMAIN = 'erased.invalid';

export function isErasedAddress(address: string): boolean {
  return address.trim().toLowerCase().endsWith(`@${ERASED_ADDRESS_DOMAIN}`);
}

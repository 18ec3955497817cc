/**
 * Limits that both sides enforce (DECISIONS), kept in one place so the form and the
 * server can never disagree.
 */
export const PASSWORD_LIMITS = { minLength: 8, maxLength: 128 } as const;

export const AUTH_CODE_RULES = {
  digits: 6,
  validMinutes: 10,
  maxWrongTries: 5,
  maxSendsPerWindow: 3,
  sendWindowMinutes: 10,
} as const;

export const PASSWORD_RESET_RULES = { validMinutes: 30, maxRequestsPerWindow: 5, windowMinutes: 30 } as const;

export const SESSION_RULES = { tokenLifetimeDays: 7 } as const;

const MEGABYTE = 1024 * 1024;

export const UPLOAD_LIMITS = {
  imageMaxBytes: 10 * MEGABYTE,
  videoMaxBytes: 100 * MEGABYTE,
  maxFilesPerMessage: 10,
  maxFilesPerCampaign: 10,
  imageContentTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  videoContentTypes: ['video/mp4', 'video/quicktime'],
  /**
   * All the files of one request together: two full-size videos, or a campaign's ten images with
   * room to spare. A request past it is refused while it streams, before it fills a disk.
   */
  maxRequestBytes: 200 * MEGABYTE,
  /** Uploads one account may have streaming at once on one server; a person sends one at a time. */
  maxConcurrentUploadsPerAccount: 3,
  /**
   * Pixels of one image, every frame of an animation counted: a 50-megapixel phone's full frame
   * (8192 × 6144; 48 MP photos are 8000 × 6000). Photos (JPEG, PNG, still WebP) are decoded in
   * strips or shrunk while decoding, so even this many cost about 100 MB at most.
   */
  imageMaxPixels: 8192 * 6144,
  /**
   * Pixels of one frame of a GIF or an animation: their decoders hold each whole frame in memory
   * (about 5.5 bytes a pixel measured), so a 30 KB one-colour GIF of 49 megapixels took 270 MB.
   * 16 megapixels (4000 × 4000) costs about 90 MB, far beyond any real GIF or sticker.
   */
  frameMaxPixels: 16_000_000,
} as const;

/** Page sizes for server-side paging (DECISIONS: every list pages on the server). */
export const PAGE_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  /**
   * How deep a list may be paged: page × pageSize at most. An OFFSET reads and drops every row
   * before the page, so `?page=4999` on 100,000 creators costs as much as reading them all; nobody
   * pages through 10,000 rows by hand, a search or a filter finds them (docs/decisions/014).
   */
  maxDepth: 10_000,
} as const;

/** Interface timings and counts of spec §9. */
export const UI_TIMINGS = {
  toastErrorMs: 4000,
  toastSuccessMs: 2000,
  toastHireSuccessMs: 10_000,
  maxToasts: 20,
  carouselAutoplayMs: 5000,
  creatorSignupRedirectMs: 3000,
} as const;

export const UI_LIMITS = {
  featuredCreators: 4,
  badgeMax: 99,
  drawerGridColumns: 5,
  messageInputMaxRows: 4,
} as const;

/** What one web-vitals report may hold (`POST /api/vitals`); the reporter keeps to it before sending. */
export const WEB_VITALS_LIMITS = {
  /** One page view makes at most five metrics; the rest is room, not an invitation. */
  maxMetricsPerReport: 10,
  /**
   * Timings are milliseconds and CLS a small score; ten minutes is far beyond any real visit and
   * keeps a forged report from dragging a percentile anywhere it likes.
   */
  maxValue: 600_000,
} as const;

/**
 * A quota: at most `points` in a window of `windowSeconds`, counted per key (an account, a thread,
 * an address…) under the rule's own `name`, which is also the counter's prefix in storage: two
 * rules never share a counter. `message` is what a refused request is answered (429, Retry-After).
 */
export type QuotaRule = { name: string; points: number; windowSeconds: number; message: string };

const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/**
 * Per-account quotas (docs/decisions/013): numbers a busy honest user never meets, that stop one
 * account from flooding mailboxes, disks or the shared caches. The attack suite lowers them all at
 * once with QUOTA_SCALE (never in production).
 */
export const ACCOUNT_QUOTAS = {
  /** Key: the thread (campaign and creator). A message every 12 s for a whole hour. */
  messagesPerThread: {
    name: 'quota-messages-thread',
    points: 300,
    windowSeconds: HOUR_SECONDS,
    message: 'Too many messages in this conversation. Please wait a while before sending more.',
  },
  /** Key: the sending account, across all its threads. */
  messagesPerAccount: {
    name: 'quota-messages-account',
    points: 1_000,
    windowSeconds: HOUR_SECONDS,
    message: 'You have sent a great many messages this hour. Please wait a while before sending more.',
  },
  /** Key: the sending account. Points are MiB (`mebibytesOf`), so the count fits the store's integer. */
  attachmentMebibytesPerAccount: {
    name: 'quota-attachment-mib',
    points: 2_048,
    windowSeconds: DAY_SECONDS,
    message: 'You have sent 2 GB of files today, the most one account may send in a day. Please try again tomorrow.',
  },
  /** Key: the creator's account. */
  profileEditsPerAccount: {
    name: 'quota-profile-edit',
    points: 30,
    windowSeconds: HOUR_SECONDS,
    message: 'You have saved your profile many times this hour. Please wait a while before saving again.',
  },
  /** Key: the creator's account. Each request e-mails the new and the old address. */
  emailChangesPerAccount: {
    name: 'quota-email-change-account',
    points: 5,
    windowSeconds: DAY_SECONDS,
    message: 'You have asked to change your e-mail address several times today. Please try again tomorrow.',
  },
  /** Key: the new address (lower case), whichever account asks: no mailbox gets a flood of links. */
  emailChangesPerAddress: {
    name: 'quota-email-change-address',
    points: 3,
    windowSeconds: DAY_SECONDS,
    message: 'This address has received several confirmation links today. Please try again tomorrow.',
  },
  /** Key: the brand's account. */
  invitationsPerBrand: {
    name: 'quota-invitations-brand',
    points: 200,
    windowSeconds: DAY_SECONDS,
    message: 'You have sent 200 invitations today, the most a brand may send in a day. Please try again tomorrow.',
  },
  /** Key: the brand and the creator: one creator is not invited to campaign after campaign. */
  invitationsPerCreatorPerBrand: {
    name: 'quota-invitations-creator',
    points: 5,
    windowSeconds: 7 * DAY_SECONDS,
    message:
      'You have invited this creator several times this week. Please wait for their answer before inviting them again.',
  },
  /** Key: the brand's account. */
  campaignCreationsPerBrand: {
    name: 'quota-campaign-creations',
    points: 20,
    windowSeconds: DAY_SECONDS,
    message: 'You have created 20 campaigns today, the most a brand may create in a day. Please try again tomorrow.',
  },
  /**
   * Key: the campaign. Each edit may store ten images and e-mail every creator in the campaign
   * (a change of terms, decision 019): bounded per campaign per day.
   */
  campaignEditsPerCampaign: {
    name: 'quota-campaign-edits',
    points: 20,
    windowSeconds: DAY_SECONDS,
    message: 'You have saved this campaign 20 times today, the most in a day. Please try again tomorrow.',
  },
  /**
   * Key: the order (campaign and creator). Each edit of an order's deliverables tells both parties
   * live and flushes the brand's cached campaign pages (docs/decisions/022); a list is set up in a
   * few saves.
   */
  deliverableEditsPerOrder: {
    name: 'quota-deliverable-edits-order',
    points: 20,
    windowSeconds: HOUR_SECONDS,
    message:
      'You have changed these deliverables many times this hour. Please wait a while before changing them again.',
  },
  /** Key: the brand's account, across its orders. */
  deliverableEditsPerBrand: {
    name: 'quota-deliverable-edits-brand',
    points: 200,
    windowSeconds: DAY_SECONDS,
    message: 'You have changed deliverables 200 times today, the most in a day. Please try again tomorrow.',
  },
  /**
   * Key: the order and the rating side. A rating is given once and edited for 14 days; each save
   * recomputes the ratee's average and flushes the shared caches of browse or campaigns.
   */
  ratingEditsPerOrder: {
    name: 'quota-rating-edits-order',
    points: 10,
    windowSeconds: HOUR_SECONDS,
    message: 'You have changed this rating many times this hour. Please wait a while before changing it again.',
  },
  /** Key: the rating account, across its orders. */
  ratingEditsPerAccount: {
    name: 'quota-rating-edits-account',
    points: 200,
    windowSeconds: DAY_SECONDS,
    message: 'You have saved 200 ratings today, the most in a day. Please try again tomorrow.',
  },
  /**
   * Key: the order and the proposing side. Each proposal of new deal terms (or a hire at another
   * fee, an offer) tells the other party by notification, e-mail and live event (issue 46): a deal
   * is settled in a few rounds, never thirty.
   */
  dealProposalsPerOrder: {
    name: 'quota-deal-proposals-order',
    points: 10,
    windowSeconds: HOUR_SECONDS,
    message: 'You have proposed new terms many times this hour. Please wait for an answer before proposing again.',
  },
  /** Key: the proposing account, across its orders. */
  dealProposalsPerAccount: {
    name: 'quota-deal-proposals-account',
    points: 100,
    windowSeconds: DAY_SECONDS,
    message: 'You have proposed new terms 100 times today, the most in a day. Please try again tomorrow.',
  },
  /** Key: the order and the answering side: accepts, declines and withdrawals of proposals. */
  dealAnswersPerOrder: {
    name: 'quota-deal-answers-order',
    points: 20,
    windowSeconds: HOUR_SECONDS,
    message: 'You have answered proposals on this order many times this hour. Please wait a while.',
  },
  /** Key: the order (its payment's dispute) and the proposing side: each split proposed is announced. */
  splitProposalsPerOrder: {
    name: 'quota-split-proposals-order',
    points: 10,
    windowSeconds: HOUR_SECONDS,
    message: 'You have proposed a split many times this hour. Please wait for an answer before proposing again.',
  },
} as const satisfies Record<string, QuotaRule>;

/** Bytes as the attachment quota counts them: whole MiB, rounded up (a 1-byte file costs 1). */
export function mebibytesOf(bytes: number): number {
  return Math.ceil(bytes / MEGABYTE);
}

/**
 * E-mails about one order's deal (issue 46): held this long before they leave, so a newer one for
 * the same person replaces it while unsent (one e-mail, the latest news), and a proposal withdrawn
 * within `quietWithdrawMinutes` of being made sends no e-mail at all.
 */
export const DEAL_MAIL_RULES = { delaySeconds: 120, quietWithdrawMinutes: 10 } as const;

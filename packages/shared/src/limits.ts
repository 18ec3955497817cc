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
} as const;

/** Page sizes for server-side paging (DECISIONS: every list pages on the server). */
export const PAGE_LIMITS = { defaultPageSize: 20, maxPageSize: 100 } as const;

/** Interface timings and counts of spec §9. */
export const UI_TIMINGS = {
  toastErrorMs: 4000,
  toastSuccessMs: 2000,
  toastHireSuccessMs: 10_000,
  maxToasts: 20,
  carouselAutoplayMs: 5000,
  creatorSignupRedirectMs: 3000,
  brandSignupToastDelaysMs: [2000, 4000],
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

import { z } from 'zod';
import { PAGE_PATTERNS } from '../domain/page-patterns.ts';
import { WEB_VITALS_LIMITS } from '../limits.ts';

/** The metrics the web-vitals reporter sends: the three Core Web Vitals, and FCP and TTFB to explain LCP. */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/** The web-vitals library's own verdict against Google's thresholds. */
export const WEB_VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
export type WebVitalRating = (typeof WEB_VITAL_RATINGS)[number];

/** One measurement of one page view, named by the page's route pattern only. */
export const WebVitalSchema = z
  .object({
    name: z.enum(WEB_VITAL_NAMES),
    // z.number() already refuses Infinity and NaN (JSON.parse turns `1e400` into Infinity).
    value: z.number().min(0).max(WEB_VITALS_LIMITS.maxValue),
    rating: z.enum(WEB_VITAL_RATINGS),
    page: z.enum(PAGE_PATTERNS),
    /** 'navigate', 'reload', 'back-forward-cache'…: a free word, so a newer library's value is not refused. */
    navigationType: z
      .string()
      .regex(/^[a-z-]{1,32}$/, 'must be a navigation type such as navigate or reload')
      .optional(),
  })
  .meta({ id: 'WebVital' });
export type WebVital = z.input<typeof WebVitalSchema>;

/** `POST /api/vitals`: the metrics of one page view, sent with `navigator.sendBeacon`. */
export const WebVitalsReportSchema = z
  .array(WebVitalSchema)
  .min(1)
  .max(WEB_VITALS_LIMITS.maxMetricsPerReport)
  .meta({ id: 'WebVitalsReport' });
export type WebVitalsReport = z.input<typeof WebVitalsReportSchema>;

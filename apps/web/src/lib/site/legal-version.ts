import { LEGAL_VERSION } from '@equicreators/shared';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * A version of the Terms and the Privacy notice as people read it: '2026-11-27' → '27 November 2026'.
 * Formatted in UTC, so the server's rendering and the browser's agree whatever their zones.
 */
export function legalVersionLabel(version: string = LEGAL_VERSION): string {
  const day = new Date(`${version}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? version : LONG_DATE.format(day);
}

import { LEGAL_VERSION, type OwnTerms } from '@equicreators/shared';
import type { TermsAcceptanceRow } from './legal.repository.ts';

/** What the caller reads of their own acceptance: the version in force beside the one they accepted. */
export function presentOwnTerms(row: TermsAcceptanceRow): OwnTerms {
  return {
    currentVersion: LEGAL_VERSION,
    acceptedVersion: row.termsVersion,
    acceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    isCurrentAccepted: row.termsVersion === LEGAL_VERSION && row.termsAcceptedAt !== null,
  };
}

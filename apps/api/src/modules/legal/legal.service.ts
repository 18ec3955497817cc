import { AppError, LEGAL_VERSION, type AcceptTermsRequest, type OwnTerms } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { presentOwnTerms } from './legal.presenter.ts';
import { readTermsAcceptance, recordTermsAcceptance } from './legal.repository.ts';

/** Said when a page that showed an older version tries to accept it. */
export const OUTDATED_TERMS_MESSAGE =
  'The Terms and the Privacy notice have changed since this page was opened. Reload it to read the current version.';

/** GET /api/account/terms: the version in force and the caller's own acceptance. */
export async function readOwnTerms(context: AppContext, principal: Principal): Promise<OwnTerms> {
  const row = await readTermsAcceptance(context.db, principal.accountId);
  // The session check found the account a moment ago; only an erasure in between could remove it.
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return presentOwnTerms(row);
}

/**
 * POST /api/account/terms: accepts the version in force, named by the page that showed it, so a
 * page left open across a new version never accepts what the person did not see (409). Accepting
 * the version already accepted keeps the first time (issue 34: once accepted, never asked again).
 */
export async function acceptOwnTerms(
  context: AppContext,
  principal: Principal,
  input: AcceptTermsRequest,
): Promise<OwnTerms> {
  if (input.version !== LEGAL_VERSION) throw new AppError('CONFLICT', OUTDATED_TERMS_MESSAGE);
  const row = await recordTermsAcceptance(context.db, principal.accountId, {
    version: LEGAL_VERSION,
    now: context.clock.now(),
  });
  if (!row) throw new AppError('NOT_FOUND', 'Account not found');
  return presentOwnTerms(row);
}

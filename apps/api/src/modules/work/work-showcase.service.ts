import {
  AppError,
  WORK_MESSAGES,
  type ShowcaseConsentRequest,
  type SubmissionParams,
  type WorkChangeResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { buildOrderWork, orderOpenTo, raterTypeOf } from './work.service.ts';
import { lockSubmissions, setShowcaseConsent } from './work-writes.repository.ts';

/**
 * PUT …/submissions/{submissionId}/showcase: the caller's own side of the portfolio consent
 * (docs/decisions/030). The hired creator may give or withdraw theirs on any version of theirs, at
 * any time; the campaign's brand only on a version it approved. Anyone else: 404, as for the work.
 * Open or closed, consent can always be withdrawn, and no subscription is needed to do so.
 */
export async function changeShowcaseConsent(
  context: AppContext,
  principal: Principal,
  params: SubmissionParams,
  body: ShowcaseConsentRequest,
): Promise<WorkChangeResponse> {
  const order = { campaignId: params.campaignId, creatorId: params.creatorId };
  await orderOpenTo(context, principal, order);
  const side = principal.type === 'brand' ? 'brand' : 'creator';
  await context.db.transaction(async (tx) => {
    const [submission] = await lockSubmissions(tx, order, [params.submissionId]);
    if (!submission) throw new AppError('NOT_FOUND', WORK_MESSAGES.submissionNotFound);
    if (side === 'brand' && submission.status !== 'approved') {
      throw new AppError('CONFLICT', WORK_MESSAGES.showcaseNotApproved);
    }
    const current = side === 'brand' ? submission.brandShowcaseConsent : submission.creatorShowcaseConsent;
    if (current === body.consent) return;
    await setShowcaseConsent(tx, submission.id, side, body.consent);
    await publishLiveSignal(tx, { kind: 'work', ...order, change: 'showcase' });
  });
  return { work: await buildOrderWork(context, order, raterTypeOf(principal)), messageSeq: null };
}

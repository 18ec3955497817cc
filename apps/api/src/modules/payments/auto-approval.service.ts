import { AUTO_APPROVE_DAYS, orderState } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { accountAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { sendWithoutFiles } from '../messages/message-sending.ts';
import { announce } from '../notifications/notification-events.ts';
import { runOrderCloseHooks, runAfterClose, type AfterClose } from '../work/work-close-hooks.ts';
import { brandOrderLink } from '../work/work-reminders.emails.ts';
import {
  closeEntry,
  decideSubmission,
  insertReview,
  linkReviewMessage,
  lockDeliverables,
  lockOrderEntry,
  setDeliverableState,
} from '../work/work-writes.repository.ts';
import { findPaymentById, lockPaymentById, type OrderPaymentRow } from './order-payments.repository.ts';
import { changePayment } from './payment-changes.ts';
import { AUTO_APPROVED_REASON, autoApproveAtOf, DAY_MS, remindersDueAt, reviewWaitSinceOf } from './auto-approval.ts';
import type { Database } from '../../db/client.ts';
import {
  findReminderNames,
  listHeldOpenOrders,
  listPendingSubmissionIds,
  readWorkOfOrder,
} from './auto-approval.repository.ts';
import { decideMoney, moveAfterCommit } from './payment-release.service.ts';

/**
 * When a paid order's waiting versions will count as approved if the brand stays silent (the
 * order's payment view, `autoApproveAt`); null when nothing waits or the payment is not held.
 */
export async function autoApproveAtOfPayment(
  executor: Database,
  payment: Pick<OrderPaymentRow, 'status' | 'campaignId' | 'creatorId'>,
): Promise<string | null> {
  if (payment.status !== 'held') return null;
  return autoApproveAtOf(payment, await readWorkOfOrder(executor, payment))?.toISOString() ?? null;
}

export type AutoApprovalPass = { reminded: number; approved: number };

/**
 * One pass over paid, open orders (docs/decisions/029): a brand silent while every deliverable has
 * a version waiting is reminded on days 3 and 6 of the wait, once each (a new wait starts the count
 * again), and on day 7 the waiting versions count as approved, the order closes Completed and the
 * creator is paid.
 */
export async function processAutoApprovals(context: AppContext): Promise<AutoApprovalPass> {
  const pass: AutoApprovalPass = { reminded: 0, approved: 0 };
  for (const paymentId of await listHeldOpenOrders(context.db)) {
    const payment = await findPaymentById(context.db, paymentId);
    if (!payment) continue;
    const since = reviewWaitSinceOf(await readWorkOfOrder(context.db, payment));
    const now = context.clock.now();
    if (since && now.getTime() - since.getTime() >= AUTO_APPROVE_DAYS * DAY_MS) {
      if (await autoApprove(context, payment)) pass.approved += 1;
    } else if (await remind(context, paymentId, since)) {
      pass.reminded += 1;
    }
  }
  return pass;
}

/** Keeps the wait on the payment and sends the reminder due, if one is; true when one was sent. */
async function remind(context: AppContext, paymentId: string, since: Date | null): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const payment = await lockPaymentById(tx, paymentId);
    if (payment?.status !== 'held') return false;
    const sameWait = (payment.reviewWaitSince?.getTime() ?? null) === (since?.getTime() ?? null);
    const sent = sameWait ? payment.reviewRemindersSent : 0;
    const due = since ? remindersDueAt(since, now) : 0;
    if (sameWait && due <= sent) return false;
    await changePayment(tx, paymentId, { reviewWaitSince: since, reviewRemindersSent: Math.max(due, sent) }, now);
    if (!since || due <= sent) return false;
    const names = await findReminderNames(tx, payment);
    const daysLeft = Math.max(1, Math.ceil((since.getTime() + AUTO_APPROVE_DAYS * DAY_MS - now.getTime()) / DAY_MS));
    await announce(tx, {
      kind: 'review-reminder',
      to: payment.brandId,
      about: { campaignId: payment.campaignId, creatorId: payment.creatorId },
      mail:
        names && names.status !== 'blocked'
          ? renderMail({
              category: 'reminders',
              ...accountAudience(context, payment.brandId),
              to: names.email,
              subject: `Work waiting for your review: ${names.campaignTitle.replace(/\s+/g, ' ').trim()}`,
              paragraphs: [
                'Every deliverable of this order has a version waiting for your review.',
                `If you do not review within ${String(daysLeft)} ${daysLeft === 1 ? 'day' : 'days'}, the waiting versions count as approved, the order closes as completed and the creator is paid.`,
              ],
              action: { label: 'Review the work', url: brandOrderLink(context.config.publicUrl, payment) },
            })
          : null,
    });
    return true;
  });
}

/**
 * Approves the waiting versions as the brand's review would, and closes the order Completed with a
 * close card, in one message's transaction that checks the wait again under the locks.
 */
async function autoApprove(context: AppContext, payment: OrderPaymentRow): Promise<boolean> {
  const order = { campaignId: payment.campaignId, creatorId: payment.creatorId };
  // The message is the brand's side of the thread: the close is the brand's, decided by its silence.
  const principal: Principal = {
    accountId: payment.brandId,
    type: 'brand',
    sessionId: 'auto-approval',
    expiresAt: context.clock.now(),
    brandHasPaid: false,
  };
  let afterClose: AfterClose[] = [];
  let approved = false;
  await sendWithoutFiles(context, principal, {
    thread: order,
    senderType: 'brand',
    recipientAccountId: order.creatorId,
    content: AUTO_APPROVED_REASON,
    decision: null,
    work: async (tx, now) => {
      const entry = await lockOrderEntry(tx, order);
      const deliverables = await lockDeliverables(tx, order);
      const locked = await lockPaymentById(tx, payment.id);
      const since = reviewWaitSinceOf(await readWorkOfOrder(tx, order));
      const due = since && now.getTime() - since.getTime() >= AUTO_APPROVE_DAYS * DAY_MS;
      if (entry?.closeOutcome || locked?.status !== 'held' || !due) throw new AutoApprovalSkipped();
      const reviewId = await insertReview(tx, {
        ...order,
        reviewerAccountId: payment.brandId,
        comment: AUTO_APPROVED_REASON,
        createdAt: now,
      });
      for (const deliverable of deliverables) {
        if (deliverable.status === 'approved') continue;
        const pending = await listPendingSubmissionIds(tx, deliverable.id);
        for (const submissionId of pending) {
          await decideSubmission(tx, submissionId, { status: 'approved', reviewId, reviewedAt: now });
        }
        await setDeliverableState(tx, deliverable.id, { status: 'approved', approvedAt: now, updatedAt: now });
        deliverable.status = 'approved';
      }
      if (orderState(deliverables, null) !== 'ready_to_close') throw new AutoApprovalSkipped();
      await closeEntry(tx, order, { outcome: 'completed', reason: AUTO_APPROVED_REASON, now });
      // The release is decided here, as auto-approved; the close hooks then find the payment moving.
      await decideMoney(tx, locked, locked.agreedFeeMinor, 'auto_approved', now);
      afterClose = [
        moveAfterCommit(context, payment.id),
        ...(await runOrderCloseHooks(context, tx, { order, outcome: 'completed', now })),
      ];
      approved = true;
      return {
        card: { kind: 'close', outcome: 'completed', reason: AUTO_APPROVED_REASON },
        decision: 'Closed',
        afterMessage: async (messageId) => {
          await linkReviewMessage(tx, reviewId, messageId);
          await publishLiveSignal(tx, { kind: 'work', ...order, change: 'close' });
        },
      };
    },
  }).catch((error: unknown) => {
    if (!(error instanceof AutoApprovalSkipped)) throw error;
  });
  if (!approved) return false;
  context.changes.raise('campaigns');
  await runAfterClose(context, afterClose);
  return true;
}

class AutoApprovalSkipped extends Error {}

import {
  AppError,
  orderState,
  WORK_MESSAGES,
  type CloseOrder,
  type FieldIssue,
  type OrderWork,
  type RaterType,
  type ReplaceDeliverables,
  type WorkChangeResponse,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { createMessageFileUrls } from '../messages/message-file-urls.ts';
import { sendWithoutFiles } from '../messages/message-sending.ts';
import { presentOrderWork } from './work.presenter.ts';
import {
  findOrderAccess,
  findPaymentStatusOf,
  hasSubmissions,
  listDeliverables,
  listRatings,
  listSubmissions,
  type OrderAccess,
  type OrderIds,
} from './work.repository.ts';
import { closeEntry, lockDeliverables, lockOrderEntry, replaceDeliverableRows } from './work-writes.repository.ts';
import { chargeDeliverableEdit, checkDueDates, isSameList } from './work-deliverable-edits.service.ts';
import { runAfterClose, runOrderCloseHooks, type AfterClose } from './work-close-hooks.ts';

/**
 * The order's work (docs/decisions/022): the Work panel, the brand's list of deliverables and the
 * close. Submissions are in work-submissions.service.ts, reviews in work-reviews.service.ts.
 */

export type HiredOrder = OrderAccess & { entry: NonNullable<OrderAccess['entry']> };

/**
 * The order, if the caller is one of its parties: the campaign's brand, or the creator themself,
 * hired on it. Anyone else gets 404, as for threads.
 */
export async function orderOpenTo(context: AppContext, principal: Principal, order: OrderIds): Promise<HiredOrder> {
  const access = await findOrderAccess(context.db, order);
  const isParty =
    principal.type === 'brand'
      ? access?.brandId === principal.accountId
      : principal.type === 'contentCreator' && principal.accountId === order.creatorId;
  if (!access?.entry || access.entry.status !== 'Hired' || !isParty) throw workNotFound();
  return access as HiredOrder;
}

/**
 * The brand's own routes. A brand without access may still review and close (DECISIONS: a lapsed
 * subscription winds down, and creators are never stuck waiting on its review); only editing the
 * deliverables, which is editing terms, asks for access.
 */
export async function brandOrder(context: AppContext, principal: Principal, order: OrderIds): Promise<HiredOrder> {
  if (principal.type !== 'brand') throw workNotFound();
  return orderOpenTo(context, principal, order);
}

export function raterTypeOf(principal: Principal): RaterType {
  return principal.type === 'brand' ? 'brand' : 'contentCreator';
}

/** GET …/work: the Work panel, the same for both parties (the ratings read from the caller's side). */
export async function getOrderWork(context: AppContext, principal: Principal, order: OrderIds): Promise<OrderWork> {
  const access = await orderOpenTo(context, principal, order);
  return buildOrderWork(context, order, raterTypeOf(principal), access);
}

/**
 * The Work panel as it stands now; every work route answers with it after its change. `known` is
 * the order's access when the caller has just read it and changed nothing since (the GET), so it is
 * not read twice; after a change it is read again.
 */
export async function buildOrderWork(
  context: AppContext,
  order: OrderIds,
  viewer: RaterType,
  known?: OrderAccess,
): Promise<OrderWork> {
  const { db } = context;
  const [access, deliverables, submissions, ratings, paymentStatus] = await Promise.all([
    known ?? findOrderAccess(db, order),
    listDeliverables(db, order),
    listSubmissions(db, order),
    listRatings(db, order),
    findPaymentStatusOf(db, order),
  ]);
  if (!access?.entry) throw workNotFound();
  const { closedAt, closeOutcome, closeReason } = access.entry;
  return presentOrderWork(
    {
      order: { campaignId: order.campaignId, creatorId: order.creatorId },
      close: { closedAt, closeOutcome, closeReason },
      deliverables,
      submissions,
      ratings,
      awaitingPayment: paymentStatus === 'awaiting_payment',
      viewer,
      now: context.clock.now(),
    },
    createMessageFileUrls(context),
  );
}

/**
 * PUT …/deliverables: the brand replaces the order's list (kept ones by id, in the order given)
 * while nothing was submitted and the order is open; counted, dated today or later, and a no-op
 * when nothing changes (work-deliverable-edits.service.ts). Under the entry's and the deliverables' locks,
 * so a first submission racing the edit either lands before it (and the edit is refused) or after.
 */
export async function replaceDeliverables(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: ReplaceDeliverables,
): Promise<WorkChangeResponse> {
  await requireBrandAccess(context.db, principal);
  await brandOrder(context, principal, order);
  await chargeDeliverableEdit(context, principal.accountId, order);
  const changed = await context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const entry = await lockOrderEntry(tx, order);
    if (entry?.status !== 'Hired') throw workNotFound();
    if (entry.closeOutcome) throw workClosed();
    const current = await lockDeliverables(tx, order);
    if (await hasSubmissions(tx, order)) throw new AppError('CONFLICT', WORK_MESSAGES.deliverablesLocked);
    checkKeptIds(
      body.deliverables.map((item) => item.id),
      new Set(current.map((row) => row.id)),
    );
    const items = body.deliverables.map((item, position) => ({
      id: item.id,
      title: item.title,
      quantity: item.quantity,
      dueAt: item.dueAt ? new Date(item.dueAt) : null,
      position,
    }));
    checkDueDates(body.deliverables, current, now);
    // The list as it is: nothing written, nobody told (issue 28).
    if (isSameList(current, items)) return false;
    await replaceDeliverableRows(tx, order, items, now);
    await publishLiveSignal(tx, { kind: 'work', ...order, change: 'deliverables' });
    return true;
  });
  // The brand's campaign pages show each order's progress (cached a moment, decision 020).
  if (changed) context.changes.raise('campaigns');
  return { work: await buildOrderWork(context, order, 'brand'), messageSeq: null };
}

/** A kept deliverable must be one of the order's, named once. */
function checkKeptIds(ids: (string | undefined)[], own: Set<string>): void {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (id === undefined) return;
    if (!own.has(id) || seen.has(id)) {
      issues.push({ field: `deliverables.${index}.id`, message: 'Keep only deliverables of this order, each once' });
    }
    seen.add(id);
  });
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
      fields: issues,
    });
  }
}

/**
 * POST …/close: completed (every deliverable approved) or cancelled with a reason. Final: the entry
 * keeps the close, the decision reads 'Closed', and a thread message with a close card says so.
 */
export async function closeOrder(
  context: AppContext,
  principal: Principal,
  order: OrderIds,
  body: CloseOrder,
): Promise<WorkChangeResponse> {
  const access = await brandOrder(context, principal, order);
  if (access.entry.closeOutcome) throw workClosed();
  const reason = body.reason;
  let afterClose: AfterClose[] = [];
  const message = await sendWithoutFiles(context, principal, {
    thread: order,
    senderType: 'brand',
    recipientAccountId: order.creatorId,
    content: reason,
    decision: null,
    work: async (tx, now) => {
      const entry = await lockOrderEntry(tx, order);
      if (entry?.closeOutcome) throw workClosed();
      if (body.outcome === 'completed' && orderState(await lockDeliverables(tx, order), null) !== 'ready_to_close') {
        throw new AppError('CONFLICT', WORK_MESSAGES.notReadyToComplete);
      }
      await closeEntry(tx, order, { outcome: body.outcome, reason: reason === '' ? null : reason, now });
      afterClose = await runOrderCloseHooks(context, tx, { order, outcome: body.outcome, now });
      return {
        card: { kind: 'close', outcome: body.outcome, reason },
        decision: 'Closed',
        afterMessage: () => publishLiveSignal(tx, { kind: 'work', ...order, change: 'close' }),
      };
    },
  });
  context.changes.raise('campaigns');
  await runAfterClose(context, afterClose);
  return { work: await buildOrderWork(context, order, 'brand'), messageSeq: message.seq };
}

export function workNotFound(): AppError {
  return new AppError('NOT_FOUND', WORK_MESSAGES.notFound);
}

export function workClosed(): AppError {
  return new AppError('CONFLICT', WORK_MESSAGES.closed);
}

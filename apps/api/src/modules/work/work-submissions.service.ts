import { randomUUID } from 'node:crypto';
import {
  AppError,
  canSubmitDeliverable,
  PAYMENT_MESSAGES,
  SubmissionFieldsSchema,
  WORK_MESSAGES,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { announce } from '../notifications/notification-events.ts';
import {
  parseFields,
  readAuthorised,
  sendCharged,
  type SendOutcome,
  type SendRequest,
} from '../messages/message-sending.ts';
import { findByIdempotencyKey } from '../messages/messages.repository.ts';
import { findPaymentStatusOf, listDeliverables, type OrderIds } from './work.repository.ts';
import { orderOpenTo, workClosed, workNotFound } from './work.service.ts';
import {
  insertSubmission,
  latestVersion,
  lockDeliverable,
  lockOrderEntry,
  setDeliverableState,
} from './work-writes.repository.ts';

/**
 * POST …/submissions: the hired creator sends a version of a deliverable. The form goes through
 * the messages' pipeline (fields before files, quotas, files, Idempotency-Key) and the submission
 * is a thread message with a submission card. In the message's transaction the deliverable's row
 * is locked and checked again, so a review deciding meanwhile never crosses it (docs/decisions/022).
 */
export async function submitDeliverable(
  context: AppContext,
  request: SendRequest,
  order: OrderIds,
): Promise<SendOutcome> {
  const { principal } = request;
  if (principal.type !== 'contentCreator') throw workNotFound();
  // A retry of a stored submission is answered with it (by the send), not refused by the state it left.
  const isRetry =
    request.idempotencyKey !== null &&
    (await findByIdempotencyKey(context.db, principal.accountId, request.idempotencyKey)) !== null;
  const read = await readAuthorised(context, request, async (formFields, { hasFiles }) => {
    const fields = parseFields(SubmissionFieldsSchema, formFields);
    const access = await orderOpenTo(context, principal, order);
    if (isRetry) return { fields, thread: order, brandId: access.brandId };
    if (access.entry.closeOutcome) throw workClosed();
    if ((await findPaymentStatusOf(context.db, order)) === 'awaiting_payment') throw awaitingPayment();
    // Checked before a byte of a file is read: a refusal costs the creator no upload.
    const deliverable = (await listDeliverables(context.db, order)).find((row) => row.id === fields.deliverableId);
    if (!deliverable) throw deliverableNotFound();
    if (!canSubmitDeliverable(deliverable.status, false)) throw cannotSubmit();
    if (!hasFiles && !fields.postUrl) throw nothingToSubmit();
    return { fields, thread: order, brandId: access.brandId };
  });
  const { fields, brandId } = read.checked;
  // An empty file input sends a part without bytes, which the reader drops.
  if (!isRetry && read.form.files.length === 0 && !fields.postUrl) {
    await read.refundQuotas();
    throw nothingToSubmit();
  }
  const submissionId = randomUUID();
  const outcome = await sendCharged(context, request, read, {
    thread: order,
    senderType: 'contentCreator',
    recipientAccountId: brandId,
    content: fields.note,
    decision: null,
    work: async (tx, now) => {
      const entry = await lockOrderEntry(tx, order);
      if (entry?.closeOutcome) throw workClosed();
      if ((await findPaymentStatusOf(tx, order)) === 'awaiting_payment') throw awaitingPayment();
      const deliverable = await lockDeliverable(tx, order, fields.deliverableId);
      if (!deliverable) throw deliverableNotFound();
      if (!canSubmitDeliverable(deliverable.status, false)) throw cannotSubmit();
      const version = (await latestVersion(tx, deliverable.id)) + 1;
      return {
        card: {
          kind: 'submission',
          submissionId,
          deliverableId: deliverable.id,
          deliverableTitle: deliverable.title,
          version,
          postUrl: fields.postUrl,
        },
        decision: null,
        afterMessage: async (messageId) => {
          await insertSubmission(tx, {
            id: submissionId,
            deliverableId: deliverable.id,
            ...order,
            version,
            note: fields.note,
            postUrl: fields.postUrl,
            creatorShowcaseConsent: fields.showcaseConsent,
            messageId,
            createdAt: now,
          });
          await setDeliverableState(tx, deliverable.id, { status: 'submitted', updatedAt: now });
          await publishLiveSignal(tx, { kind: 'work', ...order, change: 'submission' });
          await announce(tx, { kind: 'submission-waiting', to: brandId, about: { ...order } });
        },
      };
    },
  });
  // The brand's campaign pages show each order's progress (cached a moment, decision 020).
  if (!outcome.replayed) context.changes.raise('campaigns');
  return outcome;
}

function deliverableNotFound(): AppError {
  return new AppError('NOT_FOUND', 'This deliverable is not part of the order.');
}

/** A paid deal's work starts once the brand has paid (docs/decisions/029). */
function awaitingPayment(): AppError {
  return new AppError('CONFLICT', PAYMENT_MESSAGES.awaitingPayment);
}

function cannotSubmit(): AppError {
  return new AppError('CONFLICT', WORK_MESSAGES.cannotSubmit);
}

function nothingToSubmit(): AppError {
  return new AppError('VALIDATION_FAILED', WORK_MESSAGES.nothingToSubmit, {
    fields: [{ field: 'attachments', message: WORK_MESSAGES.nothingToSubmit }],
  });
}

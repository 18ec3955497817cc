import {
  ACCOUNT_QUOTAS,
  AppError,
  MESSAGE_MESSAGES,
  mebibytesOf,
  type DecisionLabel,
  type FieldIssue,
  type MessageSenderType,
  type MessageView,
  type QuotaRule,
  type WorkCard,
} from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import type { BeforeFiles, MultipartForm } from '../../platform/http/multipart.ts';
import type { Limits } from '../../platform/limits/limit-store.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import {
  checkAttachments,
  deleteAttachmentBytes,
  recordAttachmentFiles,
  storeAttachmentBytes,
} from './message-attachments.ts';
import { createMessageFileUrls } from './message-file-urls.ts';
import { countUploadedBytes } from '../files/upload-bytes.ts';
import { scheduleUnreadNotice } from './message-notices.repository.ts';
import { createMessageViewLoader } from './messages.presenter.ts';
import {
  claimNextSeq,
  findByIdempotencyKey,
  insertMessage,
  insertMessageAttachments,
  setEntryDecision,
  type ThreadIds,
} from './messages.repository.ts';

/**
 * How a message is stored, for the two send routes and for the work routes (docs/decisions/022:
 * a submission, a review and a close are thread messages with a work card), so every message
 * shares one pipeline: fields checked before files, quotas, files, Idempotency-Key, one transaction.
 */

export type SendRequest = {
  principal: Principal;
  /** The Idempotency-Key header, already checked for length; null when absent. */
  idempotencyKey: string | null;
  /** Reads the multipart form; `beforeFiles` runs on all the text fields before any file is read. */
  readForm: (beforeFiles: BeforeFiles) => Promise<MultipartForm>;
};

/** The stored message, and whether it was stored by an earlier try with the same Idempotency-Key. */
export type SendOutcome = { message: MessageView; replayed: boolean };

/** A form read and authorised, with its quotas spent; `refundQuotas` gives them back. */
export type AuthorisedForm<Checked> = { form: MultipartForm; checked: Checked; refundQuotas: () => Promise<void> };

/**
 * Reads the form, refusing a caller who may not write to the thread its fields name before a byte
 * of its files is read: the fields come first (the reader refuses files before `from` and `to`),
 * and no field may follow a file, so what was authorised is what is sent. The sender's message
 * quotas are spent then too, and an account out of attachment quota is refused before its files
 * stream; the files' size is charged once they are in.
 */
export async function readAuthorised<Checked extends { thread: ThreadIds }>(
  context: AppContext,
  request: SendRequest,
  authorise: (fields: Record<string, string>, form: { hasFiles: boolean }) => Promise<Checked>,
): Promise<AuthorisedForm<Checked>> {
  const { limits } = context;
  const senderId = request.principal.accountId;
  const authorised: { checked: Checked; refund: () => Promise<void> }[] = [];
  let form: MultipartForm;
  try {
    form = await request.readForm(async (fields, { hasFiles }) => {
      const checked = await authorise(fields, { hasFiles });
      if (hasFiles) await refuseWhenOutOf(limits, ACCOUNT_QUOTAS.attachmentMebibytesPerAccount, senderId);
      const refund = await limits.consumeQuotas([
        { rule: ACCOUNT_QUOTAS.messagesPerThread, key: `${checked.thread.campaignId}:${checked.thread.creatorId}` },
        { rule: ACCOUNT_QUOTAS.messagesPerAccount, key: senderId },
      ]);
      authorised.push({ checked, refund });
    });
  } catch (error) {
    // A file refused while streaming: the message was never sent, so it costs nothing.
    await authorised[0]?.refund();
    throw error;
  }
  const [first] = authorised;
  if (!first) throw new Error('The form was read without its fields being checked');
  const attachmentBytes = form.files.reduce((sum, file) => sum + file.byteSize, 0);
  if (attachmentBytes === 0) return { form, checked: first.checked, refundQuotas: first.refund };
  const mebibytes = mebibytesOf(attachmentBytes);
  try {
    await limits.consumeQuota(ACCOUNT_QUOTAS.attachmentMebibytesPerAccount, senderId, mebibytes);
  } catch (error) {
    await first.refund();
    throw error;
  }
  const refundQuotas = async () => {
    await first.refund();
    await limits.refundQuota(ACCOUNT_QUOTAS.attachmentMebibytesPerAccount, senderId, mebibytes);
  };
  return { form, checked: first.checked, refundQuotas };
}

async function refuseWhenOutOf(limits: Limits, rule: QuotaRule, key: string): Promise<void> {
  const state = await limits.checkQuota(rule, key);
  if (!state.isAllowed) {
    throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: state.retryAfterSeconds });
  }
}

/** Sends, giving the quotas back when nothing new was stored (a refusal, or a replayed send). */
export async function sendCharged(
  context: AppContext,
  request: SendRequest,
  read: { form: MultipartForm; refundQuotas: () => Promise<void> },
  draft: Draft,
): Promise<SendOutcome> {
  let outcome: SendOutcome;
  try {
    outcome = await send(context, request, read.form, draft);
  } catch (error) {
    await read.refundQuotas();
    throw error;
  }
  if (outcome.replayed) await read.refundQuotas();
  return outcome;
}

/**
 * A work message without files (a review, a close): nothing to read, no Idempotency-Key, and no
 * message quota spent (the work's own rules bound how many there can be).
 */
export async function sendWithoutFiles(context: AppContext, principal: Principal, draft: Draft): Promise<MessageView> {
  const request: SendRequest = {
    principal,
    idempotencyKey: null,
    readForm: () => Promise.reject(new Error('A message without files has no form to read')),
  };
  return (await send(context, request, { fields: {}, files: [] }, draft)).message;
}

/**
 * What a work route adds to its message, decided inside the message's transaction (the thread's
 * entry row is locked by then, so every work write of one order is serialised): the card, a
 * decision label or none, and the writes that need the message's id.
 */
export type WorkStep = {
  card: WorkCard;
  decision: DecisionLabel | null;
  afterMessage: (messageId: string) => Promise<void>;
};

export type Draft = {
  thread: ThreadIds;
  senderType: MessageSenderType;
  recipientAccountId: string;
  content: string;
  decision: DecisionLabel | null;
  /**
   * The work of a submission, a review or a close (modules/work), run in the message's transaction
   * after the seq is claimed and before the message is written; a refusal it throws rolls it all back.
   */
  work?: (tx: Database, now: Date) => Promise<WorkStep>;
};

/**
 * Stores a message: files checked and their bytes written first, then in one transaction the
 * thread's next seq, the message, its files, the work's decision on the entry, the live signals and
 * the unread notice. A failure removes the bytes, so there is never a message without its files nor a
 * file without its message. A retry under the same Idempotency-Key answers the first message.
 */
async function send(context: AppContext, request: SendRequest, form: MultipartForm, draft: Draft) {
  const { db, storage, clock } = context;
  const senderAccountId = request.principal.accountId;
  const replay = await findReplay(context, senderAccountId, request.idempotencyKey, draft.thread);
  if (replay) return replay;
  if (!draft.work && !draft.decision && draft.content === '' && form.files.length === 0) {
    throw new AppError('VALIDATION_FAILED', MESSAGE_MESSAGES.emptyContent, {
      fields: [{ field: 'content', message: MESSAGE_MESSAGES.emptyContent }],
    });
  }
  const stored = await storeAttachmentBytes(storage, await checkAttachments(form.files));
  let messageId: string;
  try {
    messageId = await db.transaction(async (tx) => {
      const now = clock.now();
      const seq = await claimNextSeq(tx, draft.thread);
      if (seq === null) throw threadNotFound();
      const step = draft.work ? await draft.work(tx, now) : null;
      const decision = step?.decision ?? draft.decision;
      const id = await insertMessage(tx, {
        ...draft.thread,
        senderAccountId,
        senderType: draft.senderType,
        seq,
        idempotencyKey: request.idempotencyKey,
        content: draft.content,
        decision,
        work: step?.card ?? null,
        createdAt: now,
      });
      await insertMessageAttachments(tx, id, await recordAttachmentFiles(tx, stored, senderAccountId));
      await step?.afterMessage(id);
      await publishLiveSignal(tx, { kind: 'message', messageId: id });
      // Only the work (a review, a close) decides the entry. The spec's `status` on a plain message
      // is a label on that message alone (DECISIONS), so it can never contradict the work.
      if (step?.decision) {
        await setEntryDecision(tx, { ...draft.thread, decision: step.decision, now });
        await publishLiveSignal(tx, { kind: 'decision', ...draft.thread, decision: step.decision });
      }
      await scheduleUnreadNotice(tx, { ...draft.thread, recipientAccountId: draft.recipientAccountId, now });
      return id;
    });
  } catch (error) {
    await deleteAttachmentBytes(storage, stored);
    // Two tries with one key at once: the other one stored it first.
    if (request.idempotencyKey && isUniqueViolation(error)) {
      const raced = await findReplay(context, senderAccountId, request.idempotencyKey, draft.thread);
      if (raced) return raced;
    }
    throw error;
  }
  countUploadedBytes(context.metrics, 'message-attachment', stored);
  return { message: await readBack(context, messageId), replayed: false };
}

async function findReplay(
  context: AppContext,
  senderAccountId: string,
  idempotencyKey: string | null,
  thread: ThreadIds,
): Promise<SendOutcome | null> {
  if (!idempotencyKey) return null;
  const earlier = await findByIdempotencyKey(context.db, senderAccountId, idempotencyKey);
  if (!earlier) return null;
  if (earlier.campaignId !== thread.campaignId || earlier.creatorId !== thread.creatorId) {
    throw new AppError('CONFLICT', 'This Idempotency-Key was already used for another conversation.');
  }
  return { message: await readBack(context, earlier.id), replayed: true };
}

async function readBack(context: AppContext, messageId: string): Promise<MessageView> {
  const view = await createMessageViewLoader(createMessageFileUrls(context))(context.db, messageId);
  if (!view) throw new Error(`The message ${messageId} could not be read back`);
  return view;
}

export function threadNotFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
}

/** The form's text fields checked with the shared schema; every problem named at once. */
export function parseFields<Schema extends z.ZodType>(
  schema: Schema,
  fields: Record<string, string>,
): z.output<Schema> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issues: FieldIssue[] = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  throw new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
    fields: issues,
  });
}

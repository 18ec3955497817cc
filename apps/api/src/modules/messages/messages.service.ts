import {
  ACCOUNT_QUOTAS,
  AppError,
  BrandSendFieldsSchema,
  CreatorSendFieldsSchema,
  MESSAGE_LIMITS,
  MESSAGE_MESSAGES,
  mebibytesOf,
  type DecisionLabel,
  type FieldIssue,
  type MarkRead,
  type MessageSenderType,
  type MessageView,
  type QuotaRule,
  type ThreadPage,
  type ThreadQuery,
  type UnreadCounts,
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
import { scheduleUnreadNotice } from './message-notices.repository.ts';
import { createMessageViewLoader, presentMessage } from './messages.presenter.ts';
import {
  claimNextSeq,
  countUnreadByThread,
  findByIdempotencyKey,
  findThreadAccess,
  insertMessage,
  insertMessageAttachments,
  listThreadMessages,
  markThreadRead,
  setEntryDecision,
  type ThreadAccess,
  type ThreadIds,
} from './messages.repository.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';

export type SendRequest = {
  principal: Principal;
  /** The Idempotency-Key header, already checked for length; null when absent. */
  idempotencyKey: string | null;
  /** Reads the multipart form; `beforeFiles` runs on all the text fields before any file is read. */
  readForm: (beforeFiles: BeforeFiles) => Promise<MultipartForm>;
};

/** The stored message, and whether it was stored by an earlier try with the same Idempotency-Key. */
export type SendOutcome = { message: MessageView; replayed: boolean };

/**
 * Reads the form, refusing a caller who may not write to the thread its fields name before a byte
 * of its files is read: the fields come first (the reader refuses files before `from` and `to`),
 * and no field may follow a file, so what was authorised is what is sent. The sender's message
 * quotas are spent then too, and an account out of attachment quota is refused before its files
 * stream; the files' size is charged once they are in.
 */
async function readAuthorised<Checked extends { thread: ThreadIds }>(
  context: AppContext,
  request: SendRequest,
  authorise: (fields: Record<string, string>) => Promise<Checked>,
): Promise<{ form: MultipartForm; checked: Checked; refundQuotas: () => Promise<void> }> {
  const { limits } = context;
  const senderId = request.principal.accountId;
  const authorised: { checked: Checked; refund: () => Promise<void> }[] = [];
  let form: MultipartForm;
  try {
    form = await request.readForm(async (fields, { hasFiles }) => {
      const checked = await authorise(fields);
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
async function sendCharged(
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

/** POST /api/messages/send: the campaign's brand writes to a creator hired on it, with a decision or not. */
export async function sendBrandMessage(context: AppContext, request: SendRequest): Promise<SendOutcome> {
  requireBrandAccess(request.principal);
  const read = await readAuthorised(context, request, async (formFields) => {
    const fields = parseFields(BrandSendFieldsSchema, formFields);
    const thread = { campaignId: fields.from, creatorId: fields.to };
    const access = await findThreadAccess(context.db, thread);
    if (!access || access.brandId !== request.principal.accountId || access.entry?.status !== 'Hired') {
      throw threadNotFound();
    }
    return { fields, thread };
  });
  const { fields, thread } = read.checked;
  return sendCharged(context, request, read, {
    thread,
    senderType: 'brand',
    recipientAccountId: thread.creatorId,
    content: fields.content,
    decision: fields.status ?? null,
  });
}

/** POST /api/messages/sendbrand: a creator hired on the campaign writes to its brand (never a decision). */
export async function sendCreatorMessage(context: AppContext, request: SendRequest): Promise<SendOutcome> {
  const read = await readAuthorised(context, request, async (formFields) => {
    const fields = parseFields(CreatorSendFieldsSchema, formFields);
    if (formFields.status) throw new AppError('FORBIDDEN', 'Only the brand can approve or close the work.');
    const thread = { campaignId: fields.to, creatorId: fields.from };
    if (thread.creatorId !== request.principal.accountId) throw threadNotFound();
    const access = await findThreadAccess(context.db, thread);
    if (!access || access.entry?.status !== 'Hired') throw threadNotFound();
    return { fields, thread, brandId: access.brandId };
  });
  const { fields, thread, brandId } = read.checked;
  return sendCharged(context, request, read, {
    thread,
    senderType: 'contentCreator',
    recipientAccountId: brandId,
    content: fields.content,
    decision: null,
  });
}

type Draft = {
  thread: ThreadIds;
  senderType: MessageSenderType;
  recipientAccountId: string;
  content: string;
  decision: DecisionLabel | null;
};

/**
 * Stores a message: files checked and their bytes written first, then in one transaction the
 * thread's next seq, the message, its files, a decision on the entry, the live signals and the
 * unread notice. A failure removes the bytes, so there is never a message without its files nor a
 * file without its message. A retry under the same Idempotency-Key answers the first message.
 */
async function send(context: AppContext, request: SendRequest, form: MultipartForm, draft: Draft) {
  const { db, storage, clock } = context;
  const senderAccountId = request.principal.accountId;
  const replay = await findReplay(context, senderAccountId, request.idempotencyKey, draft.thread);
  if (replay) return replay;
  if (!draft.decision && draft.content === '' && form.files.length === 0) {
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
      const id = await insertMessage(tx, {
        ...draft.thread,
        senderAccountId,
        senderType: draft.senderType,
        seq,
        idempotencyKey: request.idempotencyKey,
        content: draft.content,
        decision: draft.decision,
        createdAt: now,
      });
      await insertMessageAttachments(tx, id, await recordAttachmentFiles(tx, stored, senderAccountId));
      await publishLiveSignal(tx, { kind: 'message', messageId: id });
      if (draft.decision) {
        await setEntryDecision(tx, { ...draft.thread, decision: draft.decision, now });
        await publishLiveSignal(tx, { kind: 'decision', ...draft.thread, decision: draft.decision });
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

/** GET …/message-brand/… and …/message-influencer/…: a page of the thread, for its two parties only. */
export async function getThread(
  context: AppContext,
  principal: Principal,
  thread: ThreadIds,
  query: ThreadQuery,
): Promise<ThreadPage> {
  const access = await readableThread(context.db, principal, thread);
  const limit = query.limit ?? MESSAGE_LIMITS.threadPageSize;
  const { rows, hasOlder } = await listThreadMessages(context.db, thread, { ...query, limit });
  const urls = createMessageFileUrls(context);
  return {
    items: rows.map((row) => presentMessage(row, urls)),
    hasOlder,
    lastSeq: Math.max(access.entry.lastMessageSeq, rows.at(-1)?.seq ?? 0),
    entryStatus: access.entry.status,
    decision: access.entry.decision,
  };
}

/**
 * POST /api/messages/read: the other party's unread messages of the thread become read (up to
 * `upToSeq` when given); when any did, a `read` signal tells both parties in the same transaction.
 */
export async function markRead(context: AppContext, principal: Principal, body: MarkRead): Promise<number> {
  const thread = { campaignId: body.campaignId, creatorId: body.creatorId };
  await readableThread(context.db, principal, thread);
  const readerType = senderTypeOf(principal);
  return context.db.transaction(async (tx) => {
    const now = context.clock.now();
    const { marked, upToSeq } = await markThreadRead(tx, { ...thread, reader: readerType, upToSeq: body.upToSeq, now });
    if (marked > 0) {
      await publishLiveSignal(tx, { kind: 'read', ...thread, readerType, upToSeq, readAt: now.toISOString() });
    }
    return marked;
  });
}

/** The caller's unread messages from the other party, per thread (only threads with some) and in all. */
export async function unreadCounts(db: Database, principal: Principal): Promise<UnreadCounts> {
  const threads = await countUnreadByThread(db, { accountId: principal.accountId, type: senderTypeOf(principal) });
  return { total: threads.reduce((sum, thread) => sum + thread.unread, 0), threads };
}

/** The thread's brand or its creator may read it, whatever the entry's status; anyone else gets 404. */
async function readableThread(db: Database, principal: Principal, thread: ThreadIds) {
  const access = await findThreadAccess(db, thread);
  const isParty =
    principal.type === 'brand'
      ? access?.brandId === principal.accountId
      : principal.type === 'contentCreator' && principal.accountId === thread.creatorId;
  if (!access?.entry || !isParty) throw threadNotFound();
  return access as ThreadAccess & { entry: NonNullable<ThreadAccess['entry']> };
}

function senderTypeOf(principal: Principal): MessageSenderType {
  if (principal.type === 'brand' || principal.type === 'contentCreator') return principal.type;
  throw new AppError('FORBIDDEN', 'This page is not available to your account type.');
}

function threadNotFound(): AppError {
  return new AppError('NOT_FOUND', MESSAGE_MESSAGES.notFound);
}

/** The form's text fields checked with the shared schema; every problem named at once. */
function parseFields<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>): z.output<Schema> {
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

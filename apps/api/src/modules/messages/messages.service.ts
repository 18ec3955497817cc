import {
  AppError,
  BrandSendFieldsSchema,
  CreatorSendFieldsSchema,
  DELETED_USER_THREAD_MESSAGE,
  isThreadWritable,
  MESSAGE_LIMITS,
  WORK_MESSAGES,
  type MarkRead,
  type MessageSenderType,
  type ThreadPage,
  type ThreadQuery,
  type UnreadCounts,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/authenticate.ts';
import { publishLiveSignal } from '../live/live-bus.ts';
import { createMessageFileUrls } from './message-file-urls.ts';
import {
  parseFields,
  readAuthorised,
  sendCharged,
  threadNotFound,
  type SendOutcome,
  type SendRequest,
} from './message-sending.ts';
import { presentMessage } from './messages.presenter.ts';
import {
  countUnreadByThread,
  findThreadAccess,
  listThreadMessages,
  markThreadRead,
  type ThreadAccess,
  type ThreadIds,
} from './messages.repository.ts';
import { requireBrandAccess } from '../billing/billing-access.service.ts';

export type { SendOutcome, SendRequest } from './message-sending.ts';

/** POST /api/messages/send: the campaign's brand writes to a creator hired on it, with a decision or not. */
export async function sendBrandMessage(context: AppContext, request: SendRequest): Promise<SendOutcome> {
  await requireBrandAccess(context.db, request.principal);
  const read = await readAuthorised(context, request, async (formFields) => {
    const fields = parseFields(BrandSendFieldsSchema, formFields);
    const thread = { campaignId: fields.from, creatorId: fields.to };
    const access = await findThreadAccess(context.db, thread);
    if (!access || access.brandId !== request.principal.accountId || access.entry?.status !== 'Hired') {
      throw threadNotFound();
    }
    refuseWhenReadOnly(access, context.clock.now());
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
    refuseWhenReadOnly(access, context.clock.now());
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

/**
 * 14 days after the work was closed the thread only reads (docs/decisions/022); so does a thread
 * whose other party erased their account (docs/decisions/031).
 */
function refuseWhenReadOnly(access: ThreadAccess, now: Date): void {
  if (access.hasErasedParty) throw new AppError('CONFLICT', DELETED_USER_THREAD_MESSAGE);
  const closedAt = access.entry?.closedAt ?? null;
  if (closedAt !== null && !isThreadWritable(closedAt, now)) {
    throw new AppError('CONFLICT', WORK_MESSAGES.threadReadOnly);
  }
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

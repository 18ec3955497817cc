import type { MessageSenderType } from '@equicreators/shared';
import { and, isNull, ne, type SQL } from 'drizzle-orm';
import { messages } from './schema/index.ts';

/**
 * The one definition of "unread for this viewer" (the notification dots): a message of the other
 * party that nobody has read yet. Here, beside the schema, because the repositories of three
 * modules count with it (messages' unread counts, campaigns' orders, influencers' brand list).
 */
export function isUnreadFor(viewer: MessageSenderType): SQL {
  return and(isNull(messages.readAt), ne(messages.senderType, viewer)) as SQL;
}

import type { MessageAttachment, MessageView } from '@equicreators/shared';
import type { Database } from '../../db/client.ts';
import { extensionOf, type MessageFileUrls } from './message-file-urls.ts';
import { findMessageRow, type AttachmentRow, type MessageRow } from './messages.repository.ts';

/**
 * A message as both parties see it. `from` and `to` keep the spec's directions (§7): the brand
 * writes from the campaign to the creator, the creator from themselves to the campaign.
 */
export function presentMessage(row: MessageRow, urls: MessageFileUrls): MessageView {
  const fromBrand = row.senderType === 'brand';
  return {
    id: row.id,
    campaignId: row.campaignId,
    creatorId: row.creatorId,
    seq: row.seq,
    from: fromBrand ? row.campaignId : row.creatorId,
    to: fromBrand ? row.creatorId : row.campaignId,
    senderType: row.senderType,
    senderName: row.senderName,
    content: row.content,
    attachments: row.attachments.map((attachment) => presentAttachment(attachment, urls)),
    timestamp: row.createdAt.toISOString(),
    status: row.decision,
    work: row.work,
    readAt: row.readAt?.toISOString() ?? null,
  };
}

/** An attachment with its signed addresses (the Work panel shows submissions' files with it too). */
export function presentAttachment(attachment: AttachmentRow, urls: MessageFileUrls): MessageAttachment {
  const extension = extensionOf(attachment.contentType);
  return {
    url: urls.urlFor(attachment.fileId, 'original', extension),
    thumbnailUrl:
      attachment.kind === 'image' && attachment.hasThumbnail
        ? urls.urlFor(attachment.fileId, 'thumbnail', 'webp')
        : null,
    kind: attachment.kind,
    contentType: attachment.contentType,
    name: attachment.name ?? `attachment.${extension}`,
    byteSize: attachment.byteSize,
  };
}

/** Reads one message as its parties see it, or null when it does not exist. */
export type MessageViewLoader = (db: Database, messageId: string) => Promise<MessageView | null>;

/**
 * `loadMessageView(db, messageId)` for live delivery's dispatcher. Made once with the signer of
 * attachment addresses (it needs the server secret and the clock, which the database does not have).
 */
export function createMessageViewLoader(urls: MessageFileUrls): MessageViewLoader {
  return async (db, messageId) => {
    const row = await findMessageRow(db, messageId);
    return row ? presentMessage(row, urls) : null;
  };
}

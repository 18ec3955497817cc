import type { MessageSenderType } from '@equicreators/shared';
import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';
import type { ThreadIds } from './messages.repository.ts';

/**
 * Where each party reads the thread: the brand on the creator's page (it lists the campaigns they
 * share), the creator on the order of the campaign.
 */
export function threadLink(publicUrl: string, reader: MessageSenderType, { campaignId, creatorId }: ThreadIds): string {
  return reader === 'brand'
    ? `${publicUrl}/orders-influencer/${encodeURIComponent(creatorId)}`
    : `${publicUrl}/orders/${encodeURIComponent(campaignId)}`;
}

// A title and a name are free text: keep the subject on one line whatever they hold.
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * To a party with a message unread for 10 minutes (DECISIONS "Unread notices"). The messages
 * themselves stay in the product: an e-mail may be forwarded or read by others.
 */
export function unreadMessagesEmail(
  to: string,
  { campaignTitle, senderName, url }: { campaignTitle: string; senderName: string; url: string },
  audience: MailAudience,
) {
  const title = oneLine(campaignTitle);
  const sender = oneLine(senderName);
  return renderMail({
    category: 'messages_work',
    ...audience,
    to,
    subject: `You have new messages about ${title}`,
    paragraphs: [
      sender
        ? `${sender} wrote to you about the campaign ${title}, and you have not read it yet.`
        : `You have unread messages about the campaign ${title}.`,
      'Open the conversation to read and answer them.',
    ],
    action: { label: 'Open the conversation', url },
  });
}

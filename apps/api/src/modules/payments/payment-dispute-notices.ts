import { DEAL_MAIL_RULES, formatMoney } from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { accountAudience, type MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';
import { findDealParties } from '../deals/deals.repository.ts';
import { announce } from '../notifications/notification-events.ts';
import { brandOrderLink, creatorOrderLink } from '../work/work-reminders.emails.ts';
import type { OrderPaymentRow } from './order-payments.repository.ts';

// Names and titles are the parties' free text: one line in a subject.
function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Tells the other party of a split proposed in a dispute (issue 46), in its transaction: a notice
 * in the bell (and a live event), and an e-mail to an active account naming the share, so a split
 * changed after she read it is never news she missed. E-mails of one dispute to one person replace
 * each other while unsent.
 */
export async function announceSplitProposal(
  context: AppContext,
  tx: Database,
  payment: OrderPaymentRow,
  proposal: { side: 'brand' | 'creator'; shareMinor: number },
): Promise<void> {
  const order = { campaignId: payment.campaignId, creatorId: payment.creatorId };
  const parties = await findDealParties(tx, order);
  if (!parties) return;
  const toCreator = proposal.side === 'brand';
  const to = toCreator ? payment.creatorId : payment.brandId;
  const email = toCreator ? parties.creatorEmail : parties.brandEmail;
  const isActive = toCreator ? parties.creatorIsActive : parties.brandIsActive;
  const mail = splitProposedEmail(
    email,
    {
      actor: toCreator ? parties.companyName : parties.creatorName || 'Your creator',
      campaignTitle: parties.campaignTitle,
      share: formatMoney(proposal.shareMinor, payment.currency),
      agreedFee: formatMoney(payment.agreedFeeMinor, payment.currency),
      url: toCreator
        ? creatorOrderLink(context.config.publicUrl, order.campaignId)
        : brandOrderLink(context.config.publicUrl, order),
    },
    accountAudience(context, to),
  );
  const sendAfter = new Date(context.clock.now().getTime() + DEAL_MAIL_RULES.delaySeconds * 1000);
  await announce(tx, {
    kind: 'dispute-split-proposed',
    to,
    about: toCreator ? { ...order, brandId: payment.brandId } : order,
    mail: isActive ? { ...mail, coalesce: { key: `split:${payment.id}`, sendAfter } } : null,
  });
}

function splitProposedEmail(
  to: string,
  facts: { actor: string; campaignTitle: string; share: string; agreedFee: string; url: string },
  audience: MailAudience,
) {
  const title = `"${plain(facts.campaignTitle)}"`;
  const actor = plain(facts.actor);
  return renderMail({
    category: 'messages_work',
    ...audience,
    to,
    subject: `${actor} proposes a split of the disputed payment for ${title}`,
    paragraphs: [
      `${actor} proposes to settle the dispute on the payment for ${title}: the creator's share would be ${facts.share} of the agreed fee of ${facts.agreedFee}.`,
      'Open the order to accept this split or propose another. Nothing moves until one of you accepts the other’s split or an admin decides.',
    ],
    action: { label: 'Open the order', url: facts.url },
  });
}

import { formatMoney, type Currency } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

/**
 * The e-mails of an order's payment (issue 32). Names are the other party's free text: kept on one
 * line, and anything that reads as an address defanged, as the deal e-mails do, so the only link
 * is the order's.
 */

const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
const DOMAIN_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}[\p{L}\p{N}-])/gu;

function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(SCHEME, '$1[:]//').replace(DOMAIN_DOT, '[.]');
}

/** To the creator when the brand has paid: the work can start, and what they will receive. */
export function paymentReceivedEmail(
  to: string,
  facts: { companyName: string; campaignTitle: string; payoutMinor: number; currency: Currency; url: string },
) {
  const title = `"${plain(facts.campaignTitle)}"`;
  const company = plain(facts.companyName);
  return renderMail({
    category: 'essential',
    to,
    subject: `${company} has paid for ${title}`,
    paragraphs: [
      `${company} has paid for your work on the campaign ${title}. EquiCreators holds the payment until they approve the work.`,
      `When the work is approved you receive ${formatMoney(facts.payoutMinor, facts.currency)} (the agreed fee less the commission). You can start now.`,
    ],
    action: { label: 'Open the order', url: facts.url },
  });
}

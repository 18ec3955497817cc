import type { DealChange } from '@equicreators/shared';
import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';

/**
 * The e-mails of a change to an order's deal (issue 31), to the side that did not act. Names and
 * the exclusivity's category are the other party's free text: kept on one line, and anything that
 * reads as an address defanged, as the work reminders do, so the only link is the order's.
 */

const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
const DOMAIN_DOT = /(?<=[\p{L}\p{N}])\.(?=\p{L}[\p{L}\p{N}-])/gu;

function plain(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(SCHEME, '$1[:]//').replace(DOMAIN_DOT, '[.]');
}

type DealMailFacts = {
  /** Who acted: the company's name or the creator's. */
  actor: string;
  campaignTitle: string;
  url: string;
};

function changesLine(changes: DealChange[]): string {
  return changes.map((change) => `${change.term}: ${plain(change.before)} → ${plain(change.after)}`).join('; ');
}

/** To the other side when one side proposes new terms. */
export function dealProposedEmail(
  to: string,
  facts: DealMailFacts & { changes: DealChange[] },
  audience: MailAudience,
) {
  const title = `"${plain(facts.campaignTitle)}"`;
  const actor = plain(facts.actor);
  return renderMail({
    category: 'messages_work',
    ...audience,
    to,
    subject: `${actor} proposes a change to the deal for ${title}`,
    paragraphs: [
      `${actor} proposes new terms for the campaign ${title}: ${changesLine(facts.changes)}.`,
      'Open the order to read their note, then accept or decline. The deal stays as it is until you accept.',
    ],
    action: { label: 'Open the order', url: facts.url },
  });
}

const ANSWER_WORDS = {
  accepted: { verb: 'accepted', after: 'The new terms are the deal now.' },
  declined: { verb: 'declined', after: 'The deal stays as it was.' },
  withdrawn: { verb: 'withdrew', after: 'The deal stays as it was.' },
} as const;

/** To the other side when a proposal is answered: accepted or declined (to its author), withdrawn (to the one asked). */
export function dealAnsweredEmail(
  to: string,
  facts: DealMailFacts & { outcome: keyof typeof ANSWER_WORDS },
  audience: MailAudience,
) {
  const title = `"${plain(facts.campaignTitle)}"`;
  const actor = plain(facts.actor);
  const words = ANSWER_WORDS[facts.outcome];
  const whose = facts.outcome === 'withdrawn' ? 'their' : 'your';
  return renderMail({
    category: 'messages_work',
    ...audience,
    to,
    subject: `${actor} ${words.verb} ${whose} proposed change to the deal for ${title}`,
    paragraphs: [`${actor} ${words.verb} ${whose} proposed change to the deal for the campaign ${title}.`, words.after],
    action: { label: 'Open the order', url: facts.url },
  });
}

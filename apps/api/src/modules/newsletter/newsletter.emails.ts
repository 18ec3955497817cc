import type { MailAudience } from '../../platform/mail/mail-links.ts';
import { renderMail } from '../../platform/mail/mail-template.ts';

export function newsletterConfirmLink(publicUrl: string, token: string): string {
  return `${publicUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}

/** The double opt-in: asked for by the person, so it always goes (nothing is sent until they confirm). */
export function confirmSubscriptionEmail(to: string, url: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Confirm your EquiCreators newsletter subscription',
    paragraphs: [
      'Someone, probably you, asked to get the EquiCreators newsletter at this address.',
      'Confirm the subscription to start getting it. If you did not ask for it, ignore this e-mail: nothing will be sent.',
    ],
    action: { label: 'Confirm my subscription', url },
  });
}

/** An admin's text as paragraphs (blank lines separate them); the template escapes it. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** One issue of the newsletter, or product news, to one reader, with its unsubscribe link. */
export function issueEmail(
  to: string,
  issue: { category: 'newsletter' | 'product_news'; subject: string; body: string },
  audience: MailAudience,
) {
  return renderMail({
    category: issue.category,
    ...audience,
    to,
    subject: issue.subject.replace(/\s+/g, ' ').trim(),
    paragraphs: paragraphsOf(issue.body),
  });
}

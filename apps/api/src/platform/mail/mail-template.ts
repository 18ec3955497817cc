import { MAIL_CATEGORY_LABELS, PRODUCT, type OptionalMailCategory } from '@equicreators/shared';
import { escapeHtml } from '../http/escape-html.ts';
import type { MailLinks, UnsubscribeLinks } from './mail-links.ts';
import type { OutgoingMail } from './mail-outbox.repository.ts';
import type { MailRecipient } from './unsubscribe-token.ts';

export type MailContent = {
  to: string;
  subject: string;
  /** Paragraphs of plain text; they are escaped for the HTML part. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A code shown large (auth codes). */
  code?: string;
} & (
  | { category: 'essential' }
  /** An optional category: its recipient and the links that sign its unsubscribe address. */
  | { category: OptionalMailCategory; recipient: MailRecipient; links: MailLinks }
);

/** One look for every e-mail: a plain-text part and a simple, escaped HTML part. */
export function renderMail(content: MailContent): OutgoingMail {
  const signature = `${PRODUCT.name}: ${PRODUCT.tagline}`;
  const unsubscribe =
    content.category === 'essential' ? null : content.links.unsubscribe(content.recipient, content.category);
  const leave = content.category === 'essential' || !unsubscribe ? [] : leaveLinksOf(content.category, unsubscribe);
  const text = [
    ...(content.code
      ? [content.paragraphs[0] ?? '', '', content.code, '', ...content.paragraphs.slice(1)]
      : content.paragraphs),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    signature,
    ...(leave.length > 0 ? ['', ...leave.map((link) => `${link.label}: ${link.url}`)] : []),
  ].join('\n');
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`);
  const code = content.code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;margin:8px 0 24px;color:#1f3a2e">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f3a2e;color:#faf7f0;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#faf7f0;font-family:Georgia,serif;color:#1f2a24"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><p style="font-size:22px;color:#1f3a2e;margin:0 0 24px">${PRODUCT.name}</p>${[paragraphs[0] ?? '', code, ...paragraphs.slice(1)].join('')}${action}<p style="color:#55625b;font-size:13px;margin-top:32px">${escapeHtml(signature)}</p>${leave.length > 0 ? `<p style="color:#55625b;font-size:13px">${leave.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#55625b">${escapeHtml(link.label)}</a>`).join(' · ')}</p>` : ''}</div></body></html>`;
  const base = { to: content.to, subject: content.subject, text, html };
  if (content.category === 'essential' || !unsubscribe) return { ...base, category: 'essential' };
  return { ...base, category: content.category, recipient: content.recipient, unsubscribeUrl: unsubscribe.oneClickUrl };
}

/** The footer of an optional e-mail: leave its category, and (with an account) manage the rest. */
function leaveLinksOf(category: OptionalMailCategory, links: UnsubscribeLinks): { label: string; url: string }[] {
  return [
    { label: `Unsubscribe from ${MAIL_CATEGORY_LABELS[category].toLowerCase()} e-mails`, url: links.pageUrl },
    ...(links.preferencesUrl ? [{ label: 'Manage e-mail preferences', url: links.preferencesUrl }] : []),
  ];
}

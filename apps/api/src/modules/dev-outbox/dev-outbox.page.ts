import { PRODUCT, type OutboxMail } from '@equicreators/shared';
import { escapeHtml } from '../../platform/http/escape-html.ts';

/** The developer outbox as a plain page: no script, so it passes the strict CSP as it is. */
export function renderOutboxPage(mails: OutboxMail[], total: number): string {
  const items = mails.map(
    (mail) => `
    <article>
      <h2>${escapeHtml(mail.subject)}</h2>
      <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${escapeHtml(mail.createdAt)} · ${escapeHtml(mail.status)}${
        mail.transport ? ` via ${escapeHtml(mail.transport)}` : ''
      }${mail.lastError ? ` · last error: ${escapeHtml(mail.lastError)}` : ''}</p>
      <pre>${linkify(escapeHtml(mail.text))}</pre>
    </article>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox · ${escapeHtml(PRODUCT.name)}</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 56rem; padding: 1.5rem; color: #1f2a24; background: #faf7f0; }
  article { background: #fff; border: 1px solid #e4dccb; border-radius: 0.75rem; padding: 1rem 1.25rem; margin: 1rem 0; }
  h1 { font-size: 1.5rem; } h2 { font-size: 1.1rem; margin: 0 0 0.25rem; }
  .meta { color: #5b6660; font-size: 0.875rem; margin: 0 0 0.75rem; }
  pre { white-space: pre-wrap; word-break: break-word; font-size: 0.95rem; margin: 0; }
</style>
</head>
<body>
<h1>Developer outbox</h1>
<p>The ${mails.length} newest of ${total} e-mails the server has queued. This page exists only outside production; with <code>SMTP_URL</code> set, the same e-mails also go to that server. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${items.join('\n') || '<p>No e-mails yet.</p>'}
</body>
</html>`;
}

/** Makes the links in an already escaped text clickable (reset links, invitations). */
function linkify(escapedText: string): string {
  return escapedText.replace(/\bhttps?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

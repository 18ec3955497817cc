import { renderMail } from '../../platform/mail/mail-template.ts';

/** To the support address when a scheduled backup fails: what failed, and how to take one by hand. */
export function backupFailedEmail({
  supportEmail,
  publicUrl,
  destination,
  error,
}: {
  supportEmail: string;
  publicUrl: string;
  destination: string;
  error: string;
}) {
  return renderMail({
    category: 'essential',
    to: supportEmail,
    subject: `The scheduled backup of ${publicUrl} failed`,
    paragraphs: [
      `Today's scheduled backup into ${destination} did not finish: ${error}`,
      'Until one succeeds, the newest archive there is older than a day. Fix the cause, then take one by hand on the server with `npm run backup`; the next scheduled backup runs tomorrow at the same time.',
      'The admin status page lists every backup with its outcome.',
    ],
    action: { label: 'Open the status page', url: `${publicUrl}/admin/status` },
  });
}

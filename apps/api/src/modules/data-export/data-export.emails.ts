import { DATA_EXPORT_RULES, PRODUCT } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

/** The export is ready: a link to the download page, which works once (essential: the person asked for it). */
export function dataExportReadyEmail(to: string, downloadPageUrl: string, expiresAt: Date) {
  return renderMail({
    to,
    subject: `Your ${PRODUCT.name} data is ready to download`,
    paragraphs: [
      `The copy of your ${PRODUCT.name} data you asked for is ready: a zip of everything we hold about your account, and your own files.`,
      `The link works once, for ${String(DATA_EXPORT_RULES.linkHours)} hours (until ${formatUtc(expiresAt)}). It opens a page where you log in if needed and press Download.`,
      'If you did not ask for this, log in and change your password: someone else may have used your account.',
    ],
    action: { label: 'Download my data', url: downloadPageUrl },
    category: 'essential',
  });
}

export function formatUtc(time: Date): string {
  return `${time.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })} UTC`;
}

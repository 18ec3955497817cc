import { AUTH_CODE_RULES, PRODUCT } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

export function authCodeEmail(to: string, code: string) {
  return renderMail({
    category: 'essential',
    to,
    // Never the code itself: a subject shows on lock screens and in notifications, and is logged.
    subject: `Your ${PRODUCT.name} sign-up code`,
    paragraphs: [
      'Enter this code to finish signing up:',
      `It works once, for ${AUTH_CODE_RULES.validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    ],
    code,
  });
}

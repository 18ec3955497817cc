import { PASSWORD_RESET_RULES } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

export function passwordResetEmail(to: string, resetUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Reset your EquiCreators password',
    paragraphs: [
      'Someone (we hope you) asked to reset the password of your EquiCreators account.',
      `The link works once, for ${PASSWORD_RESET_RULES.validMinutes} minutes. If you did not ask, ignore this e-mail: your password stays as it is.`,
    ],
    action: { label: 'Choose a new password', url: resetUrl },
  });
}

export function passwordChangedEmail(to: string, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Your EquiCreators password was changed',
    paragraphs: [
      'The password of your EquiCreators account was just changed, and every device was logged out.',
      'If this was not you, reset your password at once and write to our support team.',
    ],
    action: { label: 'Log in', url: `${publicUrl}/login` },
  });
}

import { renderMail } from '../../platform/mail/mail-template.ts';

/** The confirmation link of an e-mail change (DECISIONS: single use, 24 hours). */
export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** To the NEW address: opening the link proves it belongs to the creator and changes the login. */
export function confirmEmailChangeEmail(to: string, { firstName, url }: { firstName: string; url: string }) {
  return renderMail({
    to,
    subject: 'Confirm your new EquiCreators e-mail address',
    paragraphs: [
      `Hello ${firstName},`,
      'You asked to use this address to log in to EquiCreators. Open the link to confirm it; your login changes when you do.',
      'The link works once, for 24 hours. If you did not ask for this, ignore this e-mail: nothing changes.',
    ],
    action: { label: 'Confirm this address', url },
  });
}

/** To the OLD address once the change is made, so a change the creator did not make is noticed. */
export function emailChangedEmail(to: string, { newEmail, publicUrl }: { newEmail: string; publicUrl: string }) {
  return renderMail({
    to,
    subject: 'Your EquiCreators e-mail address was changed',
    paragraphs: [
      `The login e-mail of your EquiCreators account is now ${newEmail}. This address is no longer used for it.`,
      'If this was not you, write to our support team at once.',
    ],
    action: { label: 'Log in', url: `${publicUrl}/login` },
  });
}

import { renderMail } from '../../platform/mail/mail-template.ts';

/** The confirmation link of an e-mail change (DECISIONS: single use, 24 hours). */
export function confirmEmailLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** To the NEW address: opening the link proves it belongs to the creator and changes the login. */
export function confirmEmailChangeEmail(to: string, { firstName, url }: { firstName: string; url: string }) {
  return renderMail({
    category: 'essential',
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

/**
 * To the CURRENT address as soon as a change is asked for: the login stays until the new address's
 * link is opened, and until then the creator can cancel it from their profile.
 */
export function emailChangeRequestedEmail(
  to: string,
  { firstName, newEmail, publicUrl }: { firstName: string; newEmail: string; publicUrl: string },
) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'A change of your EquiCreators e-mail address was asked for',
    paragraphs: [
      `Hello ${firstName},`,
      `Someone logged in to your EquiCreators account asked to change its login e-mail to ${newEmail}. Nothing changes until the link we sent there is opened, within 24 hours.`,
      'If this was you, there is nothing to do here. If it was not, open your profile, choose "Cancel this change", and change your password.',
    ],
    action: { label: 'Open your profile', url: `${publicUrl}/influencers/profile` },
  });
}

/** To the OLD address once the change is made, so a change the creator did not make is noticed. */
export function emailChangedEmail(to: string, { newEmail, publicUrl }: { newEmail: string; publicUrl: string }) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Your EquiCreators e-mail address was changed',
    paragraphs: [
      `The login e-mail of your EquiCreators account is now ${newEmail}. This address is no longer used for it.`,
      'If this was not you, write to our support team at once.',
    ],
    action: { label: 'Log in', url: `${publicUrl}/login` },
  });
}

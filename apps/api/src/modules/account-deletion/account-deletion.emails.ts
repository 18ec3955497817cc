import { ACCOUNT_DELETION_RULES } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

// The erasure's date, named in UTC so it reads the same wherever the e-mail is opened.
const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** The erasure's date as the e-mails say it, e.g. "11 December 2026, 09:30 UTC". */
export function erasureDateText(eraseAfter: Date): string {
  return `${DATE_FORMAT.format(eraseAfter)} UTC`;
}

/** For a session whose login was not recent: the link that confirms the request. */
export function confirmDeletionEmail(to: string, confirmUrl: string) {
  return renderMail({
    to,
    category: 'essential',
    subject: 'Confirm the deletion of your EquiCreators account',
    paragraphs: [
      'Someone (we hope you) asked to delete your EquiCreators account.',
      `To confirm, open the link below within ${ACCOUNT_DELETION_RULES.confirmLinkHours} hours and press the button on the page. Your account is then deleted after ${ACCOUNT_DELETION_RULES.graceDays} days, unless you log in before then.`,
      'If you did not ask, ignore this e-mail: nothing happens, and you may want to change your password.',
    ],
    action: { label: 'Confirm the deletion', url: confirmUrl },
  });
}

/** The request is scheduled: when the erasure happens, and how to stop it. */
export function deletionScheduledEmail(to: string, { eraseAfter, loginUrl }: { eraseAfter: Date; loginUrl: string }) {
  const date = erasureDateText(eraseAfter);
  return renderMail({
    to,
    category: 'essential',
    subject: 'Your EquiCreators account will be deleted',
    paragraphs: [
      `Your EquiCreators account will be deleted on ${date}. You have been logged out on every device.`,
      `Changed your mind? Log in before ${date} to cancel: logging in stops the deletion.`,
      'After that date your profile, pictures, media kit and settings are erased. Messages and work the other party still needs stay, shown as from "Deleted user"; payment records are kept as the law requires, without your contact details.',
    ],
    action: { label: 'Log in to cancel', url: loginUrl },
  });
}

/** A login (or the person's own cancel) stopped the deletion. */
export function deletionCancelledEmail(to: string, publicUrl: string) {
  return renderMail({
    to,
    category: 'essential',
    subject: 'Your EquiCreators account will not be deleted',
    paragraphs: [
      'You logged in (or cancelled the request), so your EquiCreators account will not be deleted. Everything stays as it was.',
      'If this was not you, change your password at once and write to our support team.',
    ],
    action: { label: 'Open EquiCreators', url: `${publicUrl}/login` },
  });
}

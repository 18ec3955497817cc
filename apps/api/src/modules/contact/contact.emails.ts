import { renderMail } from '../../platform/mail/mail-template.ts';
import type { ContactMessageRow } from './contact-messages.repository.ts';

/** The contact message as it reaches the support team (reply goes to the sender's address). */
export function contactMessageEmail(supportEmail: string, message: ContactMessageRow, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to: supportEmail,
    subject: `Contact form: ${message.firstName} ${message.lastName}`,
    paragraphs: [
      `${message.firstName} ${message.lastName} <${message.email}> wrote through the Contact Us form:`,
      message.message,
      `Reply to ${message.email}. The message is also in the admin area.`,
    ],
    action: { label: 'Open the admin area', url: `${publicUrl}/admin?tab=contact-messages` },
  });
}

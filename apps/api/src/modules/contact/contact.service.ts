import type { ContactRequestSchema } from '@equicreators/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { announce, EVERY_ADMIN } from '../notifications/notification-events.ts';
import { contactMessageEmail } from './contact.emails.ts';
import { insertContactMessage, type ContactMessageRow } from './contact-messages.repository.ts';

export const CONTACT_SENT_MESSAGE = 'Email sent successfully!';

/** Stores a Contact Us message and e-mails it to the support address, in one transaction. */
export async function sendContactMessage(
  context: AppContext,
  input: z.output<typeof ContactRequestSchema> & { accountId: string | null; ipAddress: string | null },
): Promise<ContactMessageRow> {
  const { db, clock, config } = context;
  return db.transaction(async (tx) => {
    const message = await insertContactMessage(tx, { ...input, createdAt: clock.now() });
    await announce(tx, {
      kind: 'contact-message',
      to: EVERY_ADMIN,
      about: { subjectId: message.id },
      mail: contactMessageEmail(config.mail.supportEmail, message, config.publicUrl),
    });
    return message;
  });
}

import { z } from 'zod';
import { EmailSchema, requiredText } from './fields.ts';

/** Spec §2/§5 Contact Us: first name, last name, email and message, all required. */
export const ContactRequestSchema = z
  .object({
    firstName: requiredText('your first name', 80),
    lastName: requiredText('your last name', 80),
    email: EmailSchema,
    message: requiredText('your message', 5000),
  })
  .meta({ id: 'ContactRequest' });
export type ContactRequest = z.input<typeof ContactRequestSchema>;

/** Spec §2 footer subscribe form: an e-mail address. */
export const NewsletterRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'NewsletterRequest' });
export type NewsletterRequest = z.input<typeof NewsletterRequestSchema>;

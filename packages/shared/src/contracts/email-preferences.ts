import { z } from 'zod';
import { MAIL_CATEGORIES, type OptionalMailCategory } from '../domain/privacy.ts';
import { requiredText } from './fields.ts';

/** One line of the preferences: a category, whether it is on, and whether it can be turned off. */
export const EmailPreferenceSchema = z
  .object({
    category: z.enum(MAIL_CATEGORIES),
    label: z.string(),
    isOn: z.boolean(),
    /** Essential mail (codes, resets, receipts) always goes. */
    canTurnOff: z.boolean(),
    /** A word about the state, e.g. a newsletter subscription waiting for its confirmation. */
    note: z.string().nullable(),
  })
  .meta({ id: 'EmailPreference' });
export type EmailPreference = z.infer<typeof EmailPreferenceSchema>;

export const EmailPreferencesResponseSchema = z
  .object({ categories: z.array(EmailPreferenceSchema) })
  .meta({ id: 'EmailPreferencesResponse' });
export type EmailPreferencesResponse = z.infer<typeof EmailPreferencesResponseSchema>;

const optionalSwitch = z.boolean().optional();

/** The categories to change, each on (true) or off (false); those left out stay as they are. */
export const UpdateEmailPreferencesRequestSchema = z
  .strictObject({
    messages_work: optionalSwitch,
    campaign_updates: optionalSwitch,
    invitations: optionalSwitch,
    reminders: optionalSwitch,
    newsletter: optionalSwitch,
    product_news: optionalSwitch,
  } satisfies Record<OptionalMailCategory, typeof optionalSwitch>)
  .meta({ id: 'UpdateEmailPreferencesRequest' });
export type UpdateEmailPreferencesRequest = z.input<typeof UpdateEmailPreferencesRequestSchema>;

/** A token from an e-mailed link (unsubscribe, newsletter confirmation); never an address. */
export const MailTokenSchema = z.string().trim().min(1, 'This link is incomplete').max(400, 'This link is not valid');

export const MailTokenRequestSchema = z.object({ token: MailTokenSchema }).meta({ id: 'MailTokenRequest' });
export type MailTokenRequest = z.input<typeof MailTokenRequestSchema>;

/** RFC 8058: the mailbox provider POSTs `List-Unsubscribe=One-Click` to the link, token in its query. */
export const UnsubscribeQuerySchema = z.object({ token: MailTokenSchema.optional() });

/** What an unsubscribe link is about (read without changing anything), and the answer once used. */
export const UnsubscribeResponseSchema = z
  .object({
    message: z.string(),
    category: z.enum(MAIL_CATEGORIES).nullable(),
    label: z.string().nullable(),
  })
  .meta({ id: 'UnsubscribeResponse' });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponseSchema>;

/** An admin's newsletter issue (or product news to accounts that did not turn it off). */
export const NewsletterIssueRequestSchema = z
  .object({
    audience: z.enum(['newsletter', 'product_news']).default('newsletter'),
    subject: requiredText('a subject', 150),
    body: requiredText('the text of the issue', 20_000),
  })
  .meta({ id: 'NewsletterIssueRequest' });
export type NewsletterIssueRequest = z.input<typeof NewsletterIssueRequestSchema>;

export const NewsletterIssueResponseSchema = z
  .object({ message: z.string(), recipients: z.number().int() })
  .meta({ id: 'NewsletterIssueResponse' });
export type NewsletterIssueResponse = z.infer<typeof NewsletterIssueResponseSchema>;

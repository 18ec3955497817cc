import { z } from 'zod';
import { pageOf, PageQuerySchema } from './paging.ts';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** One e-mail as the developer outbox shows it (never exposed in production). */
export const OutboxMailSchema = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string().nullable(),
    status: z.enum(MAIL_STATUSES),
    transport: z.string().nullable(),
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxMail' });
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxQuerySchema = PageQuerySchema.extend({
  to: z.email().optional(),
});

export const OutboxPageSchema = pageOf(OutboxMailSchema).meta({ id: 'OutboxPage' });

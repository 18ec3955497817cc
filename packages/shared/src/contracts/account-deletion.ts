import { z } from 'zod';
import { ACCOUNT_DELETION_REQUESTERS, ACCOUNT_DELETION_STATES } from '../domain/privacy.ts';
import { LoginPasswordSchema } from './fields.ts';

/** "Delete my account": the person's password, checked again before anything is scheduled. */
export const RequestAccountDeletionSchema = z
  .object({ password: LoginPasswordSchema })
  .meta({ id: 'RequestAccountDeletion' });
export type RequestAccountDeletion = z.infer<typeof RequestAccountDeletionSchema>;

/** The e-mailed link's token, sent back by the confirmation page's one button. */
export const ConfirmAccountDeletionSchema = z
  .object({ token: z.string().min(1, 'The confirmation link is incomplete').max(200) })
  .meta({ id: 'ConfirmAccountDeletion' });
export type ConfirmAccountDeletion = z.infer<typeof ConfirmAccountDeletionSchema>;

/**
 * Where the caller's deletion stands: none open, waiting for the e-mailed confirmation, or
 * scheduled for `eraseAfter` (logging in before then cancels it).
 */
export const AccountDeletionStatusSchema = z
  .object({
    state: z.enum(['none', 'awaiting_confirmation', 'scheduled']),
    eraseAfter: z.string().nullable(),
  })
  .meta({ id: 'AccountDeletionStatus' });
export type AccountDeletionStatus = z.infer<typeof AccountDeletionStatusSchema>;

/** POST /api/admin/accounts/{accountId}/erasure */
export const AccountIdParamsSchema = z.object({ accountId: z.uuid('must be an account id') });

export const ADMIN_ERASURE_REASON_LIMITS = { min: 3, max: 500 } as const;

/** An admin's erasure on request: why, for the audit row. */
export const AdminErasureRequestSchema = z
  .object({
    reason: z
      .string({ error: 'Say why the account is erased' })
      .trim()
      .min(ADMIN_ERASURE_REASON_LIMITS.min, 'Say why the account is erased (at least 3 characters)')
      .max(ADMIN_ERASURE_REASON_LIMITS.max, 'Keep the reason under 500 characters'),
  })
  .meta({ id: 'AdminErasureRequest' });
export type AdminErasureRequest = z.infer<typeof AdminErasureRequestSchema>;

/** One erasure as the admins' audit list shows it; it holds no personal data of the person erased. */
export const AdminErasureSchema = z
  .object({
    _id: z.string(),
    accountId: z.string(),
    requestedBy: z.enum(ACCOUNT_DELETION_REQUESTERS),
    state: z.enum(ACCOUNT_DELETION_STATES),
    adminEmail: z.string().nullable(),
    reason: z.string().nullable(),
    requestedAt: z.string(),
    eraseAfter: z.string().nullable(),
    erasedAt: z.string().nullable(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'AdminErasure' });
export type AdminErasure = z.infer<typeof AdminErasureSchema>;

export const AdminErasureListSchema = z.object({ items: z.array(AdminErasureSchema) }).meta({ id: 'AdminErasureList' });
export type AdminErasureList = z.infer<typeof AdminErasureListSchema>;

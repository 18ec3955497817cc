import { z } from 'zod';
import { ACCOUNT_STATUSES } from '../domain/user-types.ts';
import { EmailSchema } from './fields.ts';
import { pageOf, PageQuerySchema } from './paging.ts';

export const INVITATION_STATES = ['pending', 'accepted', 'revoked'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** Admin lists: a page, and optionally words to find in names and e-mail addresses. */
export const AdminListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuerySchema>;

export const InviteCreatorRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'InviteCreatorRequest' });
export type InviteCreatorRequest = z.infer<typeof InviteCreatorRequestSchema>;

export const InvitationSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    state: z.enum(INVITATION_STATES),
    invitedAt: z.string(),
    lastSentAt: z.string().nullable(),
    acceptedAt: z.string().nullable(),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationPageSchema = pageOf(InvitationSchema).meta({ id: 'InvitationPage' });

export const AdminCreatorSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    verified: z.boolean(),
    /** A paying member of the creators' club (from the subscription, never set by hand). */
    clubMember: z.boolean(),
    status: z.enum(ACCOUNT_STATUSES),
    totalFollowers: z.number().int(),
    dateJoined: z.string(),
  })
  .meta({ id: 'AdminCreator' });
export type AdminCreator = z.infer<typeof AdminCreatorSchema>;
export const AdminCreatorPageSchema = pageOf(AdminCreatorSchema).meta({ id: 'AdminCreatorPage' });

export const UpdateCreatorRequestSchema = z
  .object({ verified: z.boolean().optional(), status: z.enum(ACCOUNT_STATUSES).optional() })
  .refine((change) => change.verified !== undefined || change.status !== undefined, {
    error: 'Say what to change: verified or status',
  })
  .meta({ id: 'UpdateCreatorRequest' });
export type UpdateCreatorRequest = z.infer<typeof UpdateCreatorRequestSchema>;

export const AdminBrandSchema = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    companyName: z.string(),
    email: z.string(),
    subscription: z.string(),
    /** Whether the brand has access: `comped`, or a subscription that grants it. */
    payment: z.boolean(),
    /** The admin's override (the switch): access without a subscription. */
    comped: z.boolean(),
    /** Stripe's status of the brand's current subscription as last seen, null without one. */
    subscriptionStatus: z.string().nullable(),
    status: z.enum(ACCOUNT_STATUSES),
    dateJoined: z.string(),
  })
  .meta({ id: 'AdminBrand' });
export type AdminBrand = z.infer<typeof AdminBrandSchema>;
export const AdminBrandPageSchema = pageOf(AdminBrandSchema).meta({ id: 'AdminBrandPage' });

export const UpdateBrandRequestSchema = z
  .object({ payment: z.boolean().optional(), status: z.enum(ACCOUNT_STATUSES).optional() })
  .refine((change) => change.payment !== undefined || change.status !== undefined, {
    error: 'Say what to change: payment or status',
  })
  .meta({ id: 'UpdateBrandRequest' });
export type UpdateBrandRequest = z.infer<typeof UpdateBrandRequestSchema>;

export const ContactMessageSchema = z
  .object({
    _id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessagePageSchema = pageOf(ContactMessageSchema).meta({ id: 'ContactMessagePage' });

export const IdParamsSchema = z.object({ id: z.uuid('must be an id') });

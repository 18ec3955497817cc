import { z } from 'zod';
import { PARTNER_TYPES, USER_TYPES } from '../domain/user-types.ts';
import { EmailSchema, LoginPasswordSchema, PasswordSchema } from './fields.ts';

/** Spec §3 login payload: email, password and (optionally, the path decides) the type. */
export const LoginRequestSchema = z
  .object({ email: EmailSchema, password: LoginPasswordSchema, type: z.enum(USER_TYPES).optional() })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * Spec §3: a three-part signed token whose middle part carries the type claim, and that type: the
 * one asked for, or the other partner type when the password was that account's (docs/decisions/025).
 */
export const LoginResponseSchema = z
  .object({
    token: z.string(),
    type: z.enum(USER_TYPES).describe('The type signed in: the door used, or the other partner type'),
    /** True when this login cancelled the account's scheduled deletion (issue 34): the area says so. */
    deletionCancelled: z.boolean().optional(),
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const SendCodeRequestSchema = z
  .object({
    email: EmailSchema,
    /** Who the code is for; creators receive one only when invited (DECISIONS). */
    type: z.enum(PARTNER_TYPES).default('contentCreator'),
  })
  .meta({ id: 'SendCodeRequest' });
export type SendCodeRequest = z.input<typeof SendCodeRequestSchema>;

export const ForgotPasswordRequestSchema = z
  .object({ email: EmailSchema, type: z.enum(USER_TYPES).default('contentCreator') })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;

export const ResetPasswordRequestSchema = z
  .object({ token: z.string().min(1, 'The reset link is incomplete').max(200), password: PasswordSchema })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

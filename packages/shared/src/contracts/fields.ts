import { z } from 'zod';
import { PASSWORD_LIMITS } from '../limits.ts';

/** An e-mail address, trimmed and lower-cased so that comparisons ignore case. */
export const EmailSchema = z
  .string({ error: 'Enter your e-mail address' })
  .trim()
  .min(1, 'Enter your e-mail address')
  .max(254, 'Use an e-mail address of at most 254 characters')
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address'));

/**
 * A password: 8 to 128 characters of any kind, counted as the person sees them (DECISIONS).
 * The server also refuses the most common passwords.
 */
export const PasswordSchema = z
  .string({ error: 'Enter a password' })
  .refine((password) => Array.from(password).length >= PASSWORD_LIMITS.minLength, {
    error: `Use at least ${PASSWORD_LIMITS.minLength} characters`,
  })
  .refine((password) => Array.from(password).length <= PASSWORD_LIMITS.maxLength, {
    error: `Use at most ${PASSWORD_LIMITS.maxLength} characters`,
  });

/** The password typed at login: any non-empty text, so no rule change ever locks anyone out. */
export const LoginPasswordSchema = z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(1024);

/** Required free text, trimmed. */
export function requiredText(label: string, maxLength = 200) {
  return z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(maxLength, `Use at most ${maxLength} characters`);
}

/** A phone number written with digits (spaces, dashes and a leading + allowed); stored as typed, trimmed. */
export const PhoneSchema = z
  .string({ error: 'Enter a phone number' })
  .trim()
  .min(1, 'Enter a phone number')
  .regex(/^\+?[0-9][0-9 -]{5,22}[0-9]$/, 'Enter a phone number using digits only');

/** A six-digit code from the e-mail. */
export const AuthCodeSchema = z
  .string({ error: 'Enter the code from the e-mail' })
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail');

/** `{ message }`: the answer of actions whose result is a sentence for the user. */
export const MessageResponseSchema = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

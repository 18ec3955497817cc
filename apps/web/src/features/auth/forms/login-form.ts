import { EmailSchema, LoginPasswordSchema } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

const LoginFormSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema });

export type LoginFormInput = z.input<typeof LoginFormSchema>;
export type LoginFormValues = z.output<typeof LoginFormSchema>;

/** The login form's rules; the page loads them with its first check (see lib/forms/lazy-resolver.ts). */
export const loginFormResolver = zodResolver(LoginFormSchema);

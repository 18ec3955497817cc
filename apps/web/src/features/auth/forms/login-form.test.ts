import { describe, expect, it } from 'vitest';
import { checkForm } from '@/lib/forms/form-check';
import { loginFormResolver } from './login-form';

// The login page checks its fields with these rules through checkForm (lib/forms/use-light-form.ts).
describe('the login form rules, through checkForm', () => {
  it("answers each failing field's message", async () => {
    await expect(checkForm(loginFormResolver, { email: '', password: '' })).resolves.toEqual({
      isValid: false,
      messages: { email: 'Enter your e-mail address', password: 'Enter your password' },
    });
    const outcome = await checkForm(loginFormResolver, { email: 'not-an-address', password: 'x' });
    expect(outcome.isValid).toBe(false);
    expect(Object.keys(outcome.isValid ? {} : outcome.messages)).toEqual(['email']);
  });

  it('answers the parsed values when every field passes', async () => {
    await expect(checkForm(loginFormResolver, { email: ' Clara@Example.com ', password: 'Gallop-1' })).resolves.toEqual(
      {
        isValid: true,
        output: { email: 'clara@example.com', password: 'Gallop-1' },
      },
    );
  });
});

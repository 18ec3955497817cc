import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSendCode } from '../hooks/use-send-code';

export type EmailedCodeFieldProps = {
  /** The address the code goes to (typed on an earlier step). */
  email: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Sends the code; answers whether it went out. */
  onSendCode: () => Promise<boolean>;
};

/**
 * The code's send action and its field together (issue 46): the code is sent at the step where it
 * is typed, so it is fresh and the person never has to remember an e-mail from three steps back.
 */
export function EmailedCodeField({ email, registration, error, onSendCode }: EmailedCodeFieldProps) {
  const { isSending, hasSent, handleSend } = useSendCode(onSendCode);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="min-w-0 text-sm break-words text-ink-muted">
          {hasSent ? 'We e-mailed a 6-digit code to ' : 'We e-mail a 6-digit code to '}
          <span className="font-semibold text-ink">{email}</span> to prove the address is yours.
        </p>
        <Button variant="accent" onClick={() => void handleSend()} isLoading={isSending} className="shrink-0">
          {hasSent ? 'Send again' : 'Send code'}
        </Button>
      </div>
      <Field label="Auth code" error={error} hint="The 6-digit code from the e-mail.">
        {(control) => (
          <Input {...control} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...registration} />
        )}
      </Field>
    </div>
  );
}

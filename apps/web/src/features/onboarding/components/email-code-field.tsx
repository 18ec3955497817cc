import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useSendCode } from '../hooks/use-send-code';

export type EmailCodeFieldProps = {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Sends the code; answers whether it went out. */
  onSendCode: () => Promise<boolean>;
};

/** The e-mail field with its send-code action beside it (spec §2). */
export function EmailCodeField({ registration, error, onSendCode }: EmailCodeFieldProps) {
  const { isSending, hasSent, handleSend } = useSendCode(onSendCode);
  return (
    <Field label="Email" error={error} hint="We e-mail you a 6-digit code to prove the address is yours.">
      {(control) => (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input {...control} type="email" autoComplete="email" className="sm:flex-1" {...registration} />
          <Button variant="accent" onClick={() => void handleSend()} isLoading={isSending} className="shrink-0">
            {hasSent ? 'Send again' : 'Send code'}
          </Button>
        </div>
      )}
    </Field>
  );
}

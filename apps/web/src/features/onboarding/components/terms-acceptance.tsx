import { Checkbox } from '@/components/ui/checkbox';

export type TermsAcceptanceProps = {
  isAccepted: boolean;
  onAcceptedChange: (isAccepted: boolean) => void;
  error?: string;
};

const LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-2';

/**
 * The last step's required box (issue 34): the Terms and the Privacy notice open in a new tab, so
 * what was typed in the wizard stays. The server refuses a signup without it, naming the field.
 */
export function TermsAcceptance({ isAccepted, onAcceptedChange, error }: TermsAcceptanceProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Checkbox
        checked={isAccepted}
        onCheckedChange={onAcceptedChange}
        label={
          <>
            I accept the{' '}
            <a href="/terms" target="_blank" rel="noopener" className={LINK_CLASSES}>
              Terms
            </a>{' '}
            and the{' '}
            <a href="/privacy" target="_blank" rel="noopener" className={LINK_CLASSES}>
              Privacy notice
            </a>
            <span className="sr-only"> (each opens in a new tab)</span>
          </>
        }
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

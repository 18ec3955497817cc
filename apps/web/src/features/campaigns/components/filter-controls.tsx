import { useId, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';

const LABEL_CLASSES = 'text-xs font-semibold tracking-wide text-brand-100 uppercase';

type LabelledSelectProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
};

/** A select with its own visible label (the filters sit on a dark hero, so labels are small and light). */
export function LabelledSelect({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} options={options} />
    </div>
  );
}

type LabelledInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Shown under the control in light text, and tied to it for screen readers. */
  error?: string | undefined;
};

/** An input with its own visible label and message, for the same dark hero. */
export function LabelledInput({ label, error, ...props }: LabelledInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={LABEL_CLASSES}>
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-w-0"
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-gold-400">
          {error}
        </p>
      )}
    </div>
  );
}

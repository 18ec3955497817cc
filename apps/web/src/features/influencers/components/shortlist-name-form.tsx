import { SHORTLIST_LIMITS } from '@equicreators/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

export type ShortlistNameFormProps = {
  label: string;
  submitLabel: string;
  initialName?: string;
  isPending: boolean;
  /** Resolves once saved (the field empties), or rejects and keeps what was typed. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Field above buttons at every width (a narrow menu), instead of side by side from `sm`. */
  isStacked?: boolean;
};

/** A list's name (new or renamed): trimmed, 1–60 characters; the server says when it is taken. */
export function ShortlistNameForm({
  label,
  submitLabel,
  initialName = '',
  isPending,
  onSubmit,
  onCancel,
  isStacked = false,
}: ShortlistNameFormProps) {
  const id = useId();
  const [name, setName] = useState(initialName);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    onSubmit(name.trim()).then(
      () => setName(''),
      () => undefined,
    );
  };
  return (
    <form onSubmit={handleSubmit} className={cn('flex flex-col gap-2', !isStacked && 'sm:flex-row sm:items-end')}>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <Input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={SHORTLIST_LIMITS.nameMaxLength}
          required
          // A form opened by a button (rename, a new list in the menu) takes the focus it came from.
          autoFocus={onCancel !== undefined}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" size={isStacked ? 'sm' : 'md'} isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" size={isStacked ? 'sm' : 'md'} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

import { SHORTLIST_LIMITS } from '@equicreators/shared';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

export type ShortlistNameFormProps = {
  label: string;
  submitLabel: string;
  initialName?: string;
  isPending: boolean;
  /** Resolves once saved (the field empties), or rejects and keeps what was typed. */
  onSubmit: (name: string) => Promise<unknown>;
  onCancel?: () => void;
};

/** A list's name (new or renamed): trimmed, 1–60 characters; the server says when it is taken. */
export function ShortlistNameForm({
  label,
  submitLabel,
  initialName = '',
  isPending,
  onSubmit,
  onCancel,
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
    <form onSubmit={handleSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
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
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" isLoading={isPending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

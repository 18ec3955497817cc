import { Plus } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { RemovableChips } from '@/components/ui/removable-chips';

export type ChipListFieldProps = {
  legend: string;
  /** What the chosen list is called for screen readers ("Your languages"). */
  listLabel: string;
  emptyText: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Pick from these; without them the creator types the entry. */
  options?: readonly { value: string; label: string }[];
  /** The add control's label ("Language to add"). */
  addLabel: string;
  /** The add button's text ("Add niche"). */
  addButtonText?: string;
  /** The select's empty choice ("Choose a niche"). */
  placeholder?: string;
  maxLength?: number;
  error?: string | undefined;
  isDisabled: boolean;
};

/** A list built one entry at a time, from a select or typed, each chosen entry a removable chip (niches, languages, breeds). */
export function ChipListField(props: ChipListFieldProps) {
  const { legend, listLabel, emptyText, value, onChange, options, addLabel, maxLength, error, isDisabled } = props;
  const { addButtonText = 'Add', placeholder = 'Choose…' } = props;
  const id = useId();
  const [draft, setDraft] = useState('');
  const labelOf = (entry: string) => options?.find((option) => option.value === entry)?.label ?? entry;
  const canAdd = draft.trim() !== '' && !value.includes(draft.trim());

  const handleAdd = () => {
    if (!canAdd) return;
    onChange([...value, draft.trim()]);
    setDraft('');
  };
  // Enter in the typed entry adds it rather than saving the whole form.
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    handleAdd();
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {value.length > 0 ? (
        <RemovableChips
          items={value.map((entry) => ({ value: entry, label: labelOf(entry) }))}
          label={listLabel}
          isDisabled={isDisabled}
          onRemove={(entry) => onChange(value.filter((item) => item !== entry))}
        />
      ) : (
        <p className="text-sm text-ink-muted">{emptyText}</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-add`} className="sr-only">
          {addLabel}
        </label>
        {options ? (
          <Select
            id={`${id}-add`}
            options={[{ value: '', label: placeholder }, ...options.filter((option) => !value.includes(option.value))]}
            value={draft}
            disabled={isDisabled}
            onChange={(event) => setDraft(event.target.value)}
            className="min-w-0 flex-1 sm:max-w-64"
          />
        ) : (
          <Input
            id={`${id}-add`}
            value={draft}
            maxLength={maxLength}
            disabled={isDisabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={handleKeyDown}
            className="min-w-0 flex-1 sm:max-w-64"
          />
        )}
        <Button variant="secondary" size="sm" disabled={isDisabled || !canAdd} onClick={handleAdd}>
          <Plus aria-hidden className="size-4" /> {addButtonText}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

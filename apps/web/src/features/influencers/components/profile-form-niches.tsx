import { NICHES } from '@equicreators/shared';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { addNiche } from './profile-form-values';
import { RemovableChips } from './removable-chips';

export type ProfileNichesProps = {
  value: readonly string[];
  onChange: (niches: string[]) => void;
  error?: string | undefined;
  isDisabled: boolean;
};

/** The niche list of spec §2: add from the canonical list (DECISIONS), remove any. */
export function ProfileNiches({ value, onChange, error, isDisabled }: ProfileNichesProps) {
  const id = useId();
  const [picked, setPicked] = useState('');
  const chosen = new Set(value.map((niche) => niche.toLowerCase()));
  const options = [
    { value: '', label: 'Choose a niche' },
    ...NICHES.filter((niche) => !chosen.has(niche.toLowerCase())).map((niche) => ({ value: niche, label: niche })),
  ];

  const handleAdd = () => {
    onChange(addNiche(value, picked));
    setPicked('');
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">Niches</legend>
      {value.length > 0 ? (
        <RemovableChips
          items={value.map((niche) => ({ value: niche, label: niche }))}
          label="Your niches"
          isDisabled={isDisabled}
          onRemove={(niche) => onChange(value.filter((item) => item !== niche))}
        />
      ) : (
        <p className="text-sm text-ink-muted">No niches yet: brands filter creators by them.</p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-pick`} className="sr-only">
          Niche to add
        </label>
        <Select
          id={`${id}-pick`}
          options={options}
          value={picked}
          disabled={isDisabled}
          onChange={(event) => setPicked(event.target.value)}
          className="min-w-52 flex-1 sm:flex-none"
        />
        <Button variant="secondary" size="sm" disabled={isDisabled || !picked.trim()} onClick={handleAdd}>
          <Plus aria-hidden className="size-4" /> Add niche
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

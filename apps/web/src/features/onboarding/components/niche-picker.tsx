import { NICHES } from '@equicreators/shared';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

export type NichePickerProps = {
  value: readonly string[];
  onChange: (niches: string[]) => void;
  error?: string | undefined;
};

/** Choose niches from the one canonical list (DECISIONS), as toggle chips backed by checkboxes. */
export function NichePicker({ value, onChange, error }: NichePickerProps) {
  const selected = new Set(value);
  const handleToggle = (niche: string) =>
    onChange(selected.has(niche) ? value.filter((item) => item !== niche) : [...value, niche]);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? 'niche-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">Niche</legend>
      <div className="flex flex-wrap gap-2">
        {NICHES.map((niche) => {
          const isChecked = selected.has(niche);
          return (
            <label
              key={niche}
              className={cn(
                'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500',
                isChecked
                  ? 'border-brand-800 bg-brand-800 text-cream'
                  : 'border-line bg-white text-ink hover:border-brand-300',
              )}
            >
              <input type="checkbox" className="sr-only" checked={isChecked} onChange={() => handleToggle(niche)} />
              {isChecked && <Check aria-hidden className="size-3.5" />}
              {niche}
            </label>
          );
        })}
      </div>
      {error && (
        <p id="niche-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

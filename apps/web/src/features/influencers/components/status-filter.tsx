import { INFLUENCER_LIST_STATUSES, type InfluencerListStatus } from '@equicreators/shared';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type StatusFilterProps = { value: InfluencerListStatus; onChange: (status: InfluencerListStatus) => void };

/** Spec §2 Influencer list: the Pending / Hired radio filter (native radios: arrow keys move between them). */
export function StatusFilter({ value, onChange }: StatusFilterProps) {
  // The address updates in a transition; until it has, the clicked radio stays checked here rather
  // than springing back to the old value (a controlled input re-rendered with the old one).
  const [shown, setShown] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setShown(value);
  }
  const handleChange = (status: InfluencerListStatus) => {
    setShown(status);
    onChange(status);
  };

  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">Show influencers who are</legend>
      {INFLUENCER_LIST_STATUSES.map((status) => (
        <label
          key={status}
          className={cn(
            'flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-500',
            shown === status ? 'border-brand-800 bg-brand-800 text-cream' : 'border-line bg-white text-ink',
          )}
        >
          <input
            type="radio"
            name="influencer-status"
            value={status}
            checked={shown === status}
            onChange={() => handleChange(status)}
            className="size-4 accent-gold-500"
          />
          {status}
        </label>
      ))}
    </fieldset>
  );
}

import { X } from 'lucide-react';

export type RemovableChipsProps = {
  items: readonly { value: string; label: string }[];
  /** The list's accessible name ("Your niches"). */
  label: string;
  isDisabled?: boolean;
  onRemove: (value: string) => void;
};

/** Chosen values as chips, each with its own remove button (niches, languages, breeds, countries). */
export function RemovableChips({ items, label, isDisabled = false, onRemove }: RemovableChipsProps) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.value}
          className="inline-flex items-center gap-1 rounded-full bg-brand-800 py-1 pr-1 pl-3 text-sm text-cream"
        >
          {item.label}
          <button
            type="button"
            disabled={isDisabled}
            onClick={() => onRemove(item.value)}
            aria-label={`Remove ${item.label}`}
            className="rounded-full p-1 hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-gold-500"
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </li>
      ))}
    </ul>
  );
}

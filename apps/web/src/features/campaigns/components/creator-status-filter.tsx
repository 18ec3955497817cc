import {
  countByEntryStatus,
  ENTRY_STATUS_LABELS,
  type CampaignInfluencer,
  type EntryStatus,
} from '@equicreators/shared';
import { cn } from '@/lib/cn';

/** Every status, or one of them. */
export type CreatorStatusChoice = EntryStatus | 'all';

export type CreatorStatusFilterProps = {
  entries: readonly CampaignInfluencer[];
  value: CreatorStatusChoice;
  onChange: (next: CreatorStatusChoice) => void;
  /** The campaign's title, so each group of buttons has its own name. */
  campaignTitle: string;
};

/**
 * The counts above a campaign's creators, each a button that shows only that status: every number
 * counts exactly the rows it shows (issue 30: "Creators 6" once counted applicants over a list of 9).
 */
export function CreatorStatusFilter({ entries, value, onChange, campaignTitle }: CreatorStatusFilterProps) {
  const counts = countByEntryStatus(entries);
  const choices: { choice: CreatorStatusChoice; label: string; count: number }[] = [
    { choice: 'all', label: 'All', count: entries.length },
    ...counts.map(({ status, count }) => ({ choice: status, label: ENTRY_STATUS_LABELS[status], count })),
  ];
  return (
    <div role="group" aria-label={`Filter the creators of ${campaignTitle}`} className="flex flex-wrap gap-2">
      {choices.map(({ choice, label, count }) => {
        const isPressed = value === choice;
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={isPressed}
            onClick={() => onChange(choice)}
            className={cn(
              'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500',
              isPressed
                ? 'border-brand-800 bg-brand-800 text-cream'
                : 'border-line bg-white text-ink hover:border-brand-700',
            )}
          >
            {label}
            <span className={cn('tabular-nums', isPressed ? 'text-cream' : 'text-ink-muted')}>{count}</span>
          </button>
        );
      })}
    </div>
  );
}

import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_SORTS,
  CAMPAIGN_TEXT_LIMITS,
  toCanonicalNiche,
} from '@equicreators/shared';
import { useId, type FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchField } from '@/components/ui/search-field';
import { Select, type SelectOption } from '@/components/ui/select';
import { useDebouncedText } from '@/lib/forms/use-debounced-text';
import type { FeedFilterChanges, FeedParams } from '../feed-params';
import { NICHE_FILTER_OPTIONS, PLATFORM_FILTER_OPTIONS, SORT_OPTIONS, TYPE_FILTER_OPTIONS } from '../filter-options';

function oneOf<Value extends string>(options: readonly Value[], value: string): Value | '' {
  return (options as readonly string[]).includes(value) ? (value as Value) : '';
}

export type FeedFiltersProps = {
  params: FeedParams;
  onChange: (changes: FeedFilterChanges) => void;
};

type LabelledSelectProps = {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
};

/** A select with its own visible label (the filters sit on a dark hero, so labels are small and light). */
function LabelledSelect({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold tracking-wide text-brand-100 uppercase">
        {label}
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)} options={options} />
    </div>
  );
}

/**
 * The hero's title search, filters and order (spec §2, widened by issue 21): every value lives in
 * the address (useFeedParams) and is applied on the server. Two columns on a phone, one row wide.
 */
export function FeedFilters({ params, onChange }: FeedFiltersProps) {
  const search = useDebouncedText(params.q, (value) => onChange({ q: value }));

  // Enter searches at once.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search.commitNow();
  };

  return (
    <form role="search" aria-label="Campaigns" onSubmit={handleSubmit} className="flex w-full flex-col gap-3">
      <div className="max-w-2xl">
        <SearchField
          label="Search Campaigns"
          value={search.text}
          onChange={search.handleChange}
          maxLength={CAMPAIGN_TEXT_LIMITS.search}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <LabelledSelect
          label="Platform"
          value={params.platform}
          options={PLATFORM_FILTER_OPTIONS}
          onChange={(value) => onChange({ platform: oneOf(CAMPAIGN_PLATFORMS, value) })}
        />
        <LabelledSelect
          label="Type"
          value={params.type}
          options={TYPE_FILTER_OPTIONS}
          onChange={(value) => onChange({ type: oneOf(CAMPAIGN_PRICES, value) })}
        />
        <LabelledSelect
          label="Niche"
          value={params.niche}
          options={NICHE_FILTER_OPTIONS}
          onChange={(value) => onChange({ niche: toCanonicalNiche(value) ?? '' })}
        />
        <LabelledSelect
          label="Sort by"
          value={params.sort}
          options={SORT_OPTIONS}
          onChange={(value) => onChange({ sort: oneOf(CAMPAIGN_SORTS, value) || 'newest' })}
        />
      </div>
      <Checkbox
        label={<span className="text-cream">Compensation offered</span>}
        checked={params.compensation}
        onCheckedChange={(checked) => onChange({ compensation: checked })}
      />
    </form>
  );
}

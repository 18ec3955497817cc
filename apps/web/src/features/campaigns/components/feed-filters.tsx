import {
  CAMPAIGN_PLATFORMS,
  CAMPAIGN_PRICES,
  CAMPAIGN_SORTS,
  CAMPAIGN_TEXT_LIMITS,
  toCanonicalNiche,
} from '@equicreators/shared';
import type { FormEvent } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedText } from '@/lib/forms/use-debounced-text';
import type { FeedFilterChanges, FeedParams } from '../feed-params';
import { NICHE_FILTER_OPTIONS, PLATFORM_FILTER_OPTIONS, SORT_OPTIONS, TYPE_FILTER_OPTIONS } from '../filter-options';
import { LabelledSelect } from './filter-controls';
import { FeedOfferFilters } from './feed-offer-filters';

function oneOf<Value extends string>(options: readonly Value[], value: string): Value | '' {
  return (options as readonly string[]).includes(value) ? (value as Value) : '';
}

export type FeedFiltersProps = {
  params: FeedParams;
  onChange: (changes: FeedFilterChanges) => void;
};

/**
 * The hero's title search, filters and order (spec §2, widened by issues 21 and 31): every value
 * lives in the address (useFeedParams) and is applied on the server. Two columns on a phone, one
 * row wide; the offer's filters wait behind 'More filters'.
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
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <Checkbox
          label={<span className="text-cream">Compensation offered</span>}
          checked={params.compensation}
          onCheckedChange={(checked) => onChange({ compensation: checked })}
        />
        <Checkbox
          label={<span className="text-cream">My disciplines</span>}
          checked={params.discipline === 'mine'}
          onCheckedChange={(checked) => onChange({ discipline: checked ? 'mine' : '' })}
        />
      </div>
      <FeedOfferFilters params={params} onChange={onChange} />
    </form>
  );
}

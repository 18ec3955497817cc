import { FOLLOWER_RANGES, NICHES, type FollowerRangeId, type Niche } from '@equicreators/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import type { FacetParams } from '../browse-facet-params';
import type { MinRating } from '../browse-params';
import { BrowseFacetFilters } from './browse-facet-filters';
import { MinRatingFilter } from './min-rating-filter';

export type BrowseFilterValues = {
  niche: Niche[];
  followers: FollowerRangeId[];
  minRating: MinRating | null;
} & FacetParams;

export type BrowseFiltersProps = BrowseFilterValues & {
  onChange: (changes: Partial<BrowseFilterValues>) => void;
};

function toggled<Value>(list: readonly Value[], value: Value, isChecked: boolean): Value[] {
  return isChecked ? [...list, value] : list.filter((item) => item !== value);
}

/**
 * Spec §2: two collapsible filters, Category and Follower Count, each list scrolling in a 128 px
 * box; issue 22 adds the minimum rating, issue 33 the equestrian facets first.
 */
export function BrowseFilters({ niche, followers, minRating, onChange, ...facets }: BrowseFiltersProps) {
  return (
    <div className="flex flex-col gap-4">
      <BrowseFacetFilters {...facets} onChange={onChange} />
      <DisclosurePanel title="Category" headingLevel={3}>
        <div role="group" aria-label="Category" className="flex h-32 flex-col gap-2.5 overflow-y-auto pr-2">
          {NICHES.map((value) => (
            <Checkbox
              key={value}
              label={value}
              checked={niche.includes(value)}
              onCheckedChange={(isChecked) => onChange({ niche: toggled(niche, value, isChecked) })}
            />
          ))}
        </div>
      </DisclosurePanel>
      <DisclosurePanel title="Follower Count" headingLevel={3}>
        <div role="group" aria-label="Follower Count" className="flex h-32 flex-col gap-2.5 overflow-y-auto pr-2">
          {FOLLOWER_RANGES.map((range) => (
            <Checkbox
              key={range.id}
              label={range.label}
              checked={followers.includes(range.id)}
              onCheckedChange={(isChecked) => onChange({ followers: toggled(followers, range.id, isChecked) })}
            />
          ))}
        </div>
      </DisclosurePanel>
      <DisclosurePanel title="Rating" headingLevel={3}>
        <MinRatingFilter value={minRating} onChange={(value) => onChange({ minRating: value })} />
      </DisclosurePanel>
    </div>
  );
}

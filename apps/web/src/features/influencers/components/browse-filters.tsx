import { FOLLOWER_RANGES, NICHES, type FollowerRangeId, type Niche } from '@equicreators/shared';
import { DisclosurePanel } from '@/components/ui/disclosure-panel';
import type { FacetParams } from '../browse-facet-params';
import type { FacetCountMaps } from '../facet-count-maps';
import type { MinRating } from '../browse-params';
import { BrowseFacetFilters } from './browse-facet-filters';
import { ChecklistFilter } from './checklist-filter';
import { MinRatingFilter } from './min-rating-filter';

export type BrowseFilterValues = {
  niche: Niche[];
  followers: FollowerRangeId[];
  minRating: MinRating | null;
} & FacetParams;

export type BrowseFiltersProps = BrowseFilterValues & {
  onChange: (changes: Partial<BrowseFilterValues>) => void;
  /** How many creators each choice would match (GET /api/influencers/facet-counts); none while loading. */
  counts?: FacetCountMaps | undefined;
};

const NICHE_OPTIONS = NICHES.map((niche) => ({ value: niche, label: niche }));
const RANGE_OPTIONS = FOLLOWER_RANGES.map((range) => ({ value: range.id, label: range.label }));

/**
 * Spec §2: two collapsible filters, Category and Follower Count, each list scrolling in a 128 px
 * box; issue 22 adds the minimum rating, issue 33 the equestrian facets first.
 */
export function BrowseFilters({ niche, followers, minRating, onChange, counts, ...facets }: BrowseFiltersProps) {
  return (
    <div className="flex flex-col gap-4">
      <BrowseFacetFilters {...facets} onChange={onChange} counts={counts} />
      <ChecklistFilter
        title="Category"
        options={NICHE_OPTIONS}
        chosen={niche}
        onChange={(chosen) => onChange({ niche: chosen })}
        isScrolling
        counts={counts?.niche}
      />
      <ChecklistFilter
        title="Follower Count"
        options={RANGE_OPTIONS}
        chosen={followers}
        onChange={(chosen) => onChange({ followers: chosen })}
        isScrolling
      />
      <DisclosurePanel title="Rating" headingLevel={3}>
        <MinRatingFilter value={minRating} onChange={(value) => onChange({ minRating: value })} />
      </DisclosurePanel>
    </div>
  );
}
